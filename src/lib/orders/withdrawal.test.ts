import { describe, expect, it } from 'vitest'
import { moveOrder } from './order'
import { paidOrder, pendingOrder, PAID_AT } from '../../../tests/support/order-fixture'
import { canWithdraw, refundDueAt, refundPromise, withdrawalEndsAt, withdrawOrder } from './withdrawal'

const DAY = 24 * 60 * 60 * 1000
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms)
const DELIVERED_AT = '2026-11-20T12:00:00.000Z'
const shipped = () => moveOrder(paidOrder(), 'shipped', '2026-11-18T09:00:00.000Z')!
const delivered = () => moveOrder(shipped(), 'delivered', DELIVERED_AT)!

describe('withdrawal', () => {
  it('is open from payment, and before delivery the 14 days have not started', () => {
    expect(withdrawalEndsAt(paidOrder())).toBeNull()
    expect(canWithdraw(paidOrder(), after(PAID_AT, 60 * DAY))).toBe(true)
    expect(canWithdraw(shipped(), after(PAID_AT, 60 * DAY))).toBe(true)
  })

  it('runs 14 days from delivery, to the end of the last day in the shop’s time zone', () => {
    // Delivered at 13:00 on 20 November in Berlin: open until 4 December has ended there (23:59:59 CET), not only
    // until 13:00 that day.
    expect(withdrawalEndsAt(delivered())).toBe('2026-12-04T22:59:59.999Z')
    expect(canWithdraw(delivered(), after(DELIVERED_AT, 14 * DAY))).toBe(true)
    expect(canWithdraw(delivered(), new Date('2026-12-04T22:59:59.999Z'))).toBe(true)
    expect(canWithdraw(delivered(), new Date('2026-12-04T23:00:00.000Z'))).toBe(false)
  })

  it('of goods with the shopper: withdrawn, units still out, refund when they are back or shown sent, page and mail in the same words', () => {
    const now = after(DELIVERED_AT, 3 * DAY)
    const result = withdrawOrder(delivered(), now)
    if (!result.ok) throw new Error(result.message)
    expect(result.order).toMatchObject({ status: 'withdrawn', withdrawnAt: now.toISOString() })
    expect(result.order.restockedAt).toBeUndefined()
    expect(result.refundNow).toBe(false)
    expect(refundDueAt(result.order)).toBe('2026-12-07T12:00:00.000Z')
    // The back office's history: when, by the shopper, and by when the refund is due.
    expect(result.order.history).toEqual([
      {
        at: now.toISOString(),
        by: 'guest@example.com',
        what: 'Withdrawn by the shopper; the refund is due by 7 December 2026 at 13:00 CET',
        from: 'delivered',
        to: 'withdrawn',
      },
    ])
    const promise = refundPromise(result.order)
    // Not "by 7 December at the latest" whatever happens: the shop may hold the refund until the goods are back or
    // shown to be sent (a due date alone used to pay for goods that never came back).
    expect(promise).toBe('We will refund $54.93 as soon as the items are back with us, or once you have shown us that you sent them (the receipt of posting).')
    expect(result.mail.message.text).toContain('on 23 November 2026 at 13:00 CET')
    expect(result.mail.message.text).toContain(promise)
  })

  it('of goods with the shopper: the mail says where and how to send them back', () => {
    const result = withdrawOrder(delivered(), after(DELIVERED_AT, DAY))
    if (!result.ok) throw new Error(result.message)
    const text = result.mail.message.text
    expect(text).toContain('How to send the items back:')
    expect(text).toContain(`1. Pack the items, unworn and with their tags on, with a note of your order number, ${result.order.id}.`)
    expect(text).toContain('2. Send the parcel to Crown Clothing Demo GmbH, Musterstraße 12, 10115 Berlin, Germany.')
    expect(text).toContain('3. Keep the receipt of posting.')
    expect(result.mail.message.html).toContain('Musterstraße 12')
  })

  it('of goods never shipped: back on sale at once and refunded at once', () => {
    const result = withdrawOrder(paidOrder(), after(PAID_AT, DAY))
    if (!result.ok) throw new Error(result.message)
    // Nothing to send back.
    expect(result.mail.message.text).not.toContain('How to send the items back')
    expect(result.order.restockedAt).toBe(after(PAID_AT, DAY).toISOString())
    expect(result.refundNow).toBe(true)
    expect(result.mail.message.text).toContain('Your order had not been shipped: we are refunding $54.93 to your original means of payment now.')
  })

  it('once the goods are back, says the refund is on its way, not that it waits for them', () => {
    const result = withdrawOrder(delivered(), after(DELIVERED_AT, DAY))
    if (!result.ok) throw new Error(result.message)
    const returned = moveOrder(result.order, 'returned', after(DELIVERED_AT, 5 * DAY).toISOString())!
    expect(refundPromise(returned)).toBe('Your items are back with us: we are refunding $54.93 to your original means of payment now.')
    const refunded = moveOrder(returned, 'refunded', after(DELIVERED_AT, 5 * DAY).toISOString())!
    expect(refundPromise(refunded)).toBe('We refunded $54.93 to your original means of payment.')
  })

  it('is open to shipped and delivered orders as to paid ones', () => {
    expect(withdrawOrder(shipped(), after(PAID_AT, DAY))).toMatchObject({ ok: true, order: { status: 'withdrawn' } })
    expect(withdrawOrder(delivered(), after(DELIVERED_AT, DAY))).toMatchObject({ ok: true, order: { status: 'withdrawn' } })
  })

  it('outside the window, or for an order never paid or already withdrawn, it is refused', () => {
    expect(withdrawOrder(delivered(), after(DELIVERED_AT, 15 * DAY))).toMatchObject({ ok: false, code: 'window-closed' })
    expect(withdrawOrder(pendingOrder(), new Date(PAID_AT))).toMatchObject({ ok: false, code: 'not-withdrawable' })
    expect(withdrawOrder(paidOrder({ status: 'withdrawn' }), new Date(PAID_AT))).toMatchObject({ ok: false, code: 'not-withdrawable' })
    expect(withdrawOrder(paidOrder({ status: 'refunded' }), new Date(PAID_AT))).toMatchObject({ ok: false, code: 'not-withdrawable' })
  })
})
