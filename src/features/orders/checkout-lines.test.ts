import { describe, expect, it } from 'vitest'
import type { CollectionsMap } from '../catalog/types'
import { checkoutLines } from './checkout-lines'

const collections = {
  apparel: {
    id: 2,
    title: 'Apparel',
    slug: 'apparel',
    routeName: 'apparel',
    items: [{ id: 9, name: 'Shirt', imageUrl: '/s.webp', price: 24.99, slug: 'shirt' }],
  },
} as CollectionsMap

describe('checkoutLines', () => {
  it('names each line by collection, item, variant and quantity, and never by price', () => {
    const cart = [{ id: 9, name: 'Shirt', imageUrl: '/s.webp', price: 0.01, variant: { size: 'M', color: 'navy', colorName: 'Navy' }, quantity: 2 }]
    expect(checkoutLines(cart, collections)).toEqual({ ok: true, lines: [{ collectionId: '2', itemId: 9, size: 'M', color: 'navy', quantity: 2 }] })
  })

  it('reports the lines the catalog no longer lists', () => {
    const cart = [{ id: 77, name: 'Old', imageUrl: '/o.webp', price: 5, quantity: 1 }]
    expect(checkoutLines(cart, collections)).toEqual({ ok: false, missing: [0] })
  })
})
