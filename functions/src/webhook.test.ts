// stripeWebhook: signed events from the Stripe fake's sessions, against the mock Firestore.
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { consentOnFakeSession, expireFakeSession, recoverFakeSession, failFakeRefund, fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { ownerIdToken } from '../../tests/support/id-tokens'
import { call, deliver, documentsIn, mailTo, orderOf, server, shirt, startCheckout, stockLeft } from './test-harness'

const completed = (sessionId: string) => fakeEvent('checkout.session.completed', payFakeSession(sessionId))

describe('stripeWebhook', () => {
  it('a payment delivered twice and at once with the success page makes one paid order and one confirmation', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    const event = completed(sessionId)
    // Commits wait a moment, so all three read the pending order before any of them writes.
    server.use(http.post(/documents:commit$/, () => delay(150)))
    const answers = await Promise.all([deliver(event), deliver(event), call('GET', `/api/orders/${orderId}`, { headers: { 'x-checkout-session': sessionId } })])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers[2]!.body).toMatchObject({ order: { status: 'paid', totalCents: 2499 + 495, shippingAddress: { city: 'Dublin' } } })
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', shippingCents: 495 })
    expect(mailTo('guest@example.com')).toMatchObject([{ message: { subject: `Your order ${orderId}` } }])
    // The owner hears of it once too.
    expect(mailTo('owner@shop.test')).toMatchObject([{ message: { subject: expect.stringMatching(new RegExp(`^New order ${orderId}: \\$29\\.94$`)) } }])
    expect(documentsIn('events')).toEqual([expect.objectContaining({ type: 'checkout.session.completed', orderId })])
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'duplicate' })
  }, 30_000)

  it('answers 400 to a bad signature and to a stale timestamp, and changes nothing', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    const event = completed(sessionId)
    expect(await deliver(event, { secret: 'whsec_someone_else' })).toMatchObject({ status: 400, body: { error: { code: 'bad-signature' } } })
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
    expect(await deliver(event, { timestamp: tenMinutesAgo })).toMatchObject({ status: 400 })
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending' })
    expect(documentsIn('events')).toEqual([])
  })

  it('an expired session gives the stock back', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('XL', 'coral')])
    expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect((await deliver(fakeEvent('checkout.session.expired', expireFakeSession(sessionId)))).status).toBe(200)
    expect(await orderOf(orderId)).toMatchObject({ status: 'expired' })
    expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
  })

  it('an expired session mails its recovery link to a shopper who consented on Stripe’s page, once, and not to one who declined', async () => {
    const agreed = await startCheckout([shirt('M', 'navy')], { email: 'agreed@example.com' })
    const declined = await startCheckout([shirt('S', 'navy')], { email: 'declined@example.com' })
    expect(stripeFake().sessions.get(agreed.sessionId)).toMatchObject({
      consent_collection: { promotions: 'auto' },
      after_expiration: { recovery: { enabled: true, allow_promotion_codes: false, url: null } },
    })
    consentOnFakeSession(agreed.sessionId, 'opt_in')
    consentOnFakeSession(declined.sessionId, 'opt_out')
    const event = fakeEvent('checkout.session.expired', expireFakeSession(agreed.sessionId))
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'released' })
    expect((await deliver(fakeEvent('checkout.session.expired', stripeFake().sessions.get(agreed.sessionId)))).body).toMatchObject({ outcome: 'unchanged' })
    await deliver(fakeEvent('checkout.session.expired', expireFakeSession(declined.sessionId)))
    expect(mailTo('agreed@example.com')).toMatchObject([
      { message: { text: expect.stringContaining(`To finish the order, open https://buy.stripe.com/r/${agreed.sessionId}\n`) } },
    ])
    expect(mailTo('declined@example.com')).toEqual([])
    expect(documentsIn('unsubscribeLinks')).toEqual([
      { emailHash: expect.stringMatching(/^[0-9a-f]{64}$/), orderId: agreed.orderId, createdAt: expect.any(String) },
    ])
  })

  it('a payment through the recovery link of an expired order takes the sale when its units are still there, once', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('XL', 'coral')], { recoveryConsent: true })
    await deliver(fakeEvent('checkout.session.expired', expireFakeSession(sessionId)))
    expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
    const recovered = payFakeSession(recoverFakeSession(sessionId).id)
    const event = fakeEvent('checkout.session.completed', recovered)
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'revived' })
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'duplicate' })
    expect((await deliver(fakeEvent('checkout.session.completed', recovered))).body).toEqual({ received: true, outcome: 'duplicate' })
    expect(stripeFake().refunds).toEqual([])
    expect(await orderOf(orderId)).toMatchObject({
      status: 'paid',
      sessionId,
      recoveredSessionId: recovered.id,
      paymentId: recovered.payment_intent,
      totalCents: recovered.amount_total,
      invoice: { number: expect.any(String) },
      history: [{ by: 'Payment provider', what: 'Paid through the recovery link of its expired checkout', from: 'expired', to: 'paid' }],
    })
    expect((await orderOf(orderId)).restockedAt).toBeUndefined()
    expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect(mailTo('guest@example.com').map((mail) => (mail.message as { subject: string }).subject)).toEqual([
      expect.stringMatching(/checkout is waiting/),
      `Your order ${orderId}`,
    ])
  })

  it('a payment through the recovery link is refunded once, the shopper told why and the owner alerted, when the units are gone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sessionId, orderId } = await startCheckout([shirt('XL', 'coral')])
    await deliver(fakeEvent('checkout.session.expired', expireFakeSession(sessionId)))
    const other = await startCheckout([shirt('XL', 'coral')], { email: 'quicker@example.com' })
    await deliver(completed(other.sessionId))
    const recovered = payFakeSession(recoverFakeSession(sessionId).id)
    const event = fakeEvent('checkout.session.completed', recovered)
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'refunded-recovery' })
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'duplicate' })
    expect(stripeFake().refunds).toEqual([expect.objectContaining({ payment_intent: recovered.payment_intent, amount: recovered.amount_total })])
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^ALERT: a payment through the recovery link of an expired order was refunded/),
      expect.objectContaining({ orderId, sessionId: recovered.id }),
    )
    const reason = 'Classic Crew Neck T-Shirt is sold out in size XL, Coral.'
    expect(await orderOf(orderId)).toMatchObject({ status: 'expired', recoveryRefund: { sessionId: recovered.id, reason } })
    const [mail, ...more] = mailTo('guest@example.com')
    expect(more).toEqual([])
    expect((mail!.message as { text: string }).text).toContain(`We could not take the order as it was: ${reason}`)
    expect(mailTo('owner@shop.test').filter((owned) => /Refunded: a late payment/.test((owned.message as { subject: string }).subject))).toHaveLength(1)
    expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
  })

  it('a payment arriving after the order expired is refunded once, and the units are not taken again', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('XL', 'coral')])
    await deliver(fakeEvent('checkout.session.expired', { ...stripeFake().sessions.get(sessionId), status: 'expired' }))
    const late = completed(sessionId)
    expect((await deliver(late)).body).toEqual({ received: true, outcome: 'refund' })
    await deliver(late)
    await deliver(completed(sessionId))
    const paymentIntent = stripeFake().sessions.get(sessionId)!.payment_intent
    expect(stripeFake().refunds).toEqual([expect.objectContaining({ payment_intent: paymentIntent, amount: 2499 + 495 })])
    expect(await orderOf(orderId)).toMatchObject({ status: 'expired', lateRefund: { sessionId } })
    expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
  })

  it('a failed asynchronous payment gives the stock back; a full refund marks a paid order refunded', async () => {
    const failing = await startCheckout([shirt('M', 'navy', 2)])
    await deliver(fakeEvent('checkout.session.async_payment_failed', stripeFake().sessions.get(failing.sessionId)))
    expect(await orderOf(failing.orderId)).toMatchObject({ status: 'failed' })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('refunds from the dashboard are recorded by id: a partial one keeps the order, the rest refunds it and, never shipped, its units go back', async () => {
    const paid = await startCheckout([shirt('M', 'navy')])
    const session = payFakeSession(paid.sessionId)
    await deliver(fakeEvent('checkout.session.completed', session))
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    const refund = (id: string, amount: number) => ({
      id,
      object: 'refund',
      payment_intent: session.payment_intent,
      amount,
      status: 'succeeded',
      created: 1_800_000_000,
    })
    const partial = fakeEvent('refund.created', refund('re_dash_1', 1000))
    expect((await deliver(partial)).body).toEqual({ received: true, outcome: 'recorded' })
    expect(await orderOf(paid.orderId)).toMatchObject({ status: 'paid', refunds: [{ id: 're_dash_1', amountCents: 1000 }] })
    // The same refund reported again (refund.updated) is not counted twice.
    expect((await deliver(fakeEvent('refund.updated', refund('re_dash_1', 1000)))).body).toEqual({ received: true, outcome: 'unchanged' })
    expect((await deliver(fakeEvent('refund.created', refund('re_dash_2', 2499 + 495 - 1000)))).body).toEqual({ received: true, outcome: 'recorded' })
    expect(await orderOf(paid.orderId)).toMatchObject({ status: 'refunded' })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('a refund the provider reports failed counts for nothing: the order says so, the owner is mailed, the shopper is never told it was refunded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const paid = await startCheckout([shirt('M', 'navy')])
    await deliver(completed(paid.sessionId))
    const owner = ownerIdToken('boss', 'boss@example.com')
    const refunded = await call('POST', `/api/admin/orders/${paid.orderId}/refund`, { body: { attemptId: 'attempt-000000000001' }, idToken: owner })
    expect(refunded).toMatchObject({ status: 200, body: { order: { status: 'refunded' } } })
    const [sent] = stripeFake().refunds
    const failedEvent = fakeEvent('refund.updated', failFakeRefund(sent!.id))
    expect((await deliver(failedEvent)).body).toEqual({ received: true, outcome: 'refund-failed' })
    const order = await orderOf(paid.orderId)
    expect(order).toMatchObject({ refundFailure: { refundId: sent!.id, amountCents: 2994, reason: 'expired_or_canceled_card' } })
    expect(order.refunds).toEqual([expect.objectContaining({ id: sent!.id, failedAt: expect.any(String) })])
    expect(mailTo('owner@shop.test')).toContainEqual(
      expect.objectContaining({ message: expect.objectContaining({ subject: `Refund failed: order ${paid.orderId}` }) }),
    )
    // The shopper's page no longer says the money went back.
    const view = await call('GET', `/api/orders/${paid.orderId}`, { headers: { 'x-order-token': paid.token } })
    expect(view.body).toMatchObject({ order: { refundFailure: { amountCents: 2994 } } })
    // Reported again: nothing more. The owner refunds again: the flag goes, the money goes out.
    expect((await deliver(failedEvent)).body).toEqual({ received: true, outcome: 'duplicate' })
    const again = await call('POST', `/api/admin/orders/${paid.orderId}/refund`, { body: { attemptId: 'attempt-000000000002' }, idToken: owner })
    expect(again).toMatchObject({ status: 200 })
    expect(await orderOf(paid.orderId)).not.toHaveProperty('refundFailure')
    expect(stripeFake().refunds).toHaveLength(2)
  })

  it('a refund still pending at the provider is recorded, and the shopper is mailed only once it succeeds', async () => {
    const paid = await startCheckout([shirt('M', 'navy')])
    const session = payFakeSession(paid.sessionId)
    await deliver(fakeEvent('checkout.session.completed', session))
    const before = mailTo('guest@example.com').length
    const refund = { id: 're_pending_1', object: 'refund', payment_intent: session.payment_intent, amount: 1000, status: 'pending', created: 1_800_000_000 }
    expect((await deliver(fakeEvent('refund.created', refund))).body).toEqual({ received: true, outcome: 'recorded' })
    expect(await orderOf(paid.orderId)).toMatchObject({ refunds: [{ id: 're_pending_1', pending: true }] })
    expect(mailTo('guest@example.com')).toHaveLength(before)
    expect((await deliver(fakeEvent('refund.updated', { ...refund, status: 'succeeded' }))).body).toEqual({ received: true, outcome: 'confirmed' })
    expect((await orderOf(paid.orderId)).refunds).toEqual([{ id: 're_pending_1', amountCents: 1000, at: expect.any(String) }])
    expect(mailTo('guest@example.com')).toHaveLength(before + 1)
  })

  it('a paid session of the shop whose order is missing is refunded and raises an alert', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    const session = payFakeSession(sessionId)
    const orphan = fakeEvent('checkout.session.completed', { ...session, metadata: { ...session.metadata, orderId: `${orderId}-gone` } })
    expect((await deliver(orphan)).body).toEqual({ received: true, outcome: 'refunded-orphan' })
    expect(stripeFake().refunds).toEqual([expect.objectContaining({ payment_intent: session.payment_intent, amount: session.amount_total })])
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^ALERT/), expect.objectContaining({ sessionId }))
    await deliver(orphan)
    expect(stripeFake().refunds).toHaveLength(1)
  })

  it('leaves alone a paid session the shop did not create, whatever order number it names', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    const ours = payFakeSession(sessionId)
    // A Payment Link or another site on the same account: no metadata of the shop's, or another shop's.
    const foreign = [
      { ...ours, id: 'cs_test_payment_link', metadata: {} },
      { ...ours, id: 'cs_test_other_site', metadata: { orderId, shop: 'https://other.example' } },
      { ...ours, id: 'cs_test_no_metadata', metadata: null, client_reference_id: orderId },
    ]
    for (const session of foreign) {
      expect((await deliver(fakeEvent('checkout.session.completed', session))).body).toEqual({ received: true, outcome: 'not-ours' })
    }
    expect(stripeFake().refunds).toEqual([])
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending' })
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/did not create/), expect.objectContaining({ sessionId: 'cs_test_payment_link' }))
    // The shop's own session of that order still pays it.
    expect((await deliver(fakeEvent('checkout.session.completed', ours))).body).toEqual({ received: true, outcome: 'paid' })
  })

  it('refunds a paid session of the shop that names an order whose session is another', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = await startCheckout([shirt('M', 'navy')])
    const second = await startCheckout([shirt('M', 'navy')])
    const session = payFakeSession(second.sessionId)
    const crossed = fakeEvent('checkout.session.completed', { ...session, metadata: { ...session.metadata, orderId: first.orderId } })
    expect((await deliver(crossed)).body).toEqual({ received: true, outcome: 'refunded-orphan' })
    expect(await orderOf(first.orderId)).toMatchObject({ status: 'pending' })
  })

  it('a charge that is not the order’s total or currency is refunded and never makes the order paid', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    const session = payFakeSession(sessionId)
    expect((await deliver(fakeEvent('checkout.session.completed', { ...session, amount_total: 1 }))).body).toEqual({ received: true, outcome: 'refund' })
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', lateRefund: { sessionId } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(stripeFake().refunds).toHaveLength(1)
  })

  it('answers 500 when the refund cannot be made, so Stripe delivers again, and the redelivery refunds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    await deliver(fakeEvent('checkout.session.expired', expireFakeSession(sessionId)))
    server.use(
      http.post('https://api.stripe.com/v1/refunds', () => HttpResponse.json({ error: { type: 'api_error', message: 'Down' } }, { status: 500 }), {
        once: true,
      }),
    )
    const late = fakeEvent('checkout.session.completed', { ...payFakeSession(sessionId) })
    expect((await deliver(late)).status).toBe(500)
    expect(await orderOf(orderId)).not.toHaveProperty('lateRefund')
    expect((await deliver(late)).body).toEqual({ received: true, outcome: 'refund' })
    expect(stripeFake().refunds).toHaveLength(1)
  })
})
