import { describe, expect, it } from 'vitest'
import { findAdminItem, toAdminCatalog, totalUnits, variantRows } from './admin-catalog'

const tee = { id: 9, name: 'Tee', imageUrl: '/tee.webp', price: 24.99, sizes: ['S', 'M'], colors: [{ id: 'navy', name: 'Navy' }], revision: 4, hidden: true }
const bag = { id: 1, name: 'Bag', imageUrl: '/bag.webp', price: 125 }
const documents = [
  { id: '2', data: { title: 'Apparel', items: [tee, { id: 'x', name: '' }] } },
  { id: '1', data: { title: 'Bags', items: [bag] } },
  { id: '9', data: { items: 'none' } },
]

describe('toAdminCatalog', () => {
  it('reads every item with its revision, whether hidden, and the units of its stock document; counts what does not read', () => {
    const catalog = toAdminCatalog(documents, [{ id: '2_9', data: { units: { 'S/navy': 2, 'M/navy': 0 }, held: { 'order-1': { 'S/navy': 3 } } } }])
    expect(catalog.unreadable).toBe(2)
    expect(catalog.collections.map((collection) => [collection.id, collection.title, collection.items.length])).toEqual([
      ['2', 'Apparel', 1],
      ['1', 'Bags', 1],
    ])
    const shirt = findAdminItem(catalog, '2', 9)!
    expect(shirt.item).toMatchObject({ name: 'Tee', hidden: true, revision: 4 })
    expect(variantRows(shirt)).toEqual([
      { key: 'S/navy', label: 'Size S · Navy', units: 2, held: 3, shelf: 5 },
      { key: 'M/navy', label: 'Size M · Navy', units: 0, held: 0, shelf: 0 },
    ])
    expect(totalUnits(shirt)).toBe(2)
    const plain = findAdminItem(catalog, '1', 1)!
    expect(plain.item).toMatchObject({ hidden: false, revision: 0 })
    expect(variantRows(plain)).toEqual([{ key: '*', label: 'One variant', units: null, held: 0, shelf: null }])
    expect(totalUnits(plain)).toBeNull()
  })
})
