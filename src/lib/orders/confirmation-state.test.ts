import { describe, expect, it } from 'vitest'
import { confirmationState, ORDER_STATUSES } from './order'

describe('confirmationState', () => {
  it('says something of its own for every status, and never "not charged" of money that was sent back', () => {
    const states = Object.fromEntries(ORDER_STATUSES.map((status) => [status, confirmationState({ status })]))
    expect(states).toEqual({
      pending: 'confirming',
      paid: 'thanks',
      shipped: 'thanks',
      delivered: 'thanks',
      withdrawn: 'withdrawn',
      returned: 'returned',
      refunded: 'refunded',
      expired: 'not-paid',
      failed: 'not-paid',
      cancelled: 'not-paid',
    })
    const late = { sessionId: 'cs_1', at: '2026-11-01T10:00:00.000Z' }
    expect(confirmationState({ status: 'expired', lateRefund: late })).toBe('refunded-late')
    expect(confirmationState({ status: 'failed', lateRefund: late })).toBe('refunded-late')
    expect(confirmationState({ status: 'expired', recoveryRefund: { ...late, reason: 'Sold out.' } })).toBe('refunded-late')
    expect(confirmationState(undefined)).toBe('confirming')
  })
})
