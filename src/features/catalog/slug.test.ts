import { describe, expect, it } from 'vitest'
import { slugify, uniqueSlugs } from './slug'

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
