import { describe, expect, it } from 'vitest'
import { confirmationMail, ownerMail, refundMail, shippedMail, withdrawalMail } from './mail'
import { paidOrder } from '../../../tests/support/order-fixture'

describe('mail documents (Trigger Email format)', () => {
  it('confirm an order with its lines, total and, for a guest, the private link', () => {
    const mail = confirmationMail(paidOrder(), 'https://shop.example/orders/order1?token=abc')
    expect(Object.keys(mail)).toEqual(['to', 'message'])
    expect(Object.keys(mail.message)).toEqual(['subject', 'text', 'html'])
    expect(mail.to).toBe('guest@example.com')
    expect(mail.message.text).toContain('2 × Crew Neck T-Shirt, size M, Navy: $49.98')
    expect(mail.message.text).toContain('Total paid: $54.93 (shipping $4.95).')
    expect(mail.message.text).toContain('https://shop.example/orders/order1?token=abc')
  })

  it('escape what the catalog says in the HTML part', () => {
    const order = paidOrder()
    order.lines[0]!.name = '<script>alert(1)</script>'
    const { html } = confirmationMail(order).message
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('acknowledge a withdrawal with the date and time it was received', () => {
    const mail = withdrawalMail(paidOrder(), '2026-11-03T08:30:00.000Z', 'We will refund $54.93.')
    expect(mail.message.subject).toBe('We received your withdrawal from order order1')
    expect(mail.message.text).toContain('on 3 November 2026 at 08:30 UTC')
    expect(mail.message.text).toContain('We will refund $54.93.')
  })

  it('tell the shopper the carrier and tracking number once the parcel leaves', () => {
    const mail = shippedMail({ ...paidOrder(), shipment: { carrier: 'An Post', trackingNumber: 'CX123456789IE' } })
    expect(mail.message.subject).toBe('Your order order1 is on its way')
    expect(mail.message.text).toContain('Tracking number: CX123456789IE')
  })

  it('tell the owner of a paid order and of a withdrawal, at the owner’s address', () => {
    const paid = ownerMail(paidOrder(), 'owner@example.com', 'paid')
    expect(paid).toMatchObject({ to: 'owner@example.com', message: { subject: 'New order order1: $54.93' } })
    const withdrawn = ownerMail(paidOrder({ status: 'withdrawn', withdrawnAt: '2026-11-03T08:30:00.000Z' }), 'owner@example.com', 'withdrawn')
    expect(withdrawn.message.subject).toBe('Withdrawal from order order1')
    expect(withdrawn.message.text).toContain('guest@example.com withdrew from order order1 on 3 November 2026 at 08:30 UTC.')
  })

  it('tell the shopper the owner’s reason for a refund, given or kept on the order, escaped in the HTML part', () => {
    const order = paidOrder({ refunds: [{ id: 're_1', amountCents: 1000, at: '2026-11-03T08:30:00.000Z', reason: 'Sorry <late>' }] })
    const given = refundMail(order, { id: 're_1', amountCents: 1000, reason: 'Sorry <late>' })
    expect(given.message.text).toContain('Reason: Sorry <late>')
    expect(given.message.html).toContain('<p>Reason: Sorry &lt;late&gt;</p>')
    expect(refundMail(order, { id: 're_1', amountCents: 1000 }).message.text).toContain('Reason: Sorry <late>')
    expect(refundMail(paidOrder(), { id: 're_2', amountCents: 1000 }).message.text).not.toContain('Reason')
  })
})
