import { describe, expect, it } from 'vitest'
import { paidOrder, pendingOrder } from '../../../tests/support/order-fixture'
import { addressKey, customerChange, customerKey, emailOfKey, identityFields, readCustomer, type CustomerFigures } from './customer-summary'
import type { Order } from './order'

const address = { name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'IE' }

/** The summary's figures after a run of saves of one or more orders, each from what it was before (null: new). */
function summed(saves: [Order | null, Order][]): CustomerFigures {
  return saves.reduce(
    (sum, [before, after]) => {
      const change = customerChange(before, after)
      return change ? { orders: sum.orders + change.figures.orders, spentCents: sum.spentCents + change.figures.spentCents } : sum
    },
    { orders: 0, spentCents: 0 },
  )
}

describe('customerKey', () => {
  it('is one key per email however it was typed, and reads back into the email', () => {
    const key = customerKey(' Ann.Lee+shop@Example.com ')!
    expect(key).toBe(customerKey('ann.lee+shop@example.com'))
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(emailOfKey(key)).toBe('ann.lee+shop@example.com')
    expect(emailOfKey(customerKey('josé/o@exämple.com')!)).toBe('josé/o@exämple.com')
  })

  it('has none for an erased order, and reads no email from a key the shop never made', () => {
    expect(customerKey('')).toBeNull()
    expect(emailOfKey('not a key')).toBeNull()
    expect(emailOfKey('YW5u')).toBe('ann')
    // 'Ann': a key the shop would have made from 'ann' instead.
    expect(emailOfKey('QW5u')).toBeNull()
    expect(emailOfKey('QW5')).toBeNull()
  })
})

describe('customerChange', () => {
  it('counts an order once it is paid, with its total; a checkout left unpaid counts nothing but dates the customer', () => {
    const pending = pendingOrder()
    const paid = paidOrder({ shippingAddress: address })
    expect(customerChange(pending, pendingOrder({ status: 'expired' }))).toEqual({
      key: customerKey('guest@example.com'),
      figures: { orders: 0, spentCents: 0 },
      identity: { email: 'guest@example.com', lastOrderAt: pending.createdAt },
    })
    expect(customerChange(pending, paid)).toEqual({
      key: customerKey('guest@example.com'),
      figures: { orders: 1, spentCents: 5493 },
      identity: { email: 'guest@example.com', lastOrderAt: pending.createdAt, name: 'Ann Lee', address },
    })
    // A later save (shipped) changes nothing; the same save again adds nothing.
    expect(customerChange(paid, { ...paid, status: 'shipped', shippedAt: '2026-11-02T10:00:00.000Z' })).toBeNull()
    expect(customerChange(paid, paid)).toBeNull()
  })

  it('takes partial refunds off what they spent, not the ones that failed, and keeps the order counted', () => {
    const paid = paidOrder({ shippingAddress: address })
    const refunded = { ...paid, refunds: [{ id: 're_1', amountCents: 1000, at: '2026-11-03T10:00:00.000Z' }] }
    const failed = {
      ...refunded,
      refunds: [...refunded.refunds, { id: 're_2', amountCents: 300, at: '2026-11-03T11:00:00.000Z', failedAt: '2026-11-03T12:00:00.000Z' }],
    }
    expect(customerChange(paid, refunded)).toMatchObject({ figures: { orders: 0, spentCents: -1000 }, identity: null })
    expect(customerChange(refunded, failed)).toBeNull()
    expect(
      summed([
        [pendingOrder(), paid],
        [paid, refunded],
        [refunded, failed],
      ]),
    ).toEqual({ orders: 1, spentCents: 4493 })
    // Refunded in full: still an order they placed, worth nothing now.
    const whole = { ...paid, status: 'refunded' as const, refunds: [{ id: 're_3', amountCents: 5493, at: '2026-11-03T10:00:00.000Z' }] }
    expect(
      summed([
        [pendingOrder(), paid],
        [paid, whole],
      ]),
    ).toEqual({ orders: 1, spentCents: 0 })
  })

  it('makes a guest and, later, an account with the same email one customer', () => {
    const guest = paidOrder({ id: 'guest1', email: 'Ann@Example.com', shippingAddress: address })
    const account = paidOrder({ id: 'acct1', uid: 'ann', email: 'ann@example.com', createdAt: '2026-11-20T09:00:00.000Z', shippingAddress: address })
    const changes = [customerChange(pendingOrder({ id: 'guest1', email: 'Ann@Example.com' }), guest), customerChange(null, account)]
    expect(new Set(changes.map((change) => change!.key))).toEqual(new Set([customerKey('ann@example.com')]))
    expect(
      summed([
        [null, guest],
        [null, account],
      ]),
    ).toEqual({ orders: 2, spentCents: 10986 })
  })

  it('counts an order stored before the summaries existed whole, and leaves an erased order to no one', () => {
    expect(customerChange(null, paidOrder())).toMatchObject({ figures: { orders: 1, spentCents: 5493 } })
    expect(customerChange(paidOrder(), paidOrder({ email: '', personalDataErasedAt: '2026-12-01T00:00:00.000Z' }))).toBeNull()
  })
})

describe('identityFields', () => {
  it('writes the newest order’s date and name, and joins every address; an older order adds only its address', () => {
    const identity = { email: 'ann@example.com', lastOrderAt: '2026-11-01T09:50:00.000Z', name: 'Ann Lee', address }
    const key = addressKey(address)
    expect(identityFields(identity)).toEqual({
      email: 'ann@example.com',
      lastOrderAt: new Date('2026-11-01T09:50:00.000Z'),
      name: 'Ann Lee',
      nameTerms: expect.arrayContaining(['an', 'ann lee', 'lee']),
      addresses: { [key]: address },
    })
    expect(identityFields(identity, false)).toEqual({ email: 'ann@example.com', addresses: { [key]: address } })
    expect(addressKey({ ...address, line1: ' 5 QUAY street' })).toBe(key)
  })
})

describe('readCustomer', () => {
  it('reads a stored summary, and leaves out one it cannot', () => {
    const data = { email: 'ann@example.com', name: 'Ann Lee', orders: 2, spentCents: 999, lastOrderAt: '2026-11-01T09:50:00.000Z', addresses: { a1: address } }
    expect(readCustomer('k', data)).toEqual({
      key: 'k',
      email: 'ann@example.com',
      name: 'Ann Lee',
      orders: 2,
      spentCents: 999,
      lastOrderAt: '2026-11-01T09:50:00.000Z',
      addresses: [address],
    })
    expect(readCustomer('k', { email: 'ann@example.com' })).toMatchObject({ orders: 0, lastOrderAt: null, addresses: [] })
    expect(readCustomer('k', { orders: 'many' })).toBeNull()
  })
})
