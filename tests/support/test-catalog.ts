// A small catalog for the order code's tests: a shirt in sizes and colours with counted stock, a cap in colours,
// boots in sizes, and a tote with nothing to choose, counted under its one key. The stock documents hold the same
// counts the catalog shows, and no holds.
import type { CatalogSnapshot } from '../../src/lib/orders/catalog-snapshot'
import type { CheckoutRequest } from '../../src/lib/orders/checkout-request'
import type { StockSnapshot } from '../../src/lib/orders/stock'

const shirt = {
  id: 9,
  name: 'Crew Neck T-Shirt',
  imageUrl: '/images/items/shirt.webp',
  price: 24.99,
  sizes: ['S', 'M'],
  colors: [
    { id: 'navy', name: 'Navy' },
    { id: 'coral', name: 'Coral' },
  ],
  stock: { 'S/navy': 3, 'S/coral': 0, 'M/navy': 1, 'M/coral': 5 },
}

export const testCatalog = (): CatalogSnapshot => ({
  '2': { items: [structuredClone(shirt), { id: 33, name: 'Hiking Boots', imageUrl: '/b.webp', price: 175, sizes: ['42', '43'], stock: { '42': 2, '43': 0 } }] },
  '3': {
    items: [
      { id: 18, name: 'Baseball Cap', imageUrl: '/c.webp', price: 29.99, colors: [{ id: 'olive', name: 'Olive' }], stock: { olive: 4 } },
      { id: 3, name: 'Canvas Tote', imageUrl: '/t.webp', price: 45, stock: { '*': 10 } },
    ],
  },
})

const counted = (units: Record<string, unknown>) => ({ units, held: {}, unlimited: false })

export const testStock = (): StockSnapshot => ({
  '2_9': counted({ ...shirt.stock }),
  '2_33': counted({ '42': 2, '43': 0 }),
  '3_18': counted({ olive: 4 }),
  '3_3': counted({ '*': 10 }),
})

export const shirtLine = (quantity = 1, size = 'M', color = 'navy') => ({ collectionId: '2', itemId: 9, size, color, quantity })
export const toteLine = (quantity = 1) => ({ collectionId: '3', itemId: 3, quantity })

export const request = (
  lines: CheckoutRequest['lines'],
  email = 'guest@example.com',
  country: CheckoutRequest['country'] = 'IE',
): CheckoutRequest & { email: string } => ({
  lines,
  email,
  country,
  attemptId: 'attempt-0000000001',
})
