import { describe, expect, it } from 'vitest'
import { browse, facetsOf, knownParams, type ListedItem } from './browse'
import type { CatalogItem, Collection } from './types'

const collection = (title: string): Collection => ({ id: 1, title, slug: title.toLowerCase(), routeName: title.toLowerCase(), items: [] })
const apparel = collection('Apparel')
const bags = collection('Bags')
const item = (id: number, name: string, price: number, extra: Partial<CatalogItem> = {}): CatalogItem => ({
  id,
  name,
  price,
  imageUrl: '',
  slug: name.toLowerCase(),
  ...extra,
})
const tee = item(1, 'Tee', 25, {
  sizes: ['S', 'M'],
  colors: [
    { id: 'navy', name: 'Navy' },
    { id: 'coral', name: 'Coral' },
  ],
  stock: { 'S/navy': 0, 'S/coral': 3, 'M/navy': 0, 'M/coral': 0 },
})
const jeans = item(2, 'Jeans', 90, { sizes: ['M', 'XL'], stock: { M: 4, XL: 0 } })
const tote = item(3, 'Tote', 45, { stock: { '*': 2 } })
const duffel = item(4, 'Duffel', 90, { colors: [{ id: 'navy', name: 'Navy' }], unlimited: true })
const listed: ListedItem[] = [
  { item: tee, collection: apparel },
  { item: jeans, collection: apparel },
  { item: tote, collection: bags },
  { item: duffel, collection: bags },
]
const ids = (params: Parameters<typeof browse>[1]) => browse(listed, params).map((entry) => entry.item.id)

describe('browse', () => {
  it('keeps the given order without a sort, or with relevance', () => {
    expect(ids({})).toEqual([1, 2, 3, 4])
    expect(ids({ sort: 'relevance' })).toEqual([1, 2, 3, 4])
  })

  it('sorts by price both ways and by name, equal prices by name', () => {
    expect(ids({ sort: 'price-asc' })).toEqual([1, 3, 4, 2])
    expect(ids({ sort: 'price-desc' })).toEqual([4, 2, 3, 1])
    expect(ids({ sort: 'name' })).toEqual([4, 2, 1, 3])
  })

  it('filters by collection, size, colour and price, combined', () => {
    expect(ids({ collection: 'bags' })).toEqual([3, 4])
    expect(ids({ size: 'M' })).toEqual([1, 2])
    expect(ids({ color: 'navy' })).toEqual([1, 4])
    expect(ids({ min: 45, max: 89 })).toEqual([3])
    expect(ids({ color: 'navy', collection: 'apparel' })).toEqual([1])
    expect(ids({ size: 'M', color: 'navy', max: 30 })).toEqual([1])
  })

  it('leaves out a maximum price below the minimum, and keeps the minimum', () => {
    expect(ids({ min: 50, max: 10 })).toEqual([2, 4])
  })

  it('in stock only: some variant left (an item sold without a limit always has), in the chosen size and colour', () => {
    expect(ids({ inStock: true })).toEqual([1, 2, 3, 4])
    expect(ids({ inStock: true, color: 'navy' })).toEqual([4])
    expect(ids({ inStock: true, size: 'XL' })).toEqual([])
    expect(ids({ inStock: true, size: 'S' })).toEqual([1])
  })

  it('offers the collections, sizes (in size order) and colours of the list', () => {
    expect(facetsOf(listed)).toEqual({
      collections: [apparel, bags],
      sizes: ['S', 'M', 'XL'],
      colors: [
        { id: 'coral', name: 'Coral' },
        { id: 'navy', name: 'Navy' },
      ],
    })
  })

  it('drops a collection, size or colour none of the items has, and anything beside the parameters', () => {
    const facets = facetsOf(listed)
    expect(knownParams({ collection: 'shoes', size: 'ZZZ', color: 'teal', sort: 'name' }, facets)).toEqual({ sort: 'name' })
    expect(knownParams({ collection: 'bags', size: 'XL', color: 'coral', min: 50, max: 10, inStock: true }, facets)).toEqual({
      collection: 'bags',
      size: 'XL',
      color: 'coral',
      min: 50,
      max: 10,
      inStock: true,
    })
    expect(knownParams({ page: 2 } as Parameters<typeof knownParams>[0], facets)).toEqual({})
  })
})
