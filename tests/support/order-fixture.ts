// Orders in each status, for the order code's tests.
import type { Order } from '../../src/lib/orders/order'

export const PAID_AT = '2026-11-01T10:00:00.000Z'

export function pendingOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order1',
    status: 'pending',
    uid: null,
    email: 'guest@example.com',
    lines: [{ collectionId: '2', itemId: 9, name: 'Crew Neck T-Shirt', size: 'M', color: 'navy', colorName: 'Navy', quantity: 2, unitCents: 2499 }],
    subtotalCents: 4998,
    shippingCents: 0,
    totalCents: 4998,
    currency: 'usd',
    attemptId: 'attempt-0000000001',
    cartHash: 'c'.repeat(64),
    tokenHash: 't'.repeat(64),
    sessionId: 'cs_test_1',
    createdAt: '2026-11-01T09:50:00.000Z',
    expiresAt: '2026-11-01T10:20:00.000Z',
    ...overrides,
  }
}

export const paidOrder = (overrides: Partial<Order> = {}): Order =>
  pendingOrder({ status: 'paid', paidAt: PAID_AT, shippingCents: 495, totalCents: 5493, ...overrides })
