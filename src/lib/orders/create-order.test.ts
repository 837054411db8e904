import { describe, expect, it } from 'vitest'
import { testPromotion } from '../../../tests/support/promotion-fixture'
import { cartHash, checkAttempt, createPendingOrder } from './create-order'
import type { Promotion } from './promotion'
import { SHIPPING_ZONES, shippingOptions } from './shipping'
import { request, shirtLine, testCatalog, testStock, toteLine } from '../../../tests/support/test-catalog'

const NOW = new Date('2026-11-01T10:00:00.000Z')
const base = {
  catalog: testCatalog(),
  stock: testStock(),
  uid: null,
  orderId: 'o1',
  tokenHash: 'h'.repeat(64),
  cartHash: 'c'.repeat(64),
  now: NOW,
  shippingTable: SHIPPING_ZONES,
  code: null,
}

const tenOff = (percentOff: number): Promotion =>
  testPromotion({ code: 'TEN', percentOff, startsAt: '2026-10-01T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' })

describe('createPendingOrder', () => {
  it('creates a pending order at catalog prices that holds its units for 30 minutes', () => {
    const created = createPendingOrder({ ...base, request: request([shirtLine(1), toteLine(2)]) })
    expect(created).toMatchObject({
      ok: true,
      order: { id: 'o1', status: 'pending', uid: null, email: 'guest@example.com', subtotalCents: 2499 + 9000, totalCents: 11499, sessionId: null },
      stock: [
        {
          id: '2_9',
          collectionId: '2',
          itemId: 9,
          units: { 'S/navy': 3, 'S/coral': 0, 'M/navy': 0, 'M/coral': 5 },
          held: { o1: { 'M/navy': 1 } },
          unlimited: false,
        },
        { id: '3_3', collectionId: '3', itemId: 3, units: { '*': 8 }, held: { o1: { '*': 2 } }, unlimited: false },
      ],
    })
    expect(created.ok && [created.order.createdAt, created.order.expiresAt]).toEqual(['2026-11-01T10:00:00.000Z', '2026-11-01T10:30:00.000Z'])
  })

  it('fixes the shipping of the country’s zone on the order: its rates for the subtotal, which the payment page offers', () => {
    const toIreland = createPendingOrder({ ...base, request: request([shirtLine(1), toteLine(2)]) })
    const eu = { zone: 'eu', countries: SHIPPING_ZONES.eu.countries, country: 'IE', rates: shippingOptions(SHIPPING_ZONES, 'eu', 11499) }
    expect(toIreland.ok && toIreland.order.shipping).toEqual(eu)
    expect(toIreland.ok && toIreland.order.shipping!.rates.map((rate) => rate.cents)).toEqual([0, 1495])
    const toCanada = createPendingOrder({ ...base, request: request([shirtLine(1), toteLine(2)], 'guest@example.com', 'CA') })
    const world = { zone: 'world', countries: SHIPPING_ZONES.world.countries, country: 'CA', rates: shippingOptions(SHIPPING_ZONES, 'world', 11499) }
    expect(toCanada.ok && toCanada.order.shipping).toEqual(world)
    expect(toCanada.ok && toCanada.order).toMatchObject({ shippingCents: 0, totalCents: 11499 })
  })

  it('prices shipping from the table it is given: an owner’s zones and rates, and no order to a country none lists', () => {
    const table = { ...SHIPPING_ZONES, eu: { ...SHIPPING_ZONES.eu, countries: ['FR' as const], standard: { cents: 6_50, minDays: 2, maxDays: 4 } } }
    const toFrance = createPendingOrder({ ...base, shippingTable: table, request: request([shirtLine(1)], 'guest@example.com', 'FR') })
    expect(toFrance.ok && toFrance.order.shipping).toEqual({
      zone: 'eu',
      countries: ['FR'],
      country: 'FR',
      rates: [
        { id: 'standard', label: 'Standard', cents: 650, minDays: 2, maxDays: 4 },
        { id: 'express', label: 'Express', cents: 1495, minDays: 1, maxDays: 2 },
      ],
    })
    expect(createPendingOrder({ ...base, shippingTable: table, request: request([shirtLine(1)]) })).toEqual({ ok: false, noShipping: true })
  })

  it('makes standard free from the goods after the code’s discount, never from the goods before it', () => {
    const none = createPendingOrder({ ...base, request: request([shirtLine(1), toteLine(2)]) })
    const code = (percentOff: number) => ({ promotion: tenOff(percentOff), used: false, useIds: ['TEN_x'] })
    const withCode = createPendingOrder({ ...base, request: request([shirtLine(1), toteLine(2)]), code: code(10) })
    expect(none.ok && none.order.shipping!.rates[0]).toMatchObject({ label: 'Free standard', cents: 0 })
    expect(withCode.ok && withCode.order).toMatchObject({ subtotalCents: 11499, discountCents: 1150 })
    // $114.99 less $11.50 is $103.49: still free.
    expect(withCode.ok && withCode.order.shipping!.rates[0]!.cents).toBe(0)
    const bigger = createPendingOrder({ ...base, request: request([shirtLine(1), toteLine(2)]), code: code(20) })
    // $114.99 less $23.00 is $91.99: standard costs again.
    expect(bigger.ok && bigger.order).toMatchObject({ discountCents: 2300, totalCents: 9199 })
    expect(bigger.ok && bigger.order.shipping!.rates[0]).toMatchObject({ label: 'Standard', cents: 495 })
    expect(createPendingOrder({ ...base, request: request([toteLine(2)]), code: { ...code(10), used: true } })).toEqual({
      ok: false,
      promotion: 'You have already used this code.',
    })
  })

  it('refuses a cart with a line the catalog no longer has, or more than is left, and reserves nothing', () => {
    expect(createPendingOrder({ ...base, request: request([{ ...toteLine(), itemId: 77 }]) })).toMatchObject({ ok: false, problems: [{ code: 'item-gone' }] })
    expect(createPendingOrder({ ...base, request: request([shirtLine(2)]) })).toEqual({
      ok: false,
      problems: [{ line: 0, code: 'short', available: 1, message: 'Only 1 left in size M, Navy.' }],
    })
  })
})

describe('attempts', () => {
  it('hash the same cart the same whatever its order, and differently for another buyer or cart', async () => {
    const a = await cartHash(request([shirtLine(1), toteLine(2)]), null)
    expect(await cartHash(request([toteLine(2), shirtLine(1)]), null)).toBe(a)
    expect(await cartHash(request([toteLine(2), shirtLine(1)]), 'u1')).not.toBe(a)
    expect(await cartHash(request([toteLine(3), shirtLine(1)]), null)).not.toBe(a)
    // Another country is another offer of shipping: a new order, not the first one's payment page.
    expect(await cartHash(request([shirtLine(1), toteLine(2)], 'guest@example.com', 'DE'), null)).not.toBe(a)
  })

  it('a replayed attempt id with the same cart is the same order; with a different cart it is refused', () => {
    expect(checkAttempt(undefined, 'x')).toEqual({ kind: 'new' })
    expect(checkAttempt({ id: 'o1', cartHash: 'x' }, 'x')).toEqual({ kind: 'replay', orderId: 'o1' })
    expect(checkAttempt({ id: 'o1', cartHash: 'x' }, 'y')).toEqual({ kind: 'reused' })
  })
})
