import { describe, expect, it } from 'vitest'
import type { CatalogItem } from '../catalog/types'
import { soldOutText, toChoose } from './sold-out'

const base = { id: 1, name: 'Thing', slug: 'thing', imageUrl: '/a.webp', price: 10 } as CatalogItem
const sized = (stock: Record<string, number>) => ({ ...base, sizes: ['S', 'M', 'L'], stock }) as CatalogItem

describe('soldOutText', () => {
  it('says nothing of an item in stock, and names the sizes that are sold out', () => {
    expect(soldOutText({ ...base, stock: { '*': 3 } } as CatalogItem)).toBe('')
    expect(soldOutText(sized({ S: 2, M: 0, L: 0 }))).toBe('Sold out in M, L')
  })

  it('says Sold out when every size, or the item without options, is sold out', () => {
    expect(soldOutText(sized({ S: 0, M: 0, L: 0 }))).toBe('Sold out')
    expect(soldOutText({ ...base, stock: { '*': 0 } } as CatalogItem)).toBe('Sold out')
  })

  it('counts a size sold out only in no colour, and an item in colours alone sold out when every colour is', () => {
    const colors = [
      { id: 'navy', name: 'Navy' },
      { id: 'coral', name: 'Coral' },
    ]
    expect(soldOutText({ ...sized({ 'S/navy': 0, 'S/coral': 1, 'M/navy': 0, 'M/coral': 0 }), colors })).toBe('Sold out in M, L')
    expect(soldOutText({ ...base, colors, stock: { navy: 0, coral: 0 } } as CatalogItem)).toBe('Sold out')
    expect(soldOutText({ ...base, colors, stock: { navy: 0, coral: 1 } } as CatalogItem)).toBe('')
  })
})

it('names the options still to choose: none for an item that adds at once', () => {
  expect(toChoose(base)).toEqual([])
  expect(toChoose(sized({ S: 1 }))).toEqual(['size'])
})
