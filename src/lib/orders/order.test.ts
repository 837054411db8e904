import { describe, expect, it } from 'vitest'
import { canMove, moveOrder, releasesStock, type OrderStatus } from './order'
import { pendingOrder } from './order-fixture'

const STATUSES: OrderStatus[] = ['pending', 'paid', 'expired', 'failed', 'withdrawn', 'refunded']
const FORWARD = ['pending→paid', 'pending→expired', 'pending→failed', 'paid→withdrawn', 'paid→refunded']

describe('order status', () => {
  it('moves only forward: pending → paid | expired | failed, paid → withdrawn | refunded', () => {
    const allowed = STATUSES.flatMap((from) => STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`))
    expect(allowed).toEqual(FORWARD)
  })

  it('gives stock back only when leaving a state that held it for one that does not need it', () => {
    const releasing = STATUSES.flatMap((from) => STATUSES.filter((to) => releasesStock(from, to)).map((to) => `${from}→${to}`))
    expect(releasing).toEqual(['pending→expired', 'pending→failed', 'paid→withdrawn'])
  })

  it('stamps the time of the move, and refuses a move backwards', () => {
    const paid = moveOrder(pendingOrder(), 'paid', '2026-11-01T10:00:00.000Z')
    expect(paid).toMatchObject({ status: 'paid', paidAt: '2026-11-01T10:00:00.000Z' })
    expect(moveOrder(paid!, 'expired', '2026-11-01T11:00:00.000Z')).toBeNull()
    expect(moveOrder(moveOrder(paid!, 'withdrawn', 'x')!, 'refunded', 'y')).toBeNull()
  })
})
