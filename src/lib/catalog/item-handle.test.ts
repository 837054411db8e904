import { describe, expect, it } from 'vitest'
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

  it('never gives a name’s slug that a handle holds, and lets the first of two equal handles keep it', () => {
    expect(itemSlugs([{ name: 'Tote' }, { name: 'Bag', handle: 'tote' }])).toEqual(['tote-2', 'tote'])
    expect(
      itemSlugs([
        { name: 'A', handle: 'same' },
        { name: 'B', handle: 'same' },
      ]),
    ).toEqual(['same', 'b'])
  })

  it('reads a handle that is not one as none', () => {
    expect(
      itemSlugs([
        { name: 'Tote', handle: 'Not A Handle' },
        { name: 'Cap', handle: 42 },
      ]),
    ).toEqual(['tote', 'cap'])
  })
})
