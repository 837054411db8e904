// The owner refunds chosen lines of an order: the amount from the lines' prices through the provider, the units back
// on sale once when asked, a history line, once per press, and one effect when two owners press at once.
import { describe, expect, it } from 'vitest'
import { idToken, ownerIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, documentsIn, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { OVERTAKEN } from '../orders/line-refund'

let attempts = 0
const newAttemptId = () => `attempt-owner-${String(++attempts).padStart(10, '0')}`

describe.each(ADAPTERS)('refunds of chosen lines ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  async function paidOrder() {
    const started = await startCheckout([shirt('M', 'navy', 2), shirt('XL', 'coral')])
    await adapter.pay(started.sessionId)
    return started
  }
  const owner = ownerIdToken('boss', 'boss@example.com')
  const refund = (orderId: string, body: object, token = owner) => call('POST', `/api/admin/orders/${orderId}/refund`, { body, idToken: token })

  describe('refunds of chosen lines', () => {
    it('a visitor or a shopper without the owner claim is refused, and nothing is refunded', async () => {
      const { orderId } = await paidOrder()
      const body = { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1 }], restock: true }
      expect(await refund(orderId, body, '')).toMatchObject({ status: 401 })
      expect(await refund(orderId, body, idToken('ann', { email: 'ann@example.com' }))).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
      expect(adapter.providerRefunds()).toEqual([])
      expect(stockLeft('2', 9, 'M/navy')).toBe(3)
    })

    it('refunds 1 of 2 shirts with the unit back on sale, once per press; the history says so; more than is left is refused', async () => {
      const { orderId, token } = await paidOrder()
      const press = { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1 }], restock: true }
      const answer = await refund(orderId, press)
      // The refund keeps the units it paid back, for its credit note.
      expect(answer).toMatchObject({ status: 200, body: { order: { status: 'paid', refunds: [{ amountCents: 2499, lines: [{ line: 0, quantity: 1 }] }] } } })
      expect(await refund(orderId, press)).toMatchObject({ status: 200 })
      expect(adapter.providerRefunds().map((sent) => sent.amountCents)).toEqual([2499])
      expect(stockLeft('2', 9, 'M/navy')).toBe(4)
      expect(orderOf(orderId).history).toEqual([
        expect.objectContaining({ by: 'boss@example.com', what: 'Refunded $24.99 for 1 × Classic Crew Neck T-Shirt (size M, Navy); units back on sale' }),
      ])
      expect(documentsIn('mail').at(-1)).toMatchObject({ message: { subject: expect.stringContaining('refund') } })
      // The shopper sees the refund, never who pressed or the press's id.
      expect((await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).body).not.toHaveProperty('order.lineRefunds')
      expect(await refund(orderId, { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 2 }], restock: true })).toMatchObject({
        status: 409,
        body: { error: { message: 'Only 1 × Classic Crew Neck T-Shirt (size M, Navy) is left to refund.' } },
      })
      expect(await refund(orderId, { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 0 }], restock: true })).toMatchObject({ status: 400 })
    })

    it('without putting the units back, the stock stays as it is', async () => {
      const { orderId } = await paidOrder()
      expect(await refund(orderId, { attemptId: newAttemptId(), lines: [{ line: 1, quantity: 1 }], restock: false })).toMatchObject({ status: 200 })
      expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
      expect(orderOf(orderId).history!.at(-1)!.what).toBe('Refunded $24.99 for 1 × Classic Crew Neck T-Shirt (size XL, Coral); units not put back on sale')
    })

    it.each([0, 50, 150, 250])(
      'a line and, %i ms later, the whole order refunded by two owners: each told what happened, no cent twice, no unit lost or doubled',
      async (later) => {
        const { orderId } = await paidOrder()
        const total = orderOf(orderId).totalCents
        adapter.slowCommits(100)
        const answers = await Promise.all([
          refund(orderId, { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1 }], restock: true }),
          new Promise((resolve) => setTimeout(resolve, later)).then(() => refund(orderId, { attemptId: newAttemptId() })),
        ])
        // Each press went through, or was overtaken by the other and says so; none is an error of the shop.
        for (const answer of answers) {
          if (answer.status !== 200) expect(answer).toMatchObject({ status: 409, body: { error: { code: 'refund-overtaken', message: OVERTAKEN } } })
        }
        // The owner presses Refund again for what is left, if anything is.
        if (orderOf(orderId).status !== 'refunded') expect(await refund(orderId, { attemptId: newAttemptId() })).toMatchObject({ status: 200 })
        expect(adapter.providerRefunds().reduce((sum, sent) => sum + sent.amountCents, 0)).toBe(total)
        expect(orderOf(orderId)).toMatchObject({ status: 'refunded' })
        // Every unit of a refunded order that never left is back, once: 2 shirts in M and 1 in XL.
        expect(stockLeft('2', 9, 'M/navy')).toBe(5)
        expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
      },
    )

    it('two owners asking for the same units at once: one refund, the units back once, the other told what is left', async () => {
      const { orderId } = await paidOrder()
      adapter.slowCommits(100)
      const lines = [{ line: 0, quantity: 2 }]
      const answers = await Promise.all([
        refund(orderId, { attemptId: newAttemptId(), lines, restock: true }),
        refund(orderId, { attemptId: newAttemptId(), lines, restock: true }, ownerIdToken('other', 'other@example.com')),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      expect(adapter.providerRefunds().map((sent) => sent.amountCents)).toEqual([4998])
      expect(stockLeft('2', 9, 'M/navy')).toBe(5)
      expect(orderOf(orderId).history).toHaveLength(1)

      const again = { attemptId: newAttemptId(), lines: [{ line: 1, quantity: 1 }], restock: true }
      expect((await Promise.all([refund(orderId, again), refund(orderId, again)])).map((answer) => answer.status)).toEqual([200, 200])
      expect(adapter.providerRefunds()).toHaveLength(2)
      expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
    }, 30_000)

    it('once the rest is refunded, only the units no line refund took go back', async () => {
      const { orderId } = await paidOrder()
      await refund(orderId, { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1 }], restock: false })
      expect(await refund(orderId, { attemptId: newAttemptId() })).toMatchObject({ status: 200, body: { order: { status: 'refunded' } } })
      expect(stockLeft('2', 9, 'M/navy')).toBe(4)
      expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
    })
  })
})
