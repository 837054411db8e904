// getOrder, withdrawal and cancel, in the function and the demo alike: who may read an order, the success page's own
// fulfilment, the withdrawal window from delivery and refunds of goods that never left (returns: returns.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { ADAPTERS, mailTo, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken } from '../../../tests/support/id-tokens'
import { refundDueWithdrawals } from './refund-due'

const DAY = 24 * 60 * 60 * 1000

describe.each(ADAPTERS)('orders ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const setClock = adapter.setClock

  /** Counts the reads of the session from the provider. */
  function countSessionLookups(sessionId: string) {
    const spy = vi.spyOn(adapter.deps().payments, 'retrieveSession')
    return { count: () => spy.mock.calls.filter(([id]) => id === sessionId).length, stop: () => spy.mockRestore() }
  }

  async function paidOrder(idTokenOf?: string) {
    const started = await startCheckout([shirt('M', 'navy')], {}, idTokenOf)
    await adapter.pay(started.sessionId)
    return started
  }

  describe('getOrder', () => {
    it('the success page confirms a payment whose event has not arrived, running the same fulfilment', async () => {
      const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
      adapter.payQuietly(sessionId)
      const answer = await call('GET', `/api/orders/${orderId}`, { headers: { 'x-checkout-session': sessionId } })
      expect(answer).toMatchObject({ status: 200, body: { order: { id: orderId, status: 'paid', withdrawal: { open: true } } } })
      expect(answer.body).not.toHaveProperty('order.tokenHash')
      expect(mailTo('guest@example.com')).toHaveLength(1)
      // The event that follows finds the order paid and changes nothing.
      await adapter.redeliver(sessionId)
      expect(mailTo('guest@example.com')).toHaveLength(1)
    })

    it('tells the page whether mail is sent, so it says "we have sent" only when a mail provider is set up', async () => {
      const { orderId, token } = await paidOrder()
      const read = () => call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })
      expect((await read()).body).toMatchObject({ order: { sendsMail: false } })
      adapter.deps().sendsMail = true
      try {
        expect((await read()).body).toMatchObject({ order: { sendsMail: true } })
      } finally {
        adapter.deps().sendsMail = false
      }
    })

    it("a guest's token opens the order; a wrong token, no claim or another shopper's account does not", async () => {
      const { orderId, token } = await paidOrder()
      expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).toMatchObject({
        status: 200,
        body: { order: { id: orderId } },
      })
      const refused = { status: 404, body: { error: { code: 'not-found' } } }
      // Another last character, whatever the token's own was.
      const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
      expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': wrong } })).toMatchObject(refused)
      expect(await call('GET', `/api/orders/${orderId}`)).toMatchObject(refused)
      expect(await call('GET', `/api/orders/${orderId}`, { idToken: idToken('mallory', { email: 'guest@example.com' }) })).toMatchObject(refused)
      expect(await call('GET', '/api/orders/no-such-order', { headers: { 'x-order-token': token } })).toMatchObject(refused)
    })

    it("a signed-in shopper reads their own order; another user's order id is not found", async () => {
      const ann = idToken('ann', { email: 'ann@example.com' })
      const { orderId } = await paidOrder(ann)
      expect(orderOf(orderId)).toMatchObject({ uid: 'ann', email: 'ann@example.com' })
      expect(await call('GET', `/api/orders/${orderId}`, { idToken: ann })).toMatchObject({ status: 200 })
      expect(await call('GET', `/api/orders/${orderId}`, { idToken: idToken('bob', { email: 'bob@example.com' }) })).toMatchObject({ status: 404 })
      expect(await call('GET', `/api/orders/${orderId}`, { idToken: idToken('ann', { expired: true }) })).toMatchObject({ status: 401 })
    })

    it('asks the provider about an unpaid order at most once a minute, however often it is read', async () => {
      const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy')])
      const lookups = countSessionLookups(sessionId)
      try {
        const start = Date.now()
        setClock(new Date(start))
        const read = () => call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })
        for (let i = 0; i < 50; i++) expect(await read()).toMatchObject({ status: 200, body: { order: { status: 'pending' } } })
        expect(lookups.count()).toBe(1)
        // A minute later the next read asks again, and finds the payment the webhook has not brought yet.
        adapter.payQuietly(sessionId)
        setClock(new Date(start + 59_000))
        expect(await read()).toMatchObject({ body: { order: { status: 'pending' } } })
        setClock(new Date(start + 60_000))
        expect(await read()).toMatchObject({ body: { order: { status: 'paid' } } })
        expect(lookups.count()).toBe(2)
        // A paid order is never looked up.
        for (let i = 0; i < 5; i++) await read()
        expect(lookups.count()).toBe(2)
      } finally {
        lookups.stop()
      }
    }, 30_000)

    it('an order past its hold whose session is still open is expired at Stripe, and its stock goes back', async () => {
      const { sessionId, orderId, token } = await startCheckout([shirt('XL', 'coral')])
      setClock(new Date(Date.now() + 31 * 60_000))
      expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).toMatchObject({ body: { order: { status: 'expired' } } })
      expect(adapter.sessionStatus(sessionId)).toBe('expired')
      expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
    })
  })

  describe('withdrawOrder', () => {
    it('before shipping: withdrawn, units back on sale and refunded at once; a signed-in buyer needs no token', async () => {
      const ann = idToken('ann', { email: 'ann@example.com' })
      const { orderId, sessionId } = await paidOrder(ann)
      setClock(new Date(Date.now() + 40 * DAY))
      const answer = await call('POST', `/api/orders/${orderId}/withdraw`, { body: {}, idToken: ann })
      expect(answer).toMatchObject({
        status: 200,
        body: { order: { status: 'refunded', withdrawnAt: expect.any(String), refunds: [{ amountCents: 2499 + 495 }] } },
      })
      expect(stockLeft('2', 9, 'M/navy')).toBe(5)
      expect(adapter.providerRefunds()).toEqual([{ paymentId: adapter.paymentIdOf(sessionId), amountCents: 2499 + 495 }])
      expect(mailTo('ann@example.com').map((mail) => (mail.message as { subject: string }).subject)).toEqual([
        `Your order ${orderId}`,
        `We received your withdrawal from order ${orderId}`,
        `Your refund for order ${orderId}`,
      ])
      // The owner is told of the paid order and of the withdrawal.
      expect(mailTo('owner@shop.test').map((mail) => (mail.message as { subject: string }).subject)).toEqual([
        expect.stringMatching(`^New order ${orderId}: `),
        `Withdrawal from order ${orderId}`,
      ])
      expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: {}, idToken: ann })).toMatchObject({
        status: 409,
        body: { error: { code: 'not-withdrawable' } },
      })
      expect(adapter.providerRefunds()).toHaveLength(1)
    })

    it('the window runs 14 days from delivery, not from payment; outside it nothing changes', async () => {
      const { orderId, token } = await paidOrder()
      const owner = ownerIdToken('boss')
      expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token: 'wrong' } })).toMatchObject({ status: 404 })
      setClock(new Date(Date.now() + 20 * DAY))
      await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '123' }, idToken: owner })
      await call('POST', `/api/admin/orders/${orderId}/deliver`, { body: {}, idToken: owner })
      const view = await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })
      expect(view.body).toMatchObject({ order: { status: 'delivered', withdrawal: { open: true, endsAt: expect.any(String) } } })
      setClock(new Date(Date.now() + 35 * DAY))
      expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })).toMatchObject({
        status: 409,
        body: { error: { code: 'window-closed' } },
      })
      expect(orderOf(orderId)).toMatchObject({ status: 'delivered' })
    })

    it('a withdrawal whose goods never came back is not refunded by itself: the owner is reminded once at its due date', async () => {
      // It used to be refunded in full a day before the due date, although nothing came back (free goods).
      const { orderId, token } = await paidOrder()
      await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '123' }, idToken: ownerIdToken('boss') })
      await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })
      expect(await refundDueWithdrawals(adapter.deps())).toEqual({ refunded: 0, reminded: 0, failed: 0 })
      setClock(new Date(Date.now() + 13 * DAY + 60_000))
      expect(await refundDueWithdrawals(adapter.deps())).toEqual({ refunded: 0, reminded: 1, failed: 0 })
      expect(await refundDueWithdrawals(adapter.deps())).toEqual({ refunded: 0, reminded: 0, failed: 0 })
      expect(orderOf(orderId)).toMatchObject({ status: 'withdrawn' })
      expect(adapter.providerRefunds()).toEqual([])
      expect(stockLeft('2', 9, 'M/navy')).toBe(4)
      expect(mailTo('owner@shop.test')).toContainEqual(
        expect.objectContaining({ message: expect.objectContaining({ subject: `Refund due: withdrawal from order ${orderId}` }) }),
      )
    })
  })

  describe('cancel', () => {
    it('Cancel on the payment page gives the units back at once: the last unit sells again at once', async () => {
      const { orderId, token, sessionId } = await startCheckout([shirt('XL', 'coral')])
      expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
      expect(await call('POST', `/api/orders/${orderId}/cancel`, { body: { token: 'wrong' } })).toMatchObject({ status: 404 })
      expect(await call('POST', `/api/orders/${orderId}/cancel`, { body: { token } })).toMatchObject({ status: 200, body: { order: { status: 'cancelled' } } })
      expect(adapter.sessionStatus(sessionId)).toBe('expired')
      expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
      await startCheckout([shirt('XL', 'coral')])
      // The provider's expiry event that follows changes nothing.
      await adapter.redeliver(sessionId)
      expect(orderOf(orderId)).toMatchObject({ status: 'cancelled' })
      expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
    })

    it('a session paid meanwhile is fulfilled, not cancelled', async () => {
      const { orderId, token, sessionId } = await startCheckout([shirt('M', 'navy')])
      adapter.payQuietly(sessionId)
      expect(await call('POST', `/api/orders/${orderId}/cancel`, { body: { token } })).toMatchObject({ status: 200, body: { order: { status: 'paid' } } })
    })
  })
})
