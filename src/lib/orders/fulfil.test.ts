import { describe, expect, it } from 'vitest'
import { fulfilCheckout, type SessionResult } from './fulfil'
import { paidOrder, pendingOrder } from '../../../tests/support/order-fixture'
import { SHIPPING_ZONES, shippingOptions } from './shipping'

const AT = '2026-11-01T10:05:00.000Z'
const completed: SessionResult = {
  eventId: 'evt_1',
  sessionId: 'cs_test_1',
  status: 'complete',
  paymentStatus: 'paid',
  shippingCents: 495,
  shippingAddress: { name: 'Ann Lee', line1: '1 Main St', city: 'Dublin', postalCode: 'D01', country: 'IE' },
  at: AT,
}
const never = () => false

describe('fulfilCheckout', () => {
  it('marks a pending order paid, with shipping and address, and queues the confirmation', () => {
    const result = fulfilCheckout(pendingOrder(), completed, never)
    expect(result).toMatchObject({
      kind: 'paid',
      order: { status: 'paid', paidAt: AT, shippingCents: 495, totalCents: 5493, shippingAddress: { city: 'Dublin' } },
    })
    expect(result.kind === 'paid' && result.mail).toMatchObject({ to: 'guest@example.com', message: { subject: 'Your order order1' } })
  })

  it('keeps the rate paid for among those the order was offered in its zone', () => {
    const order = pendingOrder({ shipping: { zone: 'world', rates: shippingOptions(SHIPPING_ZONES, 'world', 4998) } })
    const paid = fulfilCheckout(order, { ...completed, shippingCents: 2995, shippingAddress: { ...completed.shippingAddress!, country: 'US' } }, never)
    expect(paid).toMatchObject({
      kind: 'paid',
      order: { shippingCents: 2995, totalCents: 4998 + 2995, shipping: { zone: 'world', rateId: 'express', rates: order.shipping!.rates } },
    })
  })

  it('sends back a payment whose shipping the order was not offered, or whose address is outside its zone', () => {
    const order = pendingOrder({ shipping: { zone: 'world', rates: shippingOptions(SHIPPING_ZONES, 'world', 4998) } })
    // Today's European price, charged for an order priced for the rest of the world.
    expect(fulfilCheckout(order, { ...completed, amountTotalCents: 4998 + 495 }, never)).toMatchObject({
      kind: 'refund',
      order: { status: 'failed', lateRefund: { sessionId: 'cs_test_1' } },
      reason: expect.stringContaining('The shipping charged (495) is none of the rates the order was offered in its zone (world).'),
    })
    expect(fulfilCheckout(order, { ...completed, shippingCents: 1495, amountTotalCents: 4998 + 1495 }, never)).toMatchObject({
      kind: 'refund',
      reason: expect.stringContaining("The parcel's country (IE) is outside the order's shipping zone (world)."),
    })
  })

  it('run twice, by the webhook and the success page, makes one paid order', () => {
    const seen = new Set<string>()
    const first = fulfilCheckout(pendingOrder(), completed, (id) => seen.has(id))
    if (first.kind !== 'paid') throw new Error('not paid')
    seen.add(completed.eventId!)
    expect(fulfilCheckout(first.order, completed, (id) => seen.has(id))).toEqual({ kind: 'duplicate' })
    // The success page looks the session up: no event id, the order is already paid, nothing changes.
    const { eventId: _, ...lookedUp } = completed
    expect(fulfilCheckout(first.order, lookedUp, (id) => seen.has(id))).toEqual({ kind: 'unchanged', order: first.order })
  })

  it('an expired session moves the order to expired so its units go back; a second expiry changes nothing', () => {
    const expired = fulfilCheckout(pendingOrder(), { ...completed, status: 'expired', paymentStatus: 'unpaid' }, never)
    expect(expired).toMatchObject({ kind: 'released', order: { status: 'expired', expiredAt: AT } })
    if (expired.kind !== 'released') throw new Error('not released')
    expect(fulfilCheckout(expired.order, { ...completed, eventId: 'evt_2', status: 'expired', paymentStatus: 'unpaid' }, never).kind).toBe('unchanged')
  })

  it('a failed asynchronous payment fails the order and releases it', () => {
    expect(fulfilCheckout(pendingOrder(), { ...completed, paymentStatus: 'unpaid', paymentFailed: true }, never)).toMatchObject({
      kind: 'released',
      order: { status: 'failed' },
    })
  })

  it('a payment after expiry is a refund decision, made once', () => {
    const expired = pendingOrder({ status: 'expired', expiredAt: AT })
    const refund = fulfilCheckout(expired, completed, never)
    expect(refund).toMatchObject({ kind: 'refund', order: { status: 'expired', lateRefund: { sessionId: 'cs_test_1', at: AT } } })
    if (refund.kind !== 'refund') throw new Error('no refund')
    expect(fulfilCheckout(refund.order, { ...completed, eventId: 'evt_9' }, never).kind).toBe('unchanged')
  })

  it('a payment for an order cancelled meanwhile is sent back too, never kept for an order that is not coming', () => {
    const cancelled = pendingOrder({ status: 'cancelled', cancelledAt: AT, restockedAt: AT })
    expect(fulfilCheckout(cancelled, completed, never)).toMatchObject({
      kind: 'refund',
      order: { status: 'cancelled', lateRefund: { sessionId: 'cs_test_1' } },
      reason: 'The order was cancelled before the payment arrived; its units were released.',
    })
  })

  it('leaves an open or not yet paid session, and a paid order seeing its session expire, alone', () => {
    expect(fulfilCheckout(pendingOrder(), { ...completed, status: 'open', paymentStatus: 'unpaid' }, never).kind).toBe('unchanged')
    expect(fulfilCheckout(pendingOrder(), { ...completed, paymentStatus: 'unpaid' }, never).kind).toBe('unchanged')
    expect(fulfilCheckout(paidOrder(), { ...completed, status: 'expired' }, never).kind).toBe('unchanged')
  })

  it('refunds a payment whose session is not the order’s', () => {
    expect(fulfilCheckout(pendingOrder(), { ...completed, sessionId: 'cs_test_other' }, never)).toMatchObject({ kind: 'refund', order: { status: 'pending' } })
  })

  it('keeps the payment id, and refuses a charge that is not the order’s total or currency: refunded, the units released', () => {
    expect(fulfilCheckout(pendingOrder(), { ...completed, amountTotalCents: 5493, currency: 'usd', paymentId: 'pi_1' }, never)).toMatchObject({
      kind: 'paid',
      order: { status: 'paid', paymentId: 'pi_1' },
    })
    for (const wrong of [
      { amountTotalCents: 100, currency: 'usd' },
      { amountTotalCents: 5493, currency: 'eur' },
    ]) {
      const result = fulfilCheckout(pendingOrder(), { ...completed, ...wrong }, never)
      expect(result).toMatchObject({ kind: 'refund', order: { status: 'failed', lateRefund: { sessionId: 'cs_test_1' } } })
      expect(result.kind === 'refund' && result.order.restockedAt).toBe(AT)
    }
  })
})

