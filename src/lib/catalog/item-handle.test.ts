import { describe, expect, it } from 'vitest'
import { readItem } from './catalog-schema'
import { itemSlugs, slugify, uniqueSlugs } from './item-handle'

describe('slugify', () => {
  it.each([
    ['Classic Crew Neck T-Shirt', 'classic-crew-neck-t-shirt'],
    ['Carry-On Rolling Suitcase', 'carry-on-rolling-suitcase'],
    ['  Crêpe & Café  ', 'crepe-cafe'],
    ['8×25 Binoculars!', '8-25-binoculars'],
    ['???', 'item'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })
})

describe('uniqueSlugs', () => {
  it('numbers repeated names within the list', () => {
    expect(uniqueSlugs(['Tote', 'TOTE', 'Bag', 'tote'])).toEqual(['tote', 'tote-2', 'bag', 'tote-3'])
  })
  it('never gives a slug that another name already has', () => {
    expect(uniqueSlugs(['Tote', 'Tote', 'Tote 2'])).toEqual(['tote', 'tote-2', 'tote-2-2'])
  })
})

describe('itemSlugs', () => {
  it('keeps an item’s handle whatever its name is now, and gives the others the slugs their names make', () => {
    expect(itemSlugs([{ name: 'Classic Tee, Organic', handle: 'classic-tee' }, { name: 'Tote' }])).toEqual(['classic-tee', 'tote'])
  })

  it('never gives a name’s slug that a handle holds', () => {
    expect(itemSlugs([{ name: 'Tote' }, { name: 'Bag', handle: 'tote' }])).toEqual(['tote-2', 'tote'])
  })

  it('has the catalog read a stored handle that is not text as none: the item keeps the address its name makes', () => {
    const { item, dropped } = readItem({ id: 1, name: 'Tote', imageUrl: '/t.webp', price: 5, handle: 42 })
    expect(dropped).toEqual([expect.stringContaining('handle')])
    expect(item && 'handle' in item).toBe(false)
    expect(itemSlugs([item!])).toEqual(['tote'])
  })
})
