import { describe, expect, it, vi } from 'vitest'
import { demoCatalog } from '../../../tests/support/demo-catalog'
import { mapCollections } from '../catalog/map-collections'
import { buildSearchIndex, buildSearchIndexAsync } from './search-index'
import { processTerm, tokenize } from './search-terms'

const collections = mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data })))
const index = buildSearchIndex(collections)
const names = (query: string) => index.search(query).map(({ item }) => item.name)

describe('search terms', () => {
  it('counts a hyphenated word as its parts and as one word, without case or accents', () => {
    expect(tokenize('Classic Crew-Neck T-Shirt, roll-top!')).toEqual(['Classic', 'Crew-Neck', 'T-Shirt', 'roll-top'])
    expect(processTerm('T-Shirt')).toEqual(['t', 'shirt', 'tshirt'])
    expect(processTerm('Crêpe')).toEqual(['crepe'])
    expect(processTerm('the')).toBeNull()
  })
})

describe('matching and ranking (demo catalog)', () => {
  it('finds "Canvas Rolltop Backpack" first for the typo "bakpack"', () => {
    expect(names('bakpack')[0]).toBe('Canvas Rolltop Backpack')
  })

  it('finds "Classic Crew Neck T-Shirt" for "tshirt" and for "t-shirt"', () => {
    expect(names('tshirt')[0]).toBe('Classic Crew Neck T-Shirt')
    expect(names('t-shirt')[0]).toBe('Classic Crew Neck T-Shirt')
  })

  it('suggests "Market Canvas Tote" for the prefix "tot"', () => {
    expect(names('tot')[0]).toBe('Market Canvas Tote')
  })

  it('matches the collection, the description and the colours too', () => {
    // 'Adventure' is only the collection's title: every item of it, and nothing else.
    expect(new Set(index.search('adventure').map(({ collection }) => collection.title))).toEqual(new Set(['Adventure']))
    expect(names('adventure')).toHaveLength(demoCatalog.find((c) => c.title === 'Adventure')!.items.length)
    // 'laptop' is only in descriptions.
    expect(names('laptop')).toEqual(expect.arrayContaining(['Canvas Rolltop Backpack', 'Leather Briefcase']))
    // 'olive' is a colour of the cap and the sling bag.
    expect(names('olive').sort()).toEqual(['Classic Baseball Cap', 'Urban Sling Bag'])
  })

  it('ranks a match in the name above one in the description', () => {
    const found = names('bag')
    expect(found.indexOf('Everyday Crossbody Bag')).toBeLessThan(found.indexOf('Leather Weekender Duffel'))
    expect(found).toContain('Urban Sling Bag')
  })

  it('needs every word of the query, in any field', () => {
    expect(names('navy sweater')).toEqual(['Cashmere Crewneck Sweater'])
    expect(names('leather')).toEqual(expect.arrayContaining(['Leather Briefcase', 'Full-Grain Leather Belt']))
    expect(names('leather briefcase')).toEqual(['Leather Briefcase'])
  })

  it('leaves out a one-letter word beside longer ones', () => {
    expect(names('wool s')).toEqual(names('wool'))
    expect(names('t shirt')).toEqual(names('shirt'))
    expect(names('b').length).toBeGreaterThan(0)
  })

  it('gives the best few when asked for a limit', () => {
    expect(index.search('bag', 3).map(({ item }) => item.name)).toEqual(names('bag').slice(0, 3))
  })

  it('finds nothing for nonsense, an empty query, or only common words', () => {
    expect(names('xyzzy')).toEqual([])
    expect(names('   ')).toEqual([])
    expect(names('the and')).toEqual([])
  })

  it('gives the same results in the same order every time, and from the asynchronous build', async () => {
    const again = await buildSearchIndexAsync(collections)
    for (const query of ['bag', 'canvas', 'navy', 'sh']) {
      expect(again.search(query).map(({ item }) => item.id)).toEqual(index.search(query).map(({ item }) => item.id))
    }
  })
})

describe('building the index in slices', () => {
  // The demo catalog's items repeated under new ids: a large catalog with the demo's words.
  const items = Object.values(collections).flatMap((collection) => collection.items)
  const large = mapCollections([
    { id: '1', data: { title: 'Everything', items: Array.from({ length: 600 }, (_, n) => ({ ...items[n % items.length]!, id: 10_000 + n })) } },
  ])

  it('gives a large catalog the same results, with the browser free between slices of 250 items', async () => {
    const tasks = vi.spyOn(globalThis, 'setTimeout')
    const sliced = await buildSearchIndexAsync(large)
    // Three slices of words, then three of documents: a pause before each step but the first.
    expect(tasks).toHaveBeenCalledTimes(5)
    tasks.mockRestore()
    const whole = buildSearchIndex(large)
    for (const query of ['bag', 'coat', 'navy shirt', 'bakpack']) {
      expect(sliced.search(query).map(({ item }) => item.id)).toEqual(whole.search(query).map(({ item }) => item.id))
    }
  })

  it('builds a small catalog without pausing', async () => {
    const tasks = vi.spyOn(globalThis, 'setTimeout')
    await buildSearchIndexAsync(collections)
    expect(tasks).not.toHaveBeenCalled()
    tasks.mockRestore()
  })
})
