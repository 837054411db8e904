import { describe, expect, it } from 'vitest'
import { canMove, moveOrder, ORDER_STATUSES, refundableCents, releasesStock, wasPaid, type Order } from './order'
import { paidOrder, pendingOrder } from '../../../tests/support/order-fixture'

const AT = '2026-11-02T10:00:00.000Z'

describe('order status', () => {
  it('moves only along the table', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`))
    expect(allowed).toEqual([
      'pending→paid',
      'pending→expired',
      'pending→failed',
      'pending→cancelled',
      'paid→shipped',
      'paid→withdrawn',
      'paid→refunded',
      'shipped→delivered',
      'shipped→withdrawn',
      'shipped→refunded',
      'delivered→withdrawn',
      'delivered→refunded',
      'withdrawn→returned',
      'withdrawn→refunded',
      'returned→refunded',
      'expired→paid',
    ])
  })

  it('puts units back when the goods never left or are back, once', () => {
    const restocks = (order: Order, to: Parameters<typeof moveOrder>[1]) => {
      const moved = moveOrder(order, to, AT)
      return moved !== null && releasesStock(order, moved)
    }
    for (const to of ['expired', 'failed', 'cancelled'] as const) expect(restocks(pendingOrder(), to)).toBe(true)
    expect(restocks(pendingOrder(), 'paid')).toBe(false)
    // Never shipped: a withdrawal or a full refund takes nothing from the shopper.
    expect(restocks(paidOrder(), 'withdrawn')).toBe(true)
    expect(restocks(paidOrder(), 'refunded')).toBe(true)
    expect(restocks(paidOrder(), 'shipped')).toBe(false)
    // Shipped: the goods are with the shopper until they come back.
    const shipped = moveOrder(paidOrder(), 'shipped', AT)!
    expect(restocks(shipped, 'withdrawn')).toBe(false)
    expect(restocks(shipped, 'refunded')).toBe(false)
    const withdrawn = moveOrder(shipped, 'withdrawn', AT)!
    expect(restocks(withdrawn, 'returned')).toBe(true)
    const returned = moveOrder(withdrawn, 'returned', AT)!
    expect(restocks(returned, 'refunded')).toBe(false)
    // Withdrawn before shipping: already back on sale; a refund does not give the units again.
    expect(restocks(moveOrder(paidOrder(), 'withdrawn', AT)!, 'refunded')).toBe(false)
  })

  it('stamps the time of the move, and refuses a move backwards', () => {
    const paid = moveOrder(pendingOrder(), 'paid', '2026-11-01T10:00:00.000Z')
    expect(paid).toMatchObject({ status: 'paid', paidAt: '2026-11-01T10:00:00.000Z' })
    expect(moveOrder(paid!, 'expired', '2026-11-01T11:00:00.000Z')).toBeNull()
    expect(moveOrder(moveOrder(paid!, 'shipped', 'x')!, 'paid', 'y')).toBeNull()
    expect(moveOrder(moveOrder(paid!, 'refunded', 'x')!, 'withdrawn', 'y')).toBeNull()
  })

  it('knows what was paid and what is left to refund', () => {
    expect(wasPaid(pendingOrder())).toBe(false)
    expect(wasPaid(pendingOrder({ status: 'cancelled' }))).toBe(false)
    expect(wasPaid(paidOrder({ status: 'refunded' }))).toBe(true)
    expect(refundableCents(pendingOrder())).toBe(0)
    expect(refundableCents(paidOrder({ refunds: [{ id: 're_1', amountCents: 1000, at: AT }] }))).toBe(5493 - 1000)
  })
})
