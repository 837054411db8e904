// What only the demo's provider does: its payment page pays and shows a session, and its sessions expire on the next
// call once their time is over, as the provider's do on their own (the orders' behaviour over both adapters:
// src/lib/api/orders.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { api, payPage, shirt, startCheckout, stockLeft, tent } from '../../tests/support/shop-api'
import { deliverSessionEvent } from '../../tests/support/demo-orders'
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
