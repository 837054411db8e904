// The order after checkout on the mock backend: the demo payment page, the success page's look-up, the guest's
// private link, expiry and withdrawal, with stock and mail following.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { idToken } from '../../tests/support/id-tokens'
import { api, payPage, shirt, startCheckout, stockLeft, tent } from '../../tests/support/shop-api'
import { deliverSessionEvent } from '../../tests/support/demo-orders'
import { DEMO_OWNER_EMAIL } from '../auth/demo-owner'
import { queuedMail, readOrder } from '../../tests/support/demo-orders'

/** The mail the guest gets: the owner's copies left out. */
const shopperMail = () => queuedMail().filter((mail) => mail.to === 'guest@example.com')

afterEach(() => {
  vi.useRealTimers()
  return deleteDemoApps()
})

describe('paying on the demo payment page', () => {
  it('pays, sends the shopper to the success address, and the success page shows the paid order with shipping', async () => {
    const { sessionId, orderId, token, session } = await startCheckout([shirt('M', 'navy')])
    expect(await payPage(sessionId, 'pay')).toEqual({ status: 200, json: { redirect: session.successUrl } })
    const { status, json } = await api(`/orders/${orderId}`, { sessionId })
    expect(status).toBe(200)
    expect(json.order).toMatchObject({
      id: orderId,
      status: 'paid',
      subtotalCents: 2499,
      shippingCents: 495,
      totalCents: 2994,
      shippingAddress: { city: 'Dublin' },
    })
    expect(json.order).not.toHaveProperty('tokenHash')
    // Open from payment; the 14 days start once the parcel is delivered.
    expect(json.order.withdrawal).toEqual({ endsAt: null, open: true })
    const [mail] = shopperMail()
    expect(mail).toMatchObject({ to: 'guest@example.com', message: { subject: `Your order ${orderId}` } })
    expect(mail!.message.text).toContain(`http://localhost:3000/orders/${orderId}?token=${token}`)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
  })

  it('a fulfilment run twice, and an event delivered again, make one paid order and one confirmation', async () => {
    const { sessionId, orderId, session } = await startCheckout([tent()])
    await payPage(sessionId, 'pay')
    const paidAt = readOrder(orderId)!.paidAt
    await Promise.all([api(`/orders/${orderId}`, { sessionId }), api(`/orders/${orderId}`, { sessionId })])
    expect(await deliverSessionEvent(session, 'evt_same')).toBe('unchanged')
    expect(await deliverSessionEvent(session, 'evt_same')).toBe('duplicate')
    expect(readOrder(orderId)).toMatchObject({ status: 'paid', paidAt })
    expect(shopperMail()).toHaveLength(1)
  })

  it('the success page fulfils the order when the payment event has not arrived yet', async () => {
    const { sessionId, orderId, session } = await startCheckout([tent()])
    session.status = 'complete'
    session.paymentStatus = 'paid'
    expect(readOrder(orderId)!.status).toBe('pending')
    expect((await api(`/orders/${orderId}`, { sessionId })).json.order.status).toBe('paid')
  })

  it('the guest’s private link fulfils it too', async () => {
    const { orderId, token, session } = await startCheckout([tent()])
    session.status = 'complete'
    session.paymentStatus = 'paid'
    expect((await api(`/orders/${orderId}`, { token })).json.order.status).toBe('paid')
    expect(shopperMail()).toHaveLength(1)
  })

  it('Cancel goes back to the checkout, which ends the order at once: its last unit sells again straight away', async () => {
    const { sessionId, orderId, token, session } = await startCheckout([shirt('XL', 'coral')])
    const { redirect } = (await payPage(sessionId, 'cancel')).json as { redirect: string }
    expect(redirect).toBe(`http://localhost:3000/checkout?cancelled=1&order=${orderId}&token=${token}`)
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect((await api(`/orders/${orderId}/cancel`, { body: { token: 'wrong' } })).status).toBe(404)
    expect((await api(`/orders/${orderId}/cancel`, { body: { token } })).json.order).toMatchObject({ status: 'cancelled' })
    expect(session.status).toBe('expired')
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
    expect(await payPage(sessionId, 'pay')).toMatchObject({ status: 409 })
    await startCheckout([shirt('XL', 'coral')])
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(0)
  })
})

