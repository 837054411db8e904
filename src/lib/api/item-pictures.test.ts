// An existing item's pictures changed through the item's edit: its own picture replaced, extra pictures kept, taken
// away or added, recorded as any edit is; owners only; an address that is neither the web's nor the shop's refused.
import { describe, expect, it } from 'vitest'
import { ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, documentsIn, shopOf, storedDocument } from '../../../tests/support/api-adapters'

let attempts = 0
const newAttemptId = () => `attempt-picture-${String(++attempts).padStart(9, '0')}`
const UPLOADED = 'https://firebasestorage.googleapis.com/v0/b/demo-storefront.appspot.com/o/items%2F2%2Fnew.webp?alt=media'

describe.each(ADAPTERS)('an item’s pictures ($name)', (adapter) => {
  const { call } = shopOf(adapter)
  const itemOf = () => (storedDocument('collections/2').items as Record<string, unknown>[]).find((item) => item.id === 9)!
  const edit = (changes: Record<string, unknown>, revision = 0, token = ownerIdToken('boss', 'boss@example.com')) =>
    call('POST', '/api/admin/items/2/9', { body: { attemptId: newAttemptId(), revision, changes }, idToken: token })

  it('an owner replaces the picture and the extra pictures; the edit records before and after; taking the extras away leaves none', async () => {
    const before = itemOf()
    expect(await edit({ imageUrl: UPLOADED, images: [UPLOADED, '/images/items/close-up.webp'] })).toMatchObject({
      status: 200,
      body: { item: { imageUrl: UPLOADED, images: [UPLOADED, '/images/items/close-up.webp'], revision: 1 } },
    })
    expect(itemOf()).toMatchObject({ imageUrl: UPLOADED, images: [UPLOADED, '/images/items/close-up.webp'] })
    expect(documentsIn('catalogEdits')).toEqual([
      expect.objectContaining({
        by: 'boss@example.com',
        before: expect.objectContaining({ imageUrl: before.imageUrl }),
        after: expect.objectContaining({ imageUrl: UPLOADED }),
      }),
    ])
    expect(await edit({ images: null }, 1)).toMatchObject({ status: 200 })
    expect(itemOf()).not.toHaveProperty('images')
    expect(itemOf()).toMatchObject({ imageUrl: UPLOADED, revision: 2 })
  })

  it('refuses an address that is neither on the web nor the shop’s own, and an item with no picture; nothing changes', async () => {
    for (const changes of [{ imageUrl: 'javascript:alert(1)' }, { images: ['//elsewhere.example/x.webp'] }, { images: ['data:image/png;base64,AAAA'] }])
      expect(await edit(changes)).toMatchObject({
        status: 400,
        body: { error: { code: 'bad-item', message: expect.stringMatching(/^(imageUrl|images): must be web addresses/) } },
      })
    expect(await edit({ imageUrl: null })).toMatchObject({ status: 400, body: { error: { code: 'bad-item' } } })
    expect(itemOf()).not.toHaveProperty('revision')
    expect(documentsIn('catalogEdits')).toEqual([])
  })

  it('staff may not change pictures', async () => {
    expect(await edit({ imageUrl: UPLOADED }, 0, staffIdToken('sam', 'sam@example.com'))).toMatchObject({
      status: 403,
      body: { error: { code: 'owners-only' } },
    })
    expect(itemOf().imageUrl).not.toBe(UPLOADED)
  })
})
