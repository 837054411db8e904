import { describe, expect, it } from 'vitest'
import { paidOrder, pendingOrder } from '../../../tests/support/order-fixture'
import { ERASED_EVENT, erasedOrder, erasureWaitsFor } from './customer-erase'

const address = { name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' }
const now = new Date('2026-12-20T10:00:00.000Z')

describe('erasureWaitsFor', () => {
  it('waits while an order is unpaid yet, on its way, may be withdrawn or awaits its refund', () => {
    expect(erasureWaitsFor(pendingOrder(), now)).toBe(true)
    expect(erasureWaitsFor(paidOrder(), now)).toBe(true)
    expect(erasureWaitsFor(paidOrder({ status: 'delivered', deliveredAt: '2026-12-15T10:00:00.000Z' }), now)).toBe(true)
    expect(erasureWaitsFor(paidOrder({ status: 'withdrawn', withdrawnAt: '2026-11-05T10:00:00.000Z' }), now)).toBe(true)
  })

  it('does not wait for an order settled: delivered long ago, refunded, or never paid', () => {
    expect(erasureWaitsFor(paidOrder({ status: 'delivered', deliveredAt: '2026-11-03T10:00:00.000Z' }), now)).toBe(false)
    expect(erasureWaitsFor(paidOrder({ status: 'refunded', restockedAt: '2026-11-02T10:00:00.000Z' }), now)).toBe(false)
    expect(erasureWaitsFor(pendingOrder({ status: 'expired' }), now)).toBe(false)
  })
})

describe('erasedOrder', () => {
  it('keeps the amounts, lines, dates and country, and removes the buyer’s name, email, address and account', () => {
    const order = paidOrder({ uid: 'ann', status: 'delivered', deliveredAt: '2026-11-03T10:00:00.000Z', shippingAddress: { ...address, line2: 'Flat 2' } })
    const erased = erasedOrder(order, now.toISOString(), 'owner@example.com')
    expect(erased).toMatchObject({ totalCents: order.totalCents, lines: order.lines, paidAt: order.paidAt, status: 'delivered', email: '', uid: null })
    expect(erased.shippingAddress).toEqual({ name: '', line1: '', city: '', postalCode: '', country: 'IE' })
    expect(erased.personalDataErasedAt).toBe(now.toISOString())
    expect(erased.history).toEqual([{ at: now.toISOString(), by: 'owner@example.com', what: ERASED_EVENT, from: 'delivered', to: 'delivered' }])
    expect(JSON.stringify(erased)).not.toMatch(/Ann|Quay|Galway|guest@example/)
  })
})