describe('expiry', () => {
  it('an expired session expires the order and puts its units back', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('XL', 'coral')])
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect((await payPage(sessionId, 'expire')).json.redirect).toMatch(/\/checkout\?cancelled=1&order=/)
    expect(readOrder(orderId)).toMatchObject({ status: 'expired' })
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
    expect(await payPage(sessionId, 'pay')).toMatchObject({ status: 409, json: { error: { code: 'session-closed' } } })
  })

  it('a session 30 minutes old expires on the next call, as the provider expires it', async () => {
    const { orderId, token } = await startCheckout([shirt('XL', 'coral')])
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1)
    expect((await api(`/orders/${orderId}`, { token })).json.order.status).toBe('expired')
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
  })

  it('a payment arriving after expiry is refunded, and the units are not taken twice', async () => {
    const { sessionId, orderId, session } = await startCheckout([shirt('XL', 'coral')])
    await payPage(sessionId, 'expire')
    // The provider completed the payment as the session expired: its event arrives late.
    session.status = 'complete'
    session.paymentStatus = 'paid'
    session.paymentId = 'pi_demo_late'
    expect(await deliverSessionEvent(session)).toBe('refund')
    expect(Object.values(session.refunds ?? {})).toMatchObject([{ amountCents: session.amountSubtotal, status: 'succeeded' }])
    expect(readOrder(orderId)).toMatchObject({ status: 'expired', lateRefund: { sessionId } })
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
  })
})

describe('who may read an order', () => {
  it('a guest’s token opens it; a wrong token, no claim or another account gets 404', async () => {
    const { orderId, token } = await startCheckout([tent()])
    expect((await api(`/orders/${orderId}`, { token })).status).toBe(200)
    for (const claim of [{ token: `${token.slice(1)}x` }, {}, { sessionId: 'cs_test_guess' }]) {
      expect(await api(`/orders/${orderId}`, claim)).toMatchObject({ status: 404, json: { error: { code: 'not-found', message: 'No such order.' } } })
    }
    expect((await api(`/orders/${orderId}`, { idToken: idToken('bob') })).status).toBe(404)
    expect((await api('/orders/nope', { token: 'x' })).status).toBe(404)
  })

  it('a signed-in shopper reads their own order with no token', async () => {
    const ann = idToken('ann', { email: 'ann@example.com' })
    const { orderId } = await startCheckout([tent()], {}, ann)
    expect((await api(`/orders/${orderId}`, { idToken: ann })).json.order).toMatchObject({ id: orderId, uid: 'ann' })
  })
})

describe('withdrawal', () => {
  it('of an order not yet shipped: withdrawn at the time received, units back and refunded at once, page and mails agree', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy', 2)])
    await payPage(sessionId, 'pay')
    const { status, json } = await api(`/orders/${orderId}/withdraw`, { body: { token } })
    expect(status).toBe(200)
    expect(json.order).toMatchObject({
      status: 'refunded',
      withdrawnAt: expect.any(String),
      refunds: [{ amountCents: 2 * 2499 + 495 }],
      withdrawal: { open: false },
    })
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
    const [withdrawal, refund] = shopperMail().slice(-2)
    expect(
      queuedMail()
        .filter((mail) => mail.to === DEMO_OWNER_EMAIL)
        .map((mail) => mail.message.subject),
    ).toEqual([expect.stringMatching(`^New order ${orderId}: `), `Withdrawal from order ${orderId}`])
    expect(withdrawal!.message.subject).toBe(`We received your withdrawal from order ${orderId}`)
    expect(withdrawal!.message.text).toContain('Your order had not been shipped: we are refunding $54.93 to your original means of payment now.')
    expect(refund!.message.subject).toBe(`Your refund for order ${orderId}`)
    expect(await api(`/orders/${orderId}/withdraw`, { body: { token } })).toMatchObject({ status: 409, json: { error: { code: 'not-withdrawable' } } })
  })

  it('stays open while the parcel has not arrived; without a claim it is 404', async () => {
    const { sessionId, orderId, token } = await startCheckout([tent()])
    await payPage(sessionId, 'pay')
    expect((await api(`/orders/${orderId}/withdraw`, { body: { token: 'wrong' } })).status).toBe(404)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60_000)
    expect((await api(`/orders/${orderId}/withdraw`, { body: { token } })).json.order.withdrawnAt).toEqual(expect.any(String))
  })

  it('a signed-in shopper withdraws without identifying again', async () => {
    const ann = idToken('ann', { email: 'ann@example.com' })
    const { sessionId, orderId } = await startCheckout([tent()], {}, ann)
    await payPage(sessionId, 'pay')
    expect((await api(`/orders/${orderId}/withdraw`, { body: {}, idToken: ann })).json.order).toMatchObject({ withdrawnAt: expect.any(String) })
  })
})

describe('the demo payment page’s view of a session', () => {
  it('shows the lines, amount, shipping options and email; unknown sessions and actions are refused', async () => {
    const { sessionId } = await startCheckout([tent()])
    const { json } = await api(`/demo-pay/${sessionId}`)
    expect(json).toMatchObject({ status: 'open', customerEmail: 'guest@example.com', amountSubtotal: 28900, lines: [{ name: 'Two-Person Backpacking Tent' }] })
    expect(json.shippingOptions[0]).toMatchObject({ label: 'Free standard', cents: 0 })
    expect((await api('/demo-pay/cs_test_none')).status).toBe(404)
    expect(await payPage(sessionId, 'steal' as 'pay')).toMatchObject({ status: 400, json: { error: { code: 'bad-action' } } })
  })
})
