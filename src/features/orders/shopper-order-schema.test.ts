import { describe, expect, it } from 'vitest'
import { toShopperOrder } from './shopper-order-schema'

const order = {
  id: 'abc123',
  status: 'paid',
  uid: null,
  email: 'a@example.com',
  lines: [{ collectionId: '2', itemId: 9, name: 'Tee', size: 'M', quantity: 1, unitCents: 2499 }],
  subtotalCents: 2499,
  shippingCents: 495,
  totalCents: 2994,
  currency: 'usd',
  sessionId: 'cs_test_1',
  createdAt: '2026-06-20T10:00:00.000Z',
  expiresAt: '2026-06-20T10:30:00.000Z',
  withdrawal: { endsAt: '2026-07-04T10:00:00.000Z', open: true },
}

describe('toShopperOrder', () => {
  it('takes an order of the shape the pages read, with its other fields', () => {
    expect(toShopperOrder(order)).toBe(order)
    expect(toShopperOrder({ ...order, shippingAddress: { name: 'A', line1: '1 St', city: 'X', postalCode: '1', country: 'DE' } })).not.toBeNull()
  })

  it.each([
    ['no id', { ...order, id: undefined }],
    ['an unknown status', { ...order, status: 'lost-in-space' }],
    ['a total as text', { ...order, totalCents: 'lots' }],
    ['no lines', { ...order, lines: undefined }],
    ['a line without a quantity', { ...order, lines: [{ ...order.lines[0], quantity: undefined }] }],
    ['a time that is not one', { ...order, createdAt: 'yesterday' }],
    ['no withdrawal window', { ...order, withdrawal: undefined }],
    ['nothing', null],
  ])('refuses an order with %s', (_, data) => {
    expect(toShopperOrder(data)).toBeNull()
  })
})
