import { describe, expect, it } from 'vitest'
import { paidOrder } from '../../../tests/support/order-fixture'
import { releasedLines } from './line-refund'
import { moveOrder, releasesStock, type Order } from './order'
import { allowedDeductionCents, recordReturn, returnRefundCents, returnRefusal, withdrawalRefundDue, withdrawalRefundSent } from './order-return'
import { recordRefund } from './refund'

const AT = '2026-11-10T09:00:00.000Z'
const address = (country: string) => ({ name: 'Ann Lee', line1: '5 Quay St', city: 'Galway', postalCode: 'H91', country })
/** Two shirts at $24.99 and a scarf at $19.99, $4.95 delivery: $74.92. */
const twoLines = (overrides: Partial<Order> = {}) =>
  paidOrder({
    lines: [
      { collectionId: '2', itemId: 9, name: 'Crew Neck T-Shirt', size: 'M', color: 'navy', colorName: 'Navy', quantity: 2, unitCents: 2499 },
      { collectionId: '5', itemId: 31, name: 'Wool Scarf', quantity: 1, unitCents: 1999 },
    ],
    subtotalCents: 6997,
    totalCents: 7492,
    shippingAddress: address('IE'),
    ...overrides,
  })
const shipped = (order: Order) => moveOrder(order, 'shipped', AT)!
const withdrawn = (order: Order = twoLines()) => moveOrder(shipped(order), 'withdrawn', AT)!

describe('what came back', () => {
  it('refunds the units back and, once every unit is back, the delivery, less the return label; only the units on sale go back', () => {
    const order = withdrawn()
    const all = {
      lines: [
        { line: 0, quantity: 2, resell: 1 },
        { line: 1, quantity: 1, resell: 1 },
      ],
      deductionCents: 695,
    }
    expect(returnRefundCents(order, all)).toBe(7492 - 695)
    const returned = recordReturn(order, all, AT)!
    expect(returned).toMatchObject({ status: 'returned', restockedAt: AT, returnRecord: { refundCents: 6797, deductionCents: 695 } })
    expect(releasesStock(order, returned)).toBe(true)
    // One shirt was damaged: it stays off sale.
    expect(releasedLines(order, returned).map((line) => [line.itemId, line.quantity])).toEqual([
      [9, 1],
      [31, 1],
    ])
  })

  it('a part that came back is refunded for its units alone, without the delivery; what did not come back stays off sale', () => {
    const order = withdrawn()
    const scarf = { lines: [{ line: 1, quantity: 1, resell: 1 }], deductionCents: 0 }
    expect(returnRefundCents(order, scarf)).toBe(1999)
    const returned = recordReturn(order, scarf, AT)!
    expect(releasedLines(order, returned).map((line) => [line.itemId, line.quantity])).toEqual([[31, 1]])
  })

  it('the deduction is the return label for a parcel from abroad, nothing from the shop’s own country or once the money went back', () => {
    expect(allowedDeductionCents(withdrawn())).toBe(695)
    expect(allowedDeductionCents(withdrawn(twoLines({ shippingAddress: address('DE') })))).toBe(0)
    const refunded = moveOrder(shipped(twoLines()), 'refunded', AT)!
    expect(allowedDeductionCents(refunded)).toBe(0)
    const one = { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 695 }
    expect(returnRefusal(withdrawn(twoLines({ shippingAddress: address('DE') })), one)).toBe(
      'Nothing may be taken off this refund: returns from this address are free, or the money went back already.',
    )
    expect(returnRefusal(withdrawn(), { ...one, deductionCents: 696 })).toBe('The returns terms allow at most $6.95 (the return label) to be taken off.')
  })

  it('refuses more units than can come back, a line named twice or unknown, and a second return', () => {
    const order = withdrawn()
    expect(returnRefusal(order, { lines: [{ line: 1, quantity: 2, resell: 0 }], deductionCents: 0 })).toBe('Only 1 × Wool Scarf can come back.')
    expect(returnRefusal(order, { lines: [{ line: 2, quantity: 1, resell: 0 }], deductionCents: 0 })).toBe('This order has no line 3.')
    const twice = {
      lines: [
        { line: 1, quantity: 1, resell: 0 },
        { line: 1, quantity: 1, resell: 0 },
      ],
      deductionCents: 0,
    }
    expect(returnRefusal(order, twice)).toBe('Name each line once.')
    const returned = recordReturn(order, { lines: [{ line: 1, quantity: 1, resell: 0 }], deductionCents: 0 }, AT)!
    expect(recordReturn(returned, { lines: [{ line: 0, quantity: 1, resell: 0 }], deductionCents: 0 }, AT)).toBeNull()
    expect(recordReturn(moveOrder(twoLines(), 'withdrawn', AT)!, { lines: [{ line: 0, quantity: 1, resell: 0 }], deductionCents: 0 }, AT)).toBeNull()
  })

  it('goods of an order refunded before they came back go on sale as chosen, the status kept, no money decided', () => {
    const refunded = moveOrder(shipped(twoLines()), 'refunded', AT)!
    const returned = recordReturn(refunded, { lines: [{ line: 0, quantity: 2, resell: 2 }], deductionCents: 0 }, AT)!
    expect(returned).toMatchObject({ status: 'refunded', restockedAt: AT, returnRecord: { refundCents: 0 } })
    expect(withdrawalRefundDue(returned)).toBe(0)
    expect(releasedLines(refunded, returned).map((line) => [line.itemId, line.quantity])).toEqual([[9, 2]])
  })

  it('the decided refund is due until it is marked sent, never more than is left', () => {
    const returned = recordReturn(withdrawn(), { lines: [{ line: 1, quantity: 1, resell: 1 }], deductionCents: 0 }, AT)!
    expect(withdrawalRefundDue(returned)).toBe(1999)
    const sent = withdrawalRefundSent(recordRefund(returned, { id: 're_1', amountCents: 1999, at: AT })!, 're_1')
    expect(withdrawalRefundDue(sent)).toBe(0)
    expect(sent).toMatchObject({ status: 'returned', returnRecord: { refundId: 're_1' } })
  })

  it('of a discounted order refunds what the units back were paid, after their share of the discount', () => {
    const discounted = twoLines({ discountCents: 700, totalCents: 7492 - 700 })
    discounted.lines = [
      { ...discounted.lines[0]!, discountCents: 500 },
      { ...discounted.lines[1]!, discountCents: 200 },
    ]
    const order = withdrawn(discounted)
    expect(returnRefundCents(order, { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0 })).toBe(2249)
    const all = {
      lines: [
        { line: 0, quantity: 2, resell: 2 },
        { line: 1, quantity: 1, resell: 1 },
      ],
      deductionCents: 0,
    }
    expect(returnRefundCents(order, all)).toBe(7492 - 700)
  })
})
