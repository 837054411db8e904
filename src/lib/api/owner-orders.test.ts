// The owner's actions on an order: only an account with the owner claim, each idempotent, refused with a clear
// message where the order's state does not allow it, and written to the order's history.
import { describe, expect, it } from 'vitest'
import { idToken, ownerIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, mailTo, unlistOwner, documentsIn, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { malformedRefundBodies } from '../../../tests/support/refund-bodies'

let attempts = 0
const newAttemptId = () => `attempt-owner-${String(++attempts).padStart(10, '0')}`

describe.each(ADAPTERS)('the owner’s actions ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  async function paidOrder() {
    const started = await startCheckout([shirt('M', 'navy', 2)])
    await adapter.pay(started.sessionId)
    return started
  }
  const shipment = { carrier: 'An Post', trackingNumber: 'CX123456789IE' }
  const BAD_REFUND =
    'Give the amount to refund in cents (or none for the whole order), or the lines to refund, each with a quantity of 1 or more, and whether the units go back on sale.'

  describe('owner actions', () => {
    it('a visitor, or a shopper without the owner claim on their account, cannot act', async () => {
      const { orderId } = await paidOrder()
      expect(await call('POST', `/api/admin/orders/${orderId}/ship`, { body: shipment })).toMatchObject({ status: 401 })
      expect(await call('POST', `/api/admin/orders/${orderId}/ship`, { body: shipment, idToken: idToken('ann', { email: 'ann@example.com' }) })).toMatchObject({
        status: 403,
        body: { error: { code: 'not-owner' } },
      })
      expect(orderOf(orderId)).toMatchObject({ status: 'paid' })
    })

    it('a removed owner, the claim still in their token, can do nothing from the moment of removal', async () => {
      const { orderId } = await paidOrder()
      const ship = () => call('POST', `/api/admin/orders/${orderId}/ship`, { body: shipment, idToken: ownerIdToken('boss') })
      unlistOwner('boss')
      expect(await ship()).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
      expect(
        await call('POST', `/api/admin/items/2/9`, {
          body: { attemptId: 'attempt-removed-owner-1', revision: 0, changes: { price: 1 } },
          idToken: ownerIdToken('boss'),
        }),
      ).toMatchObject({ status: 403 })
      expect(orderOf(orderId)).toMatchObject({ status: 'paid' })
    })

    it('marks shipped: the shopper is mailed the tracking number and their order shows it; the history says who and when', async () => {
      const { orderId, token } = await paidOrder()
      const answer = await call('POST', `/api/admin/orders/${orderId}/ship`, { body: shipment, idToken: ownerIdToken('boss', 'boss@example.com') })
      expect(answer).toMatchObject({ status: 200, body: { order: { status: 'shipped', shipment } } })
      expect(orderOf(orderId)).toMatchObject({ history: [{ by: 'boss@example.com', what: 'Marked shipped', from: 'paid', to: 'shipped' }] })
      expect(documentsIn('mail').at(-1)).toMatchObject({
        message: { subject: `Your order ${orderId} is on its way`, text: expect.stringContaining('CX123456789IE') },
      })
      expect((await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).body).toMatchObject({
        order: { status: 'shipped', shipment },
      })
      expect((await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).body).not.toHaveProperty('order.history')
    })

    it('two owners pressing the same button at once make one move and one mail', async () => {
      const { orderId } = await paidOrder()
      adapter.slowCommits(100)
      const answers = await Promise.all([
        call('POST', `/api/admin/orders/${orderId}/ship`, { body: shipment, idToken: ownerIdToken('boss') }),
        call('POST', `/api/admin/orders/${orderId}/ship`, { body: shipment, idToken: ownerIdToken('other') }),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect(orderOf(orderId).history).toHaveLength(1)
      expect(documentsIn('mail').filter((mail) => String((mail.message as { subject: string }).subject).includes('on its way'))).toHaveLength(1)
    }, 30_000)

    it('refuses what the state does not allow, with a sentence, and changes nothing', async () => {
      const { orderId } = await paidOrder()
      const owner = ownerIdToken('boss')
      expect(await call('POST', `/api/admin/orders/${orderId}/deliver`, { body: {}, idToken: owner })).toMatchObject({
        status: 409,
        body: { error: { message: 'Only a shipped order can be marked delivered.' } },
      })
      expect(await call('POST', `/api/admin/orders/${orderId}/cancel`, { body: {}, idToken: owner })).toMatchObject({ status: 409 })
      expect(await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: '' }, idToken: owner })).toMatchObject({ status: 400 })
      expect(orderOf(orderId)).toMatchObject({ status: 'paid' })
    })

    it('refunds part of an order once per press, then the rest; cancels an order never paid with its units back', async () => {
      const { orderId } = await paidOrder()
      const owner = ownerIdToken('boss')
      const press = { attemptId: newAttemptId(), amountCents: 1000 }
      expect(await call('POST', `/api/admin/orders/${orderId}/refund`, { body: press, idToken: owner })).toMatchObject({
        status: 200,
        body: { order: { status: 'paid' } },
      })
      await call('POST', `/api/admin/orders/${orderId}/refund`, { body: press, idToken: owner })
      expect(adapter.providerRefunds().map((refund) => refund.amountCents)).toEqual([1000])
      expect(await call('POST', `/api/admin/orders/${orderId}/refund`, { body: { attemptId: newAttemptId() }, idToken: owner })).toMatchObject({
        status: 200,
        body: { order: { status: 'refunded' } },
      })
      expect(adapter.providerRefunds().map((refund) => refund.amountCents)).toEqual([1000, 2 * 2499 + 495 - 1000])
      expect(stockLeft('2', 9, 'M/navy')).toBe(5)

      const unpaid = await startCheckout([shirt('XL', 'coral')])
      expect(await call('POST', `/api/admin/orders/${unpaid.orderId}/cancel`, { body: {}, idToken: owner })).toMatchObject({
        status: 200,
        body: { order: { status: 'cancelled' } },
      })
      expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
      expect(adapter.sessionStatus(unpaid.sessionId)).toBe('expired')
    })

    it('one refund press sent again, or twice at once, refunds once: one refund, one history line, one mail', async () => {
      const { orderId } = await paidOrder()
      const refund = (body: unknown) => call('POST', `/api/admin/orders/${orderId}/refund`, { body, idToken: ownerIdToken('boss') })
      const press = { attemptId: newAttemptId(), amountCents: 1000 }
      expect(await refund(press)).toMatchObject({ status: 200, body: { order: { status: 'paid', refunds: [{ amountCents: 1000 }] } } })
      expect(await refund(press)).toMatchObject({ status: 200, body: { order: { status: 'paid', refunds: [{ amountCents: 1000 }] } } })
      expect((await Promise.all([refund(press), refund(press)])).map((answer) => answer.status)).toEqual([200, 200])
      expect(adapter.providerRefunds().map((sent) => sent.amountCents)).toEqual([1000])
      expect(orderOf(orderId).refunds?.map((sent) => sent.amountCents)).toEqual([1000])
      expect(orderOf(orderId).history?.map((event) => event.what)).toEqual(['Refunded $10'])
      expect(mailTo('guest@example.com').filter((mail) => /refund/i.test((mail.message as { subject: string }).subject))).toHaveLength(1)
    })

    it('a refund body that is neither the whole order’s nor chosen lines’, or is both, is a 400 with one sentence, and nothing is refunded', async () => {
      const { orderId } = await paidOrder()
      const attemptId = newAttemptId()
      const malformed = malformedRefundBodies(attemptId)
      for (const body of malformed)
        expect(await call('POST', `/api/admin/orders/${orderId}/refund`, { body, idToken: ownerIdToken('boss') }), JSON.stringify(body)).toMatchObject({
          status: 400,
          body: { error: { code: 'bad-refund', message: BAD_REFUND } },
        })
      expect(adapter.providerRefunds()).toEqual([])
      expect(orderOf(orderId)).toMatchObject({ status: 'paid' })
      expect(orderOf(orderId).refunds ?? []).toEqual([])
    })
  })
})
