import { describe, expect, it } from 'vitest'
import { moveOrder } from './order'
import { paidOrder, pendingOrder } from '../../../tests/support/order-fixture'
import { decideOwnerAction, parseOwnerAction } from './owner-actions'

const AT = '2026-11-05T09:00:00.000Z'
const oneBack = { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0 }
const ADDRESS_IE = { name: 'Ann Lee', line1: '5 Quay St', city: 'Galway', postalCode: 'H91', country: 'IE' }
const ship = { kind: 'ship', shipment: { carrier: 'An Post', trackingNumber: 'CX123IE' } } as const

describe('owner actions', () => {
  it('marks a paid order shipped with its tracking number, mails the shopper and writes the history', () => {
    const decision = decideOwnerAction(paidOrder(), ship, 'owner@example.com', AT)
    expect(decision).toMatchObject({
      kind: 'moved',
      order: { status: 'shipped', shippedAt: AT, shipment: { trackingNumber: 'CX123IE' } },
      event: { at: AT, by: 'owner@example.com', what: 'Marked shipped', from: 'paid', to: 'shipped' },
      mail: { message: { subject: 'Your order order1 is on its way' } },
    })
    if (decision.kind !== 'moved') throw new Error('not moved')
    // A carrier the shop knows: the mail links its tracking page.
    const dhl = decideOwnerAction(paidOrder(), { kind: 'ship', shipment: { carrier: 'DHL', trackingNumber: 'JJD0001' } }, 'o', AT)
    expect(dhl.kind === 'moved' && dhl.mail?.message.text).toContain('Follow your parcel: https://www.dhl.com/global-en/home/tracking.html?tracking-id=JJD0001')
    expect(decision.mail?.message.text).toContain('Follow your parcel: https://www.anpost.com/Post-Parcels/Track/History?item=CX123IE')
    // One it does not know: the name and the number, no link.
    const local = decideOwnerAction(paidOrder(), { kind: 'ship', shipment: { carrier: 'City Couriers', trackingNumber: '77' } }, 'o', AT)
    expect(local.kind === 'moved' && local.mail?.message.text).not.toContain('Follow your parcel')
    // Pressed again (or by a second owner): done, nothing changes.
    if (decision.kind !== 'moved') throw new Error('not moved')
    expect(decideOwnerAction(decision.order, ship, 'other@example.com', AT)).toEqual({ kind: 'done', order: decision.order })
  })

  it('marks a shipped order delivered and mails the shopper when the withdrawal period ends, in the shop’s time zone', () => {
    const shipped = decideOwnerAction(paidOrder(), ship, 'owner@example.com', AT)
    if (shipped.kind !== 'moved') throw new Error('not moved')
    const delivered = decideOwnerAction(shipped.order, { kind: 'deliver' }, 'owner@example.com', '2026-11-20T12:00:00.000Z')
    expect(delivered).toMatchObject({
      kind: 'moved',
      order: { status: 'delivered' },
      mail: { to: 'guest@example.com', message: { subject: 'Your order order1 has arrived' } },
    })
    if (delivered.kind !== 'moved') throw new Error('not moved')
    expect(delivered.mail?.message.text).toContain('was delivered on 20 November 2026 at 13:00 CET.')
    expect(delivered.mail?.message.text).toContain('You may withdraw from the contract until 4 December 2026 at 23:59 CET')
  })

  it('refuses with a clear message what the order’s state does not allow', () => {
    expect(decideOwnerAction(pendingOrder(), ship, 'o', AT)).toMatchObject({ kind: 'refused', message: /paid order/ })
    expect(decideOwnerAction(paidOrder(), { kind: 'deliver' }, 'o', AT)).toMatchObject({ kind: 'refused', message: /shipped order/ })
    expect(decideOwnerAction(paidOrder(), { kind: 'cancel' }, 'o', AT)).toMatchObject({ kind: 'refused', message: /never paid/ })
    expect(decideOwnerAction(paidOrder(), { kind: 'return', request: oneBack }, 'o', AT)).toMatchObject({ kind: 'refused' })
  })

  it('records the return of a withdrawn order: what came back, its units back on sale, the refund it decided, and a history line', () => {
    const withdrawn = moveOrder(moveOrder(paidOrder(), 'shipped', AT)!, 'withdrawn', AT)!
    expect(decideOwnerAction(withdrawn, { kind: 'return', request: oneBack }, 'o', AT)).toMatchObject({
      kind: 'moved',
      refundCents: 2499,
      order: { status: 'returned', restockedAt: AT, returnRecord: { lines: [{ line: 0, quantity: 1, resell: 1 }], refundCents: 2499 } },
      event: { what: 'Recorded the return: 1 × Crew Neck T-Shirt (size M, Navy) back, all on sale; refund $24.99' },
    })
  })

  it('records a proof of dispatch with the return label taken off the refund it sends, within what the terms allow', () => {
    const withdrawn = moveOrder(moveOrder(paidOrder({ shippingAddress: ADDRESS_IE }), 'shipped', AT)!, 'withdrawn', AT)!
    expect(decideOwnerAction(withdrawn, { kind: 'proof', reference: 'JJD9', deductionCents: 695 }, 'o', AT)).toMatchObject({
      kind: 'moved',
      refundCents: 5493 - 695,
      event: { what: 'Recorded proof of dispatch: JJD9 ($6.95 for the return label taken off the refund)' },
    })
    expect(decideOwnerAction(withdrawn, { kind: 'proof', reference: 'JJD9', deductionCents: 700 }, 'o', AT)).toMatchObject({
      kind: 'refused',
      message: 'The returns terms allow at most $6.95 (the return label) to be taken off.',
    })
  })

  it('cancels an order never paid, with its units back', () => {
    expect(decideOwnerAction(pendingOrder(), { kind: 'cancel' }, 'o', AT)).toMatchObject({ kind: 'moved', order: { status: 'cancelled', restockedAt: AT } })
  })

  it('cancels with the owner’s reason for the shopper, kept on the order and in the history; a blank one is none', () => {
    const parsed = parseOwnerAction('cancel', { reason: '  Out of stock at the supplier  ' })
    expect(parsed).toEqual({ ok: true, action: { kind: 'cancel', reason: 'Out of stock at the supplier' } })
    const decided = decideOwnerAction(pendingOrder(), parsed.ok ? parsed.action : { kind: 'cancel' }, 'o', AT)
    expect(decided).toMatchObject({
      kind: 'moved',
      order: { cancelReason: 'Out of stock at the supplier' },
      event: { what: 'Cancelled. Reason given to the shopper: “Out of stock at the supplier”' },
    })
    expect(parseOwnerAction('cancel', { reason: ' ' })).toEqual({ ok: true, action: { kind: 'cancel' } })
    expect(decideOwnerAction(pendingOrder(), { kind: 'cancel' }, 'o', AT)).not.toHaveProperty('order.cancelReason')
    expect(parseOwnerAction('cancel', { reason: 'x'.repeat(201) })).toEqual({
      ok: false,
      code: 'bad-reason',
      message: 'Give the reason as text of at most 200 characters, or none.',
    })
    expect(parseOwnerAction('cancel', { reason: 42 })).toMatchObject({ ok: false, code: 'bad-reason' })
  })
})
