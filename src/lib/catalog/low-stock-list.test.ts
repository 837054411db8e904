import { describe, expect, it } from 'vitest'
import { toAdminCatalog } from './admin-catalog'
import { lowVariants } from './low-stock-list'

describe('lowVariants', () => {
  it('lists every counted variant at or below the threshold, fewest units first', () => {
    const tee = { id: 9, name: 'Tee', imageUrl: '/t.webp', price: 20, sizes: ['S', 'M', 'L'] }
    const cap = { id: 18, name: 'Cap', imageUrl: '/c.webp', price: 30, colors: [{ id: 'navy', name: 'Navy' }], hidden: true }
    const catalog = toAdminCatalog(
      [{ id: '2', data: { title: 'Apparel', items: [tee, cap, { id: 1, name: 'Bag', imageUrl: '/b.webp', price: 1 }] } }],
      [
        { id: '2_9', data: { units: { S: 3, M: 4, L: 0 } } },
        { id: '2_18', data: { units: { navy: 1 } } },
      ],
    )
    expect(lowVariants(catalog, 3).map(({ name, variant, units, hidden }) => [name, variant, units, hidden])).toEqual([
      ['Tee', 'Size L', 0, false],
      ['Cap', 'Navy', 1, true],
      ['Tee', 'Size S', 3, false],
    ])
    expect(lowVariants(catalog, 0)).toHaveLength(1)
  })
})
