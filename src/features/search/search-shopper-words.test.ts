// What shoppers type besides the name of a thing: a size, a gift, words around them (demo catalog).
import { describe, expect, it } from 'vitest'
import { demoCatalog } from '../../../tests/support/demo-catalog'
import type { CollectionsMap } from '../catalog/types'
import { mapCollections } from '../catalog/map-collections'
import { buildSearchIndex } from './search-index'
import { sizesIn } from './search-sizes'

const collections = mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data })))
const index = buildSearchIndex(collections)
const found = (query: string) => index.search(query).map(({ item }) => item)
const names = (query: string) => found(query).map((item) => item.name)

describe('sizes in a query', () => {
  const sizeNames = new Set(['xs', 's', 'm', 'l', 'xl', '42'])

  it('are words the catalog has as sizes, after "size", longer than a letter, or not last', () => {
    expect(sizesIn(['size', 'M', 'shirt'], sizeNames)).toEqual({ sizes: new Set(['m']), rest: ['size', 'shirt'] })
    expect(sizesIn(['shirt', 'size', 'M'], sizeNames)).toEqual({ sizes: new Set(['m']), rest: ['shirt', 'size'] })
    expect(sizesIn(['boots', '42'], sizeNames)).toEqual({ sizes: new Set(['42']), rest: ['boots'] })
    expect(sizesIn(['XL', 'hoodie'], sizeNames)).toEqual({ sizes: new Set(['xl']), rest: ['hoodie'] })
    // Still being typed, or the only word: not a size.
    expect(sizesIn(['wool', 's'], sizeNames)).toEqual({ sizes: new Set(), rest: ['wool', 's'] })
    expect(sizesIn(['m'], sizeNames)).toEqual({ sizes: new Set(), rest: ['m'] })
  })

  it('"size M shirt" finds the shirts offered in M, the word "size" matching nothing itself', () => {
    const shirts = found('size M shirt')
    expect(shirts.map((item) => item.name)).toEqual(expect.arrayContaining(['Classic Crew Neck T-Shirt', 'Oxford Button-Down Shirt']))
    for (const item of shirts) expect(item.sizes).toContain('M')
    expect(names('shirt size M')).toEqual(names('size M shirt'))
  })

  it('a size no item of the kind has narrows to nothing; a shoe size finds shoes', () => {
    expect(names('shirt 42')).toEqual([])
    expect(names('boots 42')).toEqual(['Waterproof Hiking Boots'])
    expect(found('size M').every((item) => item.sizes?.includes('M'))).toBe(true)
    expect(found('size M').length).toBeGreaterThan(5)
  })
})

describe('gifts', () => {
  it('"gift" finds what can be given without knowing a size, and so do "gifts", "present" and "gift ideas for him"', () => {
    const gifts = found('gift')
    expect(gifts.map((item) => item.name)).toEqual(expect.arrayContaining(['Merino Wool Scarf', 'Slim Card Wallet', 'Minimalist Leather Strap Watch']))
    for (const item of gifts) expect(item.sizes ?? []).toEqual([])
    for (const query of ['gifts', 'present', 'gift ideas for him']) expect(names(query).sort()).toEqual(names('gift').sort())
    expect(names('leather gift')).toEqual(expect.arrayContaining(['Leather Briefcase', 'Full-Grain Leather Belt']))
    expect(names('leather gift')).not.toContain('Leather Touchscreen Gloves')
  })
})

describe('sale', () => {
  const DAY = 24 * 60 * 60 * 1000
  /** The demo catalog with the shirt (item 9) on sale from yesterday to tomorrow, and the tee's sale over. */
  const withSales = (): CollectionsMap => {
    const now = Date.now()
    const sale = (from: number, until: number) => ({ price: 9.99, from: new Date(from).toISOString(), until: new Date(until).toISOString() })
    return Object.fromEntries(
      Object.entries(mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data })))).map(([id, collection]) => [
        id,
        {
          ...collection,
          items: collection.items.map((item) =>
            item.id === 9 ? { ...item, sale: sale(now - DAY, now + DAY) } : item.id === 1 ? { ...item, sale: sale(now - 3 * DAY, now - DAY) } : item,
          ),
        },
      ]),
    )
  }

  it('"sale" finds what is reduced now, and never a sole: with nothing on sale it finds nothing', () => {
    expect(names('sale')).toEqual([])
    const onSale = buildSearchIndex(withSales())
    expect(onSale.search('sale').map(({ item }) => item.id)).toEqual([9])
    expect(onSale.search('shirt sale').map(({ item }) => item.id)).toEqual([9])
  })

  it('the soles of the shoes are still found as "sole"', () => {
    expect(names('sole')).toEqual(expect.arrayContaining(['Canvas High-Top Sneakers', 'Waterproof Hiking Boots']))
  })
})
