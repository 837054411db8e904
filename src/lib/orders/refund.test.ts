import { describe, expect, it } from 'vitest'
import { moveOrder, refundableCents, refundedCents, refundFailed, releasesStock } from './order'
import { paidOrder, pendingOrder } from '../../../tests/support/order-fixture'
import { confirmRefund, recordRefund, recordRefundFailure, withRefundReason } from './refund'
import { refundPromise } from './withdrawal'

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

describe('refunds the provider reports later', () => {
  const failure = { refundId: 're_1', amountCents: 5493, at: AT, reason: 'expired_or_canceled_card' }

  it('a failed refund counts for nothing: the amount is owed again, the order carries the failure once, and never says "refunded"', () => {
    const refunded = recordRefund(paidOrder(), { id: 're_1', amountCents: 5493, at: AT })!
    const failed = recordRefundFailure(refunded, failure)!
    expect(refundedCents(failed)).toBe(0)
    expect(refundableCents(failed)).toBe(5493)
    expect(refundFailed(failed)).toBe(true)
    expect(recordRefundFailure(failed, failure)).toBeNull()
    expect(refundPromise(failed)).toBe(
      'Our payment provider could not send your refund of $54.93. We are seeing to it and will refund you another way if we must.',
    )
    // The owner refunds again: the failure is settled.
    const again = recordRefund(failed, { id: 're_2', amountCents: 5493, at: AT })!
    expect(refundFailed(again)).toBe(false)
    expect(refundedCents(again)).toBe(5493)
  })

  it('a pending refund is confirmed once', () => {
    const pending = recordRefund(paidOrder(), { id: 're_1', amountCents: 1000, at: AT, pending: true })!
    const confirmed = confirmRefund(pending, 're_1')!
    expect(confirmed.refunds).toEqual([{ id: 're_1', amountCents: 1000, at: AT }])
    expect(confirmRefund(confirmed, 're_1')).toBeNull()
  })

  it('a pending refund keeps its reason once confirmed', () => {
    const pending = recordRefund(paidOrder(), { id: 're_1', amountCents: 1000, at: AT, pending: true, reason: 'Late delivery' })!
    expect(confirmRefund(pending, 're_1')!.refunds).toEqual([{ id: 're_1', amountCents: 1000, at: AT, reason: 'Late delivery' }])
  })

  it('a refund the provider’s event recorded first is given the owner’s reason, once', () => {
    const recorded = recordRefund(paidOrder(), { id: 're_1', amountCents: 1000, at: AT })!
    const reasoned = withRefundReason(recorded, 're_1', 'Late delivery')
    expect(reasoned.refunds).toEqual([{ id: 're_1', amountCents: 1000, at: AT, reason: 'Late delivery' }])
    expect(withRefundReason(reasoned, 're_1', 'Another')).toBe(reasoned)
    expect(withRefundReason(recorded, 're_1', undefined)).toBe(recorded)
    expect(withRefundReason(recorded, 're_2', 'Late delivery')).toBe(recorded)
  })
})
