import { describe, expect, it } from 'vitest'
import { awaitsPayment, awaitsReturn, endedUnpaid, ORDER_STATUSES, refundableCents, wasPaid, withdrawable, type OrderStatus } from './order'
import { paidOrder } from '../../../tests/support/order-fixture'

const each = (predicate: (order: { status: OrderStatus }) => boolean) => ORDER_STATUSES.filter((status) => predicate({ status }))

describe("the order's predicates", () => {
  it('answer for every status from the one table', () => {
    expect(each(awaitsPayment)).toEqual(['pending'])
    expect(each(endedUnpaid)).toEqual(['expired', 'failed', 'cancelled'])
    expect(each(wasPaid)).toEqual(['paid', 'shipped', 'delivered', 'withdrawn', 'returned', 'refunded'])
    // A shipped or delivered order may still be withdrawn from: the 14 days run from delivery.
    expect(each(withdrawable)).toEqual(['paid', 'shipped', 'delivered'])
  })

  it('refund what is left of a paid order only', () => {
    expect(refundableCents(paidOrder({ refunds: [{ id: 're_1', amountCents: 1000, at: '2026-11-02T00:00:00.000Z' }] }))).toBe(4493)
    expect(refundableCents(paidOrder({ status: 'cancelled' }))).toBe(0)
  })

  it('let the owner record a return only of goods that went out and are not back', () => {
    const out = { shippedAt: '2026-11-02T00:00:00.000Z' }
    expect(awaitsReturn({ status: 'withdrawn', ...out })).toBe(true)
    expect(awaitsReturn({ status: 'refunded', ...out })).toBe(true)
    expect(awaitsReturn({ status: 'refunded', ...out, restockedAt: '2026-11-09T00:00:00.000Z' })).toBe(false)
    expect(awaitsReturn({ status: 'withdrawn' })).toBe(false)
    expect(awaitsReturn({ status: 'delivered', ...out })).toBe(false)
  })
})
