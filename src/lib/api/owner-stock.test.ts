// The owner's counts of units and the shop's settings through the functions: set from what the count was, refused
// when a checkout changed it meanwhile, shown to shoppers on their next catalog read, and recorded.
import { describe, expect, it } from 'vitest'
import { ownerIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, documentsIn, shirt, shopOf, stockLeft, stockShown, storedDocument } from '../../../tests/support/api-adapters'

let attempts = 0
const newAttemptId = () => `attempt-owner-${String(++attempts).padStart(10, '0')}`

describe.each(ADAPTERS)('the owner’s stock and settings ($name)', (adapter) => {
  const { call, checkout, startCheckout } = shopOf(adapter)
  const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })
  const owner = ownerIdToken('boss', 'boss@example.com')
  const count = (units: Record<string, { from: unknown; to: unknown }>, attemptId = newAttemptId(), token = owner) =>
    call('POST', '/api/admin/stock/2/9', { body: { attemptId, units }, idToken: token })

  describe('owner’s stock', () => {
    it('sets units from what they were; the shop shows them at once; a retry answers the same; the record keeps what changed', async () => {
      const attemptId = newAttemptId()
      const answer = await count({ 'M/navy': { from: 5, to: 40 }, 'XS/navy': { from: 0, to: 2 }, 'L/navy': { from: 8, to: 8 } }, attemptId)
      expect(answer).toMatchObject({ status: 200, body: { units: { 'M/navy': 40, 'XS/navy': 2, 'L/navy': 8, 'XL/coral': 1 } } })
      expect(stockLeft('2', 9, 'M/navy')).toBe(40)
      expect(stockShown('2', 9, 'M/navy')).toBe(40)
      expect(await count({ 'M/navy': { from: 5, to: 40 } }, attemptId)).toEqual(answer)
      expect(documentsIn('catalogEdits')).toEqual([
        expect.objectContaining({
          by: 'boss@example.com',
          kind: 'stock',
          collectionId: '2',
          itemId: 9,
          before: { shelf: { 'M/navy': 5, 'XS/navy': 0 } },
          after: { shelf: { 'M/navy': 40, 'XS/navy': 2 } },
        }),
      ])
    })

    it('refuses a count made on a shelf count that changed meanwhile (409), an unknown variant or a count out of range (400)', async () => {
      await count({ 'M/navy': { from: 5, to: 3 } })
      expect(await count({ 'M/navy': { from: 5, to: 9 } })).toMatchObject({
        status: 409,
        body: {
          error: { code: 'stale', message: 'The units of M/navy changed since you opened it (now 3): reload to see the change, then make yours again.' },
        },
      })
      const bad = await count({ 'M/pink': { from: null, to: 1 }, 'M/navy': { from: 3, to: 1.5 }, 'L/navy': { from: 8, to: 1_000_001 } })
      expect(bad).toMatchObject({ status: 400, body: { error: { code: 'bad-stock' } } })
      expect((bad.body as { error: { message: string } }).error.message).toBe(
        "units 'M/pink': no such variant of this item; units 'M/navy': must be a whole number from 0 to 1000000; units 'L/navy': must be a whole number from 0 to 1000000",
      )
      expect(stockLeft('2', 9, 'M/navy')).toBe(3)
      expect(documentsIn('catalogEdits')).toHaveLength(1)
    })

    it('counts the shelf while unpaid checkouts hold units: what can be sold is the shelf less what they hold, until they end or are shipped', async () => {
      const first = await startCheckout([shirt('M', 'navy', 2)])
      const second = await startCheckout([shirt('M', 'navy', 1)])
      const third = await startCheckout([shirt('M', 'navy', 1)])
      expect(stockLeft('2', 9, 'M/navy')).toBe(1)
      // The shelf still has the 5 units; the owner finds 10 there.
      expect(await count({ 'M/navy': { from: 5, to: 10 } })).toMatchObject({ status: 200, body: { units: { 'M/navy': 6 }, held: { 'M/navy': 4 } } })
      expect(stockLeft('2', 9, 'M/navy')).toBe(6)
      expect(stockShown('2', 9, 'M/navy')).toBe(6)
      await adapter.expire(first.sessionId)
      expect(stockLeft('2', 9, 'M/navy')).toBe(8)
      expect(await call('POST', `/api/orders/${second.orderId}/cancel`, { body: { token: second.token } })).toMatchObject({ status: 200 })
      expect(stockLeft('2', 9, 'M/navy')).toBe(9)
      await adapter.pay(third.sessionId)
      expect(stockLeft('2', 9, 'M/navy')).toBe(9)
      // Paid but not shipped, the unit is still on the shelf and still held: counting the shelf never sells it again.
      expect(await count({ 'M/navy': { from: 10, to: 10 } })).toMatchObject({ status: 200, body: { units: { 'M/navy': 9 }, held: { 'M/navy': 1 } } })
      await call('POST', `/api/admin/orders/${third.orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '1' }, idToken: owner })
      // Shipped: it left the shelf, which is 9, nothing held.
      expect(await count({ 'M/navy': { from: 9, to: 9 } })).toMatchObject({ status: 200, body: { units: { 'M/navy': 9 }, held: {} } })
    })

    it('a paid order refunded before it was shipped gives its held units back on sale, once', async () => {
      const paid = await startCheckout([shirt('M', 'navy', 2)])
      await adapter.pay(paid.sessionId)
      expect(stockLeft('2', 9, 'M/navy')).toBe(3)
      expect(await call('POST', `/api/admin/orders/${paid.orderId}/refund`, { body: { attemptId: newAttemptId() }, idToken: owner })).toMatchObject({
        status: 200,
        body: { order: { status: 'refunded' } },
      })
      expect(stockLeft('2', 9, 'M/navy')).toBe(5)
      expect(await count({ 'M/navy': { from: 5, to: 5 } })).toMatchObject({ status: 200, body: { units: { 'M/navy': 5 }, held: {} } })
    })

    it('refuses a shelf count below what unpaid checkouts hold, saying how many they hold', async () => {
      await startCheckout([shirt('M', 'navy', 3)])
      expect(await count({ 'M/navy': { from: 5, to: 2 } })).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'bad-stock',
            message: "units 'M/navy': 3 are held for orders not yet shipped, so the shelf has at least 3 until they are shipped or end",
          },
        },
      })
      expect(stockLeft('2', 9, 'M/navy')).toBe(2)
    })

    it('two owners setting the same count at once: one change, one record, the other told it is stale', async () => {
      adapter.slowCommits(100)
      const answers = await Promise.all([
        count({ 'M/navy': { from: 5, to: 20 } }, newAttemptId(), ownerIdToken('boss')),
        count({ 'M/navy': { from: 5, to: 30 } }, newAttemptId(), ownerIdToken('other')),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const saved = (answers.find((answer) => answer.status === 200)!.body as { units: Record<string, number> }).units['M/navy']
      expect(stockLeft('2', 9, 'M/navy')).toBe(saved)
      expect(documentsIn('catalogEdits')).toHaveLength(1)
    }, 30_000)

    it('an item without options given sizes counts each from 0, never sold uncounted', async () => {
      await call('POST', '/api/admin/items/5/39', { body: { attemptId: newAttemptId(), revision: 0, changes: { sizes: ['M', 'L'] } }, idToken: owner })
      const answer = await call('POST', '/api/admin/stock/5/39', { body: { attemptId: newAttemptId(), units: { M: { from: 0, to: 3 } } }, idToken: owner })
      expect(answer).toMatchObject({ status: 200, body: { units: { M: 3, L: 0 } } })
      expect(stockShown('5', 39, 'M')).toBe(3)
      expect(stockLeft('5', 39, '*')).toBeUndefined()
    })

    it('counts an item without options under its one key; sells it without a limit only once the owner says so, and counts it again after', async () => {
      const tentCount = (body: Record<string, unknown>) =>
        call('POST', '/api/admin/stock/5/34', { body: { attemptId: newAttemptId(), ...body }, idToken: owner })
      const shelf = stockLeft('5', 34, '*')
      expect(await tentCount({ units: { '*': { from: shelf, to: 3 } } })).toMatchObject({ status: 200, body: { units: { '*': 3 }, unlimited: false } })
      expect(stockShown('5', 34, '*')).toBe(3)
      expect(await checkout([tent(4)])).toMatchObject({ status: 409, body: { error: { problems: [{ code: 'short', available: 3 }] } } })
      expect(await tentCount({ unlimited: true })).toMatchObject({ status: 200, body: { units: { '*': 3 }, unlimited: true } })
      const tentShown = () => (storedDocument('collections/5').items as Record<string, unknown>[]).find((item) => item.id === 34)
      expect(tentShown()).toMatchObject({ unlimited: true })
      expect(await checkout([tent(4)])).toMatchObject({ status: 200 })
      expect(stockLeft('5', 34, '*')).toBe(3)
      expect(await tentCount({ unlimited: false, units: { '*': { from: 3, to: 2 } } })).toMatchObject({
        status: 200,
        body: { units: { '*': 2 }, unlimited: false },
      })
      expect(tentShown()).not.toHaveProperty('unlimited')
      expect(await checkout([tent(3)])).toMatchObject({ status: 409, body: { error: { problems: [{ code: 'short', available: 2 }] } } })
      expect(documentsIn('catalogEdits')).toContainEqual(expect.objectContaining({ itemId: 34, before: { unlimited: false }, after: { unlimited: true } }))
      expect(await tentCount({ units: { '': { from: 2, to: 3 } } })).toMatchObject({ status: 400, body: { error: { code: 'bad-stock' } } })
    })
  })

  describe('shop settings', () => {
    it('keep the low-stock threshold (3 until set), recorded; a threshold out of range is refused naming it', async () => {
      expect(await call('POST', '/api/admin/settings', { body: { lowStockThreshold: 5 }, idToken: owner })).toMatchObject({
        status: 200,
        body: { settings: { lowStockThreshold: 5 } },
      })
      expect(documentsIn('settings')).toEqual([{ lowStockThreshold: 5 }])
      expect(await call('POST', '/api/admin/settings', { body: { lowStockThreshold: 1001 }, idToken: owner })).toMatchObject({
        status: 400,
        body: { error: { code: 'bad-settings', message: 'lowStockThreshold: must be a whole number from 0 to 1000' } },
      })
      expect(documentsIn('catalogEdits')).toEqual([
        expect.objectContaining({ kind: 'settings', before: { lowStockThreshold: 3 }, after: { lowStockThreshold: 5 } }),
      ])
    })
  })
})
