import { describe, expect, it } from 'vitest'
import { paidOrder, pendingOrder, PAID_AT } from './order-fixture'
import { canWithdraw, withdrawalEndsAt, withdrawOrder } from './withdrawal'

const DAY = 24 * 60 * 60 * 1000
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms)

describe('withdrawal', () => {
  it('is open for 14 days from payment while no delivery date is known', () => {
    expect(withdrawalEndsAt(paidOrder())).toBe('2026-11-15T10:00:00.000Z')
    expect(canWithdraw(paidOrder(), after(PAID_AT, 14 * DAY))).toBe(true)
    expect(canWithdraw(paidOrder(), after(PAID_AT, 14 * DAY + 1))).toBe(false)
  })

  it('counts from delivery once it is known', () => {
    const delivered = paidOrder({ deliveredAt: '2026-11-05T12:00:00.000Z' })
    expect(canWithdraw(delivered, after(PAID_AT, 17 * DAY))).toBe(true)
    expect(withdrawalEndsAt(delivered)).toBe('2026-11-19T12:00:00.000Z')
  })

  it('inside the window: the order is withdrawn at the time received, and an acknowledgement is queued', () => {
    const now = after(PAID_AT, 3 * DAY)
    const result = withdrawOrder(paidOrder(), now)
    expect(result).toMatchObject({ ok: true, order: { status: 'withdrawn', withdrawnAt: now.toISOString() } })
    expect(result.ok && result.mail.message.text).toContain('on 4 November 2026 at 10:00 UTC')
  })

  it('outside the window, or for an order never paid, it is refused', () => {
    expect(withdrawOrder(paidOrder(), after(PAID_AT, 15 * DAY))).toMatchObject({ ok: false, code: 'window-closed' })
    expect(withdrawOrder(pendingOrder(), new Date(PAID_AT))).toMatchObject({ ok: false, code: 'not-paid' })
    expect(withdrawOrder(paidOrder({ status: 'withdrawn' }), new Date(PAID_AT))).toMatchObject({ ok: false, code: 'not-paid' })
  })
})