describe('fulfilCheckout with tax', () => {
  const toIreland = { ...completed, shippingCents: 495 }

  it('keeps the VAT the total holds in the included mode, the total unchanged', () => {
    expect(fulfilCheckout(pendingOrder(), { ...toIreland, amountTotalCents: 5493 }, never, 'included')).toMatchObject({
      kind: 'paid',
      // €54.93 to Ireland holds 23 %: 44.66 net, 10.27 VAT.
      order: { totalCents: 5493, tax: { mode: 'included', byRate: [{ ratePercent: 23, baseCents: 4466, taxCents: 1027 }], totalCents: 1027 } },
    })
  })

  it('adds the tax to the total in the added mode, and sends back a payment without it', () => {
    const taxed = fulfilCheckout(pendingOrder(), { ...toIreland, amountTotalCents: 5493 + 1263 }, never, 'added')
    expect(taxed).toMatchObject({ kind: 'paid', order: { totalCents: 6756, tax: { mode: 'added', totalCents: 1263 } } })
    expect(fulfilCheckout(pendingOrder(), { ...toIreland, amountTotalCents: 5493 }, never, 'added')).toMatchObject({ kind: 'refund' })
  })

  it('takes the tax the provider computed in the added mode, as one rate over the whole base', () => {
    const paid = fulfilCheckout(pendingOrder(), { ...toIreland, taxCents: 600, amountTotalCents: 5493 + 600 }, never, 'added')
    expect(paid).toMatchObject({
      kind: 'paid',
      order: { totalCents: 6093, tax: { mode: 'added', byRate: [{ ratePercent: 10.92, baseCents: 5493, taxCents: 600 }], totalCents: 600 } },
    })
  })

  it('states no tax in the none mode', () => {
    const paid = fulfilCheckout(pendingOrder(), toIreland, never, 'none')
    expect(paid.kind === 'paid' && paid.order).not.toHaveProperty('tax')
  })
})
