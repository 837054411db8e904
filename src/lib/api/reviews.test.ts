// Reviews through the functions, over both adapters: only the buyer of a received item writes one (and changes it
// while it waits), the owner approves or hides it and the item's public summary follows; staff and shoppers are
// refused, and nobody else's order proves a purchase.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, documentsWithIds, shirt, shopOf, storedDocument } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'

const review = (rating: number, title = 'Soft and true to size') => ({
  collectionId: '2',
  itemId: 9,
  rating,
  title,
  text: 'Washed well twice.',
  name: 'Ann L.',
})

describe.each(ADAPTERS)('reviews ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const owner = ownerIdToken('boss', 'boss@example.com')
  const ann = idToken('ann', { email: 'ann@example.com' })
  const bo = idToken('bo', { email: 'bo@example.com' })
  /** A signed-in shopper's order of the shirt, paid and, unless told, shipped and delivered. */
  async function bought(token: string, delivered = true) {
    const { orderId, sessionId } = await startCheckout([shirt('M', 'navy')], {}, token)
    await adapter.pay(sessionId)
    if (delivered) {
      await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: 'An Post', trackingNumber: 'CX1IE' }, idToken: owner })
      expect(await call('POST', `/api/admin/orders/${orderId}/deliver`, { body: {}, idToken: owner })).toMatchObject({ status: 200 })
    }
    return orderId
  }
  const write = (orderId: string, token: string | undefined, body: object) =>
    call('POST', `/api/orders/${orderId}/reviews`, { body, ...(token ? { idToken: token } : {}) })
  const decide = (id: string, action: string, token = owner) => call('POST', `/api/admin/reviews/${id}/${action}`, { body: {}, idToken: token })
  /** The id of the review shown under `name`. */
  const idOf = (name: string) => documentsWithIds('reviews').find((review) => review.name === name)!.id
  const summary = () => storedDocument('reviewSummaries/2_9')

  it('the buyer of a delivered item writes a review, changes it while it waits, and reads it back; it is not public yet', async () => {
    const orderId = await bought(ann)
    expect(await write(orderId, ann, review(4))).toMatchObject({ status: 200, body: { review: { rating: 4, status: 'pending' } } })
    expect(await write(orderId, ann, review(5, 'Better each wash'))).toMatchObject({ status: 200, body: { review: { rating: 5 } } })
    expect(documentsIn('reviews')).toEqual([
      expect.objectContaining({ itemName: 'Classic Crew Neck T-Shirt', rating: 5, title: 'Better each wash', status: 'pending' }),
    ])
    expect(JSON.stringify(documentsIn('reviews'))).not.toContain('ann')
    expect(await call('GET', `/api/orders/${orderId}/reviews`, { idToken: ann })).toMatchObject({
      status: 200,
      body: { reviews: [{ collectionId: '2', itemId: 9, rating: 5, status: 'pending' }] },
    })
    expect(documentsIn('reviewSummaries')).toEqual([])
  })

  it('refuses a shopper who did not buy the item, a buyer before delivery, a guest and a bad review', async () => {
    const orderId = await bought(ann)
    expect(await write(orderId, bo, review(1))).toMatchObject({ status: 403, body: { error: { code: 'not-buyer' } } })
    expect(await call('GET', `/api/orders/${orderId}/reviews`, { idToken: bo })).toMatchObject({ status: 403 })
    expect(await write(orderId, undefined, review(1))).toMatchObject({ status: 401 })
    expect(await write(orderId, ann, { ...review(4), itemId: 1 })).toMatchObject({ status: 403 })
    expect(await write('no-such-order', ann, review(4))).toMatchObject({ status: 403 })
    expect(await write(orderId, ann, review(6))).toMatchObject({ status: 400, body: { error: { message: 'Choose a rating from 1 to 5 stars.' } } })
    expect(await write(orderId, ann, { ...review(3), text: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { error: { message: 'Keep your review to 2000 characters.' } },
    })
    const notYet = await bought(bo, false)
    expect(await write(notYet, bo, review(2))).toMatchObject({ status: 403 })
    expect(documentsIn('reviews')).toEqual([])
  })

  it('the owner approves: the summary counts it and shows it, and the buyer can no longer change it; hiding takes it off again', async () => {
    await write(await bought(ann), ann, review(4))
    const boOrder = await bought(bo)
    await write(boOrder, bo, { ...review(2, 'Shrank'), name: 'Bo K.' })
    const [annId, boId] = [idOf('Ann L.'), idOf('Bo K.')]
    expect(await decide(annId, 'approve')).toMatchObject({ status: 200, body: { review: { status: 'approved' }, summary: { count: 1, sum: 4 } } })
    expect(await decide(boId, 'approve')).toMatchObject({ status: 200 })
    expect(summary()).toMatchObject({ count: 2, sum: 6, histogram: [0, 1, 0, 1, 0] })
    expect((summary().recent as { name: string }[]).map((r) => r.name).sort()).toEqual(['Ann L.', 'Bo K.'])
    expect(await write(boOrder, bo, review(5))).toMatchObject({ status: 409, body: { error: { code: 'review-decided' } } })
    expect(await decide(boId, 'hide')).toMatchObject({ status: 200, body: { review: { status: 'hidden' }, summary: { count: 1, sum: 4 } } })
    expect(summary()).toMatchObject({ count: 1, sum: 4, histogram: [0, 0, 0, 1, 0], recent: [expect.objectContaining({ name: 'Ann L.', rating: 4 })] })
    expect(await decide(annId, 'hide')).toMatchObject({ status: 200 })
    expect(summary()).toMatchObject({ count: 0, sum: 0, recent: [] })
  })

  it('staff and shoppers cannot approve or hide; an unknown review is not found', async () => {
    await write(await bought(ann), ann, review(4))
    const id = idOf('Ann L.')
    expect(await decide(id, 'approve', staffIdToken('sam', 'sam@example.com'))).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(await decide(id, 'approve', ann)).toMatchObject({ status: 403 })
    expect(await call('POST', `/api/admin/reviews/${id}/approve`, { body: {} })).toMatchObject({ status: 401 })
    expect(await decide('2_9_nobody', 'approve')).toMatchObject({ status: 404 })
    expect(documentsIn('reviews')).toEqual([expect.objectContaining({ status: 'pending' })])
    expect(documentsIn('reviewSummaries')).toEqual([])
  })
})
