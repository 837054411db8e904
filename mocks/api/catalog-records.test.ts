// The records of the owner's catalog edits, as the back office lists them: an item's records through Firestore's
// query, newest first, for an owner only (the edits themselves, over both adapters: src/lib/api/owner-catalog.test.ts).
import { afterEach, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { idToken, ownerIdToken } from '../../tests/support/id-tokens'
import { api, newAttemptId } from '../../tests/support/shop-api'
import { rest } from '../../tests/support/firestore-rest'
import { decodeFields } from '../firestore/values'

afterEach(() => deleteDemoApps())

const owner = () => ({ idToken: ownerIdToken('boss', 'boss@example.com') })

it('an owner lists an item’s records newest first (a shopper may not)', async () => {
  await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { price: 20 } }, ...owner() })
  await api('/admin/items/2/10', { body: { attemptId: newAttemptId(), revision: 0, changes: { price: 30 } }, ...owner() })
  await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 1, changes: { price: 21 } }, ...owner() })
  const equal = (field: string, value: object) => ({ fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value } })
  const query = {
    structuredQuery: {
      from: [{ collectionId: 'catalogEdits' }],
      where: { compositeFilter: { op: 'AND', filters: [equal('collectionId', { stringValue: '2' }), equal('itemId', { integerValue: '9' })] } },
      orderBy: [{ field: { fieldPath: 'at' }, direction: 'DESCENDING' }],
    },
  }
  const listed = await rest('runQuery', query, { token: owner().idToken })
  expect(listed.status).toBe(200)
  const after = (listed.json as { document?: { fields: Record<string, unknown> } }[]).flatMap((row) =>
    row.document ? [decodeFields(row.document.fields as never).after] : [],
  )
  expect(after).toEqual([{ price: 21 }, { price: 20 }])
  expect((await rest('runQuery', query, { token: idToken('ann') })).status).toBe(403)
})
