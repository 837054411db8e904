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
    expect(mail.message.text).toContain('Total paid: $54.93.')
    expect(mail.message.text).toContain('Subtotal: $49.98\nShipping: $4.95\nTotal: $54.93')
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
    expect(mail.message.text).toContain('on 3 November 2026 at 09:30 CET')
    expect(mail.message.text).toContain('We will refund $54.93.')
  })

  it('tell the shopper the carrier and tracking number once the parcel leaves', () => {
    const mail = shippedMail({ ...paidOrder(), shipment: { carrier: 'An Post', trackingNumber: 'CX123456789IE' } })
    expect(mail.message.subject).toBe('Your order order1 is on its way')
    expect(mail.message.text).toContain('Tracking number: CX123456789IE')
  })

  it('tell the owner of a paid order and of a withdrawal, at the owner’s address, with where it goes and its page in the back office', () => {
    const paid = ownerMail(paidOrder(), 'owner@example.com', 'paid', 'https://shop.example')
    expect(paid).toMatchObject({ to: 'owner@example.com', message: { subject: 'New order order1: $54.93' } })
    expect(paid.message.text).toContain('The order in the back office: https://shop.example/admin/orders/order1')
    const withdrawn = ownerMail(
      paidOrder({ status: 'withdrawn', withdrawnAt: '2026-11-03T08:30:00.000Z' }),
      'owner@example.com',
      'withdrawn',
      'https://shop.example',
    )
    expect(withdrawn.message.subject).toBe('Withdrawal from order order1')
    expect(withdrawn.message.text).toContain('guest@example.com withdrew from order order1 on 3 November 2026 at 09:30 CET.')
    expect(withdrawn.message.html).toContain('https://shop.example/admin/orders/order1')
  })

  it('give the owner the address to ship a paid order to, on one line, the country by name', () => {
    const shipTo = { name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' }
    const paid = ownerMail(paidOrder({ shippingAddress: shipTo }), 'owner@example.com', 'paid', 'https://shop.example')
    expect(paid.message.text).toContain('Ship to: Ann Lee, 5 Quay Street, H91 X2Y3 Galway, Ireland.')
    expect(paid.message.text).toContain('Ann Lee <guest@example.com> paid $54.93 for order order1.')
  })

  it('tell the owner how a paid order travels, from the rate it was paid with', () => {
    const rates = [
      { id: 'standard' as const, label: 'Standard', cents: 495, minDays: 3, maxDays: 5 },
      { id: 'express' as const, label: 'Express', cents: 1495, minDays: 1, maxDays: 2 },
    ]
    const express = ownerMail(paidOrder({ shipping: { zone: 'eu', rates, rateId: 'express' } }), 'owner@example.com', 'paid', 'https://shop.example')
    expect(express.message.text).toContain('Delivery: Express, 1–2 business days.')
    const before = ownerMail(paidOrder(), 'owner@example.com', 'paid', 'https://shop.example')
    expect(before.message.text).not.toContain('Delivery:')
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
