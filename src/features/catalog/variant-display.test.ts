import { describe, expect, it } from 'vitest'
import type { Item } from '../../lib/catalog/catalog-schema'
import { variantLabel } from '../../lib/catalog/variant'
import { closeUpsFor, imageFor, isComplete, isOptionSoldOut, isSoldOut, listChoice, resolveVariant, skuOf, stockOf } from './variant-display'
import { variantKey, variantsOf } from '../../lib/catalog/variant'

const tee: Item = {
  id: 9,
  name: 'Tee',
  imageUrl: '/tee.webp',
  price: 25,
  sizes: ['S', 'M'],
  colors: [
    { id: 'coral', name: 'Coral' },
    { id: 'navy', name: 'Navy', imageUrl: '/tee--navy.webp' },
  ],
  stock: { 'S/coral': 0, 'S/navy': 0, 'M/coral': 2 },
}
const tote: Item = { id: 3, name: 'Tote', imageUrl: '/tote.webp', price: 45 }

describe('variantKey', () => {
  it('joins size and colour, and is empty for an item without options', () => {
    expect(variantKey({ size: 'M', color: 'navy' })).toBe('M/navy')
    expect(variantKey({ size: '42' })).toBe('42')
    expect(variantKey({ color: 'navy' })).toBe('navy')
    expect(variantKey({})).toBe('')
  })
})

describe('variants', () => {
  it('lists every size in every colour, and one variant for an item without options', () => {
    expect(variantsOf(tee).map(variantKey)).toEqual(['S/coral', 'S/navy', 'M/coral', 'M/navy'])
    expect(variantsOf(tote)).toEqual([{}])
  })

  it('reads stock per variant, an item without options under its one key; a variant not listed has none; only an unlimited item has no limit', () => {
    expect(stockOf(tee, { size: 'M', color: 'coral' })).toBe(2)
    expect(stockOf(tee, { size: 'M', color: 'navy' })).toBe(0)
    expect(isSoldOut(tee, { size: 'S', color: 'navy' })).toBe(true)
    expect(isSoldOut(tote, {})).toBe(true)
    expect(stockOf({ ...tote, stock: { '*': 4 } }, {})).toBe(4)
    expect(stockOf({ ...tote, stock: { '*': 0 }, unlimited: true }, {})).toBeNull()
    expect(isSoldOut({ ...tee, unlimited: true }, { size: 'S', color: 'navy' })).toBe(false)
  })

  it('strikes out a size in no colour, and a choice of the sizes or colours only with the rest of the choice', () => {
    expect(isOptionSoldOut(tee, 'size', 'S', {})).toBe(true)
    expect(isOptionSoldOut(tee, 'size', 'M', {})).toBe(false)
    expect(isOptionSoldOut(tee, 'size', 'M', { color: 'navy' })).toBe(true)
    expect(isOptionSoldOut(tee, 'color', 'coral', { size: 'M' })).toBe(false)
    expect(isOptionSoldOut(tee, 'color', 'coral', { size: 'S', color: 'coral' })).toBe(true)
    expect(isOptionSoldOut(tee, 'color', 'navy', {})).toBe(true)
    expect(isOptionSoldOut({ ...tee, unlimited: true }, 'color', 'navy', {})).toBe(false)
    expect(isSoldOut(tee, { size: 'M' })).toBe(false)
    expect(isSoldOut(tee, { color: 'navy' })).toBe(true)
  })

  it('resolves what the address asks for, ignoring what the item does not have', () => {
    expect(resolveVariant(tee, { size: 'M', color: 'navy' })).toEqual({ size: 'M', color: 'navy' })
    expect(resolveVariant(tee, { size: 'XXL', color: 'green' })).toEqual({ color: 'coral' })
    expect(resolveVariant(tee, {})).toEqual({ color: 'coral' })
    expect(resolveVariant(tote, { size: 'M', color: 'navy' })).toEqual({})
    expect(isComplete(tee, { color: 'coral' })).toBe(false)
    expect(isComplete(tee, { size: 'S', color: 'coral' })).toBe(true)
    expect(isComplete(tote, {})).toBe(true)
  })

  it('names, numbers and pictures a variant', () => {
    expect(variantLabel({ size: 'M', color: 'navy', colorName: 'Navy' })).toBe('Size M · Navy')
    expect(variantLabel({ size: '42' })).toBe('Size 42')
    expect(variantLabel({})).toBe('')
    expect(skuOf(9, { size: 'M', color: 'navy' })).toBe('CC-9-M-NAVY')
    expect(skuOf(3, {})).toBe('CC-3')
    expect(imageFor(tee, { color: 'navy' })).toBe('/tee--navy.webp')
    expect(imageFor(tee, { color: 'coral' })).toBe('/tee.webp')
  })

  it("shows a colour's own close-ups, the item's with its own picture, and none drawn in another colour", () => {
    const withCloseUps: Item = {
      ...tee,
      images: ['/tee--detail.webp'],
      colors: [...tee.colors!, { id: 'forest', name: 'Forest', imageUrl: '/tee--forest.webp', images: ['/tee--forest-detail.webp'] }],
    }
    expect(closeUpsFor(withCloseUps, { color: 'coral' })).toEqual(['/tee--detail.webp'])
    expect(closeUpsFor(withCloseUps, { color: 'forest' })).toEqual(['/tee--forest-detail.webp'])
    expect(closeUpsFor(withCloseUps, { color: 'navy' })).toEqual([])
    expect(closeUpsFor(tote, {})).toEqual([])
  })

  it("takes a list's size and colour filters as the choice of an item that comes in them", () => {
    expect(listChoice(tee, { size: 'M', color: 'navy' })).toEqual({ size: 'M', color: 'navy' })
    expect(listChoice(tee, { color: 'olive' })).toEqual({})
    expect(listChoice(tee, { size: 'XL', color: 'coral' })).toEqual({ color: 'coral' })
    expect(listChoice(tote, { size: 'M', color: 'navy' })).toEqual({})
    expect(listChoice(tee, {})).toEqual({})
  })
})
