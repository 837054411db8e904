// The owner's catalog edits on the demo's /api: the same paths, bodies and answers as the functions', over the
// demo's catalog, each change in the shop's next catalog read and in its record.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { idToken, ownerIdToken } from '../../tests/support/id-tokens'
import { api, checkout, newAttemptId, stockLeft, tent } from '../../tests/support/shop-api'
import { rest } from '../../tests/support/firestore-rest'
import { decodeFields } from '../firestore/values'
import { mockState } from '../state'

afterEach(() => deleteDemoApps())

const owner = () => ({ idToken: ownerIdToken('boss', 'boss@example.com') })
const records = () =>
  Object.entries(mockState().documents)
    .filter(([key]) => key.startsWith('catalogEdits/'))
    .map(([, stored]) => decodeFields(stored.fields))
const itemShown = (collectionId: string, itemId: number) =>
  (decodeFields(mockState().documents[`collections/${collectionId}`]!.fields).items as { id: number }[]).find((item) => item.id === itemId) as
    Record<string, unknown> | undefined

describe('the owner’s catalog in the demo', () => {
  it('a visitor is asked to sign in and a shopper is refused, on every endpoint, and nothing changes', async () => {
    const calls: [string, unknown][] = [
      ['/admin/items/2/9', { attemptId: newAttemptId(), revision: 0, changes: { price: 1 } }],
      ['/admin/items/2', { attemptId: newAttemptId(), item: { name: 'Cap', price: 5, imageUrl: '/c.webp' } }],
      ['/admin/stock/2/9', { attemptId: newAttemptId(), units: { 'M/navy': { from: 5, to: 50 } } }],
      ['/admin/settings', { lowStockThreshold: 9 }],
    ]
    for (const [path, body] of calls) {
      expect((await api(path, { body })).status).toBe(401)
      expect(await api(path, { body, idToken: idToken('ann', { email: 'ann@example.com' }) })).toMatchObject({
        status: 403,
        json: { error: { code: 'not-owner' } },
      })
    }
    expect(itemShown('2', 9)).toMatchObject({ price: 24.99 })
    expect(records()).toEqual([])
  })

  it('edits an item: the shop reads the new price next, the revision goes up, the record keeps only what changed; a retry answers the same', async () => {
    const press = { attemptId: newAttemptId(), revision: 0, changes: { price: 19.5, name: 'Classic Crew Neck T-Shirt' } }
    const saved = await api('/admin/items/2/9', { body: press, ...owner() })
    expect(saved).toMatchObject({ status: 200, json: { item: { id: 9, price: 19.5, revision: 1 } } })
    expect(itemShown('2', 9)).toMatchObject({ price: 19.5, revision: 1 })
    expect(await api('/admin/items/2/9', { body: press, ...owner() })).toEqual(saved)
    expect(records()).toEqual([
      expect.objectContaining({ by: 'boss@example.com', kind: 'item', collectionId: '2', itemId: 9, before: { price: 24.99 }, after: { price: 19.5 } }),
    ])
  })

  it('refuses a stale revision with 409 and a bad value with 400 naming the field', async () => {
    await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { hidden: true } }, ...owner() })
    expect(await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { price: 1 } }, ...owner() })).toMatchObject({
      status: 409,
      json: { error: { code: 'stale', message: 'This item was changed since you opened it: reload to see the change, then make yours again.' } },
    })
    const bad = await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 1, changes: { price: '12', sizes: ['M', 'M/L'] } }, ...owner() })
    expect(bad).toMatchObject({ status: 400, json: { error: { code: 'bad-item' } } })
    expect(bad.json.error.message).toMatch(/^price: must be a number of dollars .*; sizes\[1\]: malformed or repeated$/)
    expect((await api('/admin/items/2/999', { body: { attemptId: newAttemptId(), revision: 0, changes: {} }, ...owner() })).status).toBe(404)
    expect(itemShown('2', 9)).toMatchObject({ price: 24.99, hidden: true, revision: 1 })
  })

  it('refuses a price below the smallest charge and a 60,000-character name, on an edit and a new item', async () => {
    const zero = await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { price: 0 } }, ...owner() })
    expect(zero).toMatchObject({ status: 400, json: { error: { code: 'bad-item', message: 'price: must be at least $0.50' } } })
    const long = await api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { name: 'N'.repeat(60_000) } }, ...owner() })
    expect(long).toMatchObject({ status: 400, json: { error: { message: 'name: must be at most 120 characters' } } })
    const added = await api('/admin/items/2', { body: { attemptId: newAttemptId(), item: { name: 'Cap', price: 0, imageUrl: '/c.webp' } }, ...owner() })
    expect(added).toMatchObject({ status: 400, json: { error: { message: expect.stringContaining('price: must be at least $0.50') } } })
    expect(itemShown('2', 9)).toMatchObject({ price: 24.99, name: expect.not.stringMatching(/^N+$/) })
  })

  it('two owners saving the same revision at once make one change and one record', async () => {
    const press = (price: number, uid: string) =>
      api('/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { price } }, idToken: ownerIdToken(uid) })
    const answers = await Promise.all([press(20, 'boss'), press(21, 'other')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(records()).toHaveLength(1)
    expect(itemShown('2', 9)).toMatchObject({ revision: 1 })
  })

  it('a hidden item is refused at checkout like one no longer sold', async () => {
    await api('/admin/items/5/34', { body: { attemptId: newAttemptId(), revision: 0, changes: { hidden: true } }, ...owner() })
    expect(await checkout([tent()])).toMatchObject({ status: 409, json: { error: { problems: [{ code: 'item-gone' }] } } })
  })

  it('sets units from what they were: the shop shows them at once; a count a checkout changed meanwhile is refused', async () => {
    const press = { attemptId: newAttemptId(), units: { 'M/navy': { from: 5, to: 40 }, 'XS/navy': { from: 0, to: 2 } } }
    const answer = await api('/admin/stock/2/9', { body: press, ...owner() })
    expect(answer).toMatchObject({ status: 200, json: { units: { 'M/navy': 40, 'XS/navy': 2, 'XL/coral': 1 } } })
    expect(await stockLeft('2', 9, 'M/navy')).toBe(40)
    expect(await api('/admin/stock/2/9', { body: press, ...owner() })).toEqual(answer)
    expect(records()).toEqual([expect.objectContaining({ kind: 'stock', before: { 'M/navy': 5, 'XS/navy': 0 }, after: { 'M/navy': 40, 'XS/navy': 2 } })])
    const stale = await api('/admin/stock/2/9', { body: { attemptId: newAttemptId(), units: { 'M/navy': { from: 5, to: 6 } } }, ...owner() })
    expect(stale).toMatchObject({ status: 409, json: { error: { code: 'stale' } } })
    const bad = await api('/admin/stock/2/9', {
      body: { attemptId: newAttemptId(), units: { 'M/pink': { from: null, to: 1 }, 'M/navy': { from: 40, to: -1 } } },
      ...owner(),
    })
    expect(bad).toMatchObject({ status: 400 })
    expect(bad.json.error.message).toBe("units 'M/pink': no such variant of this item; units 'M/navy': must be a whole number from 0 to 1000000")
  })

  it('adds an item with the next id of the catalog and its starting units; the shop lists it', async () => {
    const item = { name: 'Bucket Hat', price: 22, imageUrl: '/images/items/hat.webp', sizes: ['S', 'M'] }
    const press = { attemptId: newAttemptId(), item, units: { M: 4 } }
    const added = await api('/admin/items/3', { body: press, ...owner() })
    expect(added).toMatchObject({ status: 201, json: { item: { ...item, id: 41, revision: 0, stock: { S: 0, M: 4 } } } })
    expect(await api('/admin/items/3', { body: press, ...owner() })).toEqual(added)
    expect(itemShown('3', 41)).toMatchObject({ name: 'Bucket Hat' })
    expect(await stockLeft('3', 41, 'M')).toBe(4)
    expect((await api('/admin/items/3', { body: { attemptId: newAttemptId(), item: { name: 'Hat', price: 1 } }, ...owner() })).json.error.message).toBe(
      'imageUrl: must be a string, not missing',
    )
  })

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

  it('keeps the low-stock threshold in settings/shop', async () => {
    expect(await api('/admin/settings', { body: { lowStockThreshold: 5 }, ...owner() })).toMatchObject({
      status: 200,
      json: { settings: { lowStockThreshold: 5 } },
    })
    expect(await api('/admin/settings', { body: { lowStockThreshold: 2.5 }, ...owner() })).toMatchObject({
      status: 400,
      json: { error: { message: 'lowStockThreshold: must be a whole number from 0 to 1000' } },
    })
    expect(records()).toEqual([expect.objectContaining({ kind: 'settings', before: { lowStockThreshold: 3 }, after: { lowStockThreshold: 5 } })])
  })
})
