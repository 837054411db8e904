import { describe, expect, it } from 'vitest'
import { cartHash, checkAttempt, createPendingOrder } from './create-order'
import { shippingOptions } from './shipping'
import { request, shirtLine, testCatalog, testStock, toteLine } from '../../../tests/support/test-catalog'

const NOW = new Date('2026-11-01T10:00:00.000Z')
const base = { catalog: testCatalog(), stock: testStock(), uid: null, orderId: 'o1', tokenHash: 'h'.repeat(64), cartHash: 'c'.repeat(64), now: NOW }

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
    expect(toIreland.ok && toIreland.order.shipping).toEqual({ zone: 'eu', rates: shippingOptions('eu', 11499) })
    expect(toIreland.ok && toIreland.order.shipping!.rates.map((rate) => rate.cents)).toEqual([0, 1495])
    const toCanada = createPendingOrder({ ...base, request: request([shirtLine(1), toteLine(2)], 'guest@example.com', 'CA') })
    expect(toCanada.ok && toCanada.order.shipping).toEqual({ zone: 'world', rates: shippingOptions('world', 11499) })
    expect(toCanada.ok && toCanada.order).toMatchObject({ shippingCents: 0, totalCents: 11499 })
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
