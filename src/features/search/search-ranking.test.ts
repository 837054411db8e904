// What a shopper types and what should come first, on the demo catalog: words of its own, kinds of things
// (category and keywords), words inside compound words, plurals, typos, and exact matches above corrected ones.
import { describe, expect, it } from 'vitest'
import { demoCatalog } from '../../../tests/support/demo-catalog'
import { mapCollections } from '../catalog/map-collections'
import type { CatalogItem, Collection } from '../catalog/types'
import { buildSearchIndex } from './search-index'

const index = buildSearchIndex(mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data }))))
const names = (query: string) => index.search(query).map(({ item }) => item.name)

describe('the first result for what shoppers type', () => {
  it.each([
    ['coat', 'Wool Blend Overcoat'],
    ['wool coat', 'Wool Blend Overcoat'],
    ['shoes', 'Waterproof Hiking Boots'],
    ['shoe', 'Waterproof Hiking Boots'],
    ['sneakers', 'Canvas High-Top Sneakers'],
    ['footwear', 'Canvas High-Top Sneakers'],
    ['hat', 'Wide Brim Ranger Hat'],
    ['hats', 'Wide Brim Ranger Hat'],
    ['cap', 'Classic Baseball Cap'],
    ['beanie', 'Ribbed Knit Beanie'],
    ['shirt', 'Oxford Button-Down Shirt'],
    ['tshirt', 'Classic Crew Neck T-Shirt'],
    ['t-shirt', 'Classic Crew Neck T-Shirt'],
    ['jumper', 'Cashmere Crewneck Sweater'],
    ['navy sweater', 'Cashmere Crewneck Sweater'],
    ['women', 'Pleated Midi Skirt'],
    ["women's", 'Pleated Midi Skirt'],
    ['raincoat', 'Waterproof Commuter Jacket'],
    ['sunglasses', 'Polarized Aviator Sunglasses'],
    ['torch', 'Rechargeable LED Flashlight'],
    ['leather briefcase', 'Leather Briefcase'],
    ['tot', 'Market Canvas Tote'],
    // Typos
    ['bakpack', 'Canvas Rolltop Backpack'],
    ['jaket', 'Waterproof Commuter Jacket'],
    ['sunglases', 'Polarized Aviator Sunglasses'],
    ['sweeter', 'Cashmere Crewneck Sweater'],
  ])('%s → %s', (query, first) => {
    expect(names(query)[0]).toBe(first)
  })
})

describe('what else the results hold, and in which order', () => {
  it('"shoes" lists the sneakers and the boots before the duffel with a shoe pocket', () => {
    const found = names('shoes')
    expect(found.slice(0, 2).sort()).toEqual(['Canvas High-Top Sneakers', 'Waterproof Hiking Boots'])
  })

  it('"hat" finds the cap and the beanie too', () => {
    expect(names('hat')).toEqual(expect.arrayContaining(['Classic Baseball Cap', 'Ribbed Knit Beanie']))
  })

  it('"shirt" lists the shirts and not the skirt a typo away: a word the catalog names things by is meant as typed', () => {
    const found = names('shirt')
    expect(found).toEqual(expect.arrayContaining(['Classic Crew Neck T-Shirt', 'Oxford Button-Down Shirt']))
    expect(found).not.toContain('Pleated Midi Skirt')
    // A word the catalog does not know is still taken for a typo of one it does.
    expect(names('sjirt')).toEqual(expect.arrayContaining(['Classic Crew Neck T-Shirt', 'Oxford Button-Down Shirt']))
  })

  it('"women" finds the dress and the skirt; "jumper" finds the sweater', () => {
    expect(names('women')).toEqual(expect.arrayContaining(['Floral Wrap Midi Dress', 'Pleated Midi Skirt']))
    expect(names('jumper')).toContain('Cashmere Crewneck Sweater')
  })
})

describe('words inside compound words', () => {
  const item = (id: number, name: string): CatalogItem => ({ id, name, imageUrl: '', price: 1, slug: String(id) })
  const collection: Collection = {
    id: 1,
    title: 'Everything',
    slug: 'everything',
    routeName: 'everything',
    items: [item(1, 'Grey Sweatshirt'), item(2, 'Oxford Shirt'), item(3, 'Canvas Handbag'), item(4, 'Tote Bag'), item(5, 'Rolltop Pack')],
  }
  const small = buildSearchIndex({ everything: collection })
  const found = (query: string) => small.search(query).map(({ item }) => item.name)

  it('finds a word of the catalog at the end of a longer one, after the items that have it as a word', () => {
    expect(found('shirt')).toEqual(['Oxford Shirt', 'Grey Sweatshirt'])
    expect(found('bag')).toEqual(['Tote Bag', 'Canvas Handbag'])
  })

  it('splits only into words the catalog uses, never into fragments', () => {
    expect(found('top')).toEqual([])
    expect(found('weat')).toEqual([])
  })
})
