import { describe, expect, it } from 'vitest'
import { toLiveShopperOrder } from './live-order'

const stored = {
  status: 'delivered',
  uid: 'u1',
  email: 'ann@example.com',
  lines: [{ collectionId: 'hats', itemId: 1, name: 'Brown Brim', quantity: 1, unitCents: 2500 }],
  subtotalCents: 2500,
  shippingCents: 500,
  totalCents: 3000,
  currency: 'usd',
  sessionId: 'cs_1',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-11-01T11:00:00.000Z',
  paidAt: '2026-11-01T10:05:00.000Z',
  deliveredAt: '2026-11-10T10:00:00.000Z',
  tokenHash: 'secret',
  cartHash: 'secret',
  attemptId: 'a1',
  paymentId: 'pi_1',
  history: [],
}

describe('toLiveShopperOrder', () => {
  it('shows what /api would: no hashes, the withdrawal window worked out, what the shop said about mail kept', () => {
    const order = toLiveShopperOrder('ABCDEFGH23', stored, undefined, new Date('2026-11-20T00:00:00Z'))
    expect(order).toMatchObject({ id: 'ABCDEFGH23', status: 'delivered', withdrawal: { endsAt: '2026-11-24T22:59:59.999Z', open: true } })
    for (const hidden of ['tokenHash', 'cartHash', 'attemptId', 'paymentId', 'history']) expect(order).not.toHaveProperty(hidden)
    const later = toLiveShopperOrder('ABCDEFGH23', stored, { ...order!, sendsMail: true }, new Date('2026-12-01T00:00:00Z'))
    expect(later).toMatchObject({ sendsMail: true, withdrawal: { open: false } })
  })

  it('reads Firestore Timestamps as the ISO times the pages read', () => {
    const asTimestamp = (iso: string) => ({ toDate: () => new Date(iso) })
    const order = toLiveShopperOrder('ABCDEFGH23', { ...stored, createdAt: asTimestamp('2026-11-01T10:00:00.000Z') }, undefined)
    expect(order?.createdAt).toBe('2026-11-01T10:00:00.000Z')
  })

  it.each([
    ['an unknown status', { status: 'lost' }],
    ['a total that is not cents', { totalCents: 'a lot' }],
    ['no lines', { lines: undefined }],
  ])('refuses a document with %s', (_, edit) => {
    expect(toLiveShopperOrder('ABCDEFGH23', { ...stored, ...edit }, undefined)).toBeNull()
  })

  it('refuses what is not a document', () => {
    expect(toLiveShopperOrder('ABCDEFGH23', null, undefined)).toBeNull()
  })
})
