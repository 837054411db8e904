import { describe, expect, it } from 'vitest'
import { moveOrder, releasesStock } from './order'
import { paidOrder, pendingOrder } from './order-fixture'
import { recordRefund, recordReturn } from './refund'

const AT = '2026-11-03T10:00:00.000Z'
const shipped = () => moveOrder(paidOrder(), 'shipped', AT)!

describe('refunds', () => {
  it('records a partial refund once, and the order stays as it is', () => {
    const partial = recordRefund(shipped(), { id: 're_1', amountCents: 1000, at: AT })
    expect(partial).toMatchObject({ status: 'shipped', refunds: [{ id: 're_1', amountCents: 1000 }] })
    expect(recordRefund(partial!, { id: 're_1', amountCents: 1000, at: AT })).toBeNull()
  })

  it('once the refunds cover the total, the order is refunded; units go back only if the goods never left', () => {
    const full = recordRefund(paidOrder(), { id: 're_1', amountCents: 5493, at: AT })!
    expect(full).toMatchObject({ status: 'refunded', refundedAt: AT })
    expect(releasesStock(paidOrder(), full)).toBe(true)
    const partly = recordRefund(shipped(), { id: 're_1', amountCents: 2000, at: AT })!
    const rest = recordRefund(partly, { id: 're_2', amountCents: 3493, at: AT })!
    expect(rest).toMatchObject({ status: 'refunded' })
    expect(releasesStock(partly, rest)).toBe(false)
  })

  it('an order never paid records nothing', () => {
    expect(recordRefund(pendingOrder({ status: 'expired' }), { id: 're_1', amountCents: 100, at: AT })).toBeNull()
  })
})

describe('returns', () => {
  it('a withdrawn order whose goods come back is returned, and its units go back once', () => {
    const withdrawn = moveOrder(shipped(), 'withdrawn', AT)!
    const returned = recordReturn(withdrawn, AT)!
    expect(returned).toMatchObject({ status: 'returned', returnedAt: AT })
    expect(releasesStock(withdrawn, returned)).toBe(true)
    expect(recordReturn(returned, AT)).toBeNull()
  })

  it('goods of a refunded order that come back go on sale without changing its status; nothing comes back of goods never shipped', () => {
    const refunded = moveOrder(shipped(), 'refunded', AT)!
    expect(recordReturn(refunded, AT)).toMatchObject({ status: 'refunded', restockedAt: AT })
    expect(recordReturn(moveOrder(paidOrder(), 'withdrawn', AT)!, AT)).toBeNull()
    expect(recordReturn(paidOrder(), AT)).toBeNull()
  })
})
