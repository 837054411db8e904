import { describe, expect, it } from 'vitest'
import type { Item } from '../../lib/catalog/catalog-schema'
import { cardAsks, startColor } from './card-choice'

const tee: Item = {
  id: 9,
  name: 'Tee',
  imageUrl: '/tee.webp',
  price: 25,
  sizes: ['S', 'M'],
  colors: [
    { id: 'coral', name: 'Coral' },
    { id: 'navy', name: 'Navy' },
  ],
  stock: { 'S/coral': 0, 'M/coral': 0, 'S/navy': 0, 'M/navy': 3 },
}
const bag: Item = { id: 6, name: 'Bag', imageUrl: '/bag.webp', price: 80, colors: tee.colors!, stock: { coral: 0, navy: 2 } }
const tote: Item = { id: 3, name: 'Tote', imageUrl: '/tote.webp', price: 45 }

describe('cardAsks', () => {
  it('asks for what the list did not choose', () => {
    expect(cardAsks(tee, {})).toEqual({ size: true, color: true })
    expect(cardAsks(tee, { color: 'navy' })).toEqual({ size: true, color: false })
    expect(cardAsks(tee, { size: 'M' })).toEqual({ size: false, color: true })
    expect(cardAsks(tee, { size: 'M', color: 'navy' })).toEqual({ size: false, color: false })
    expect(cardAsks(bag, {})).toEqual({ size: false, color: true })
    expect(cardAsks(bag, { color: 'navy' })).toEqual({ size: false, color: false })
    expect(cardAsks(tote, {})).toEqual({ size: false, color: false })
  })

  it('asks again when the variant chosen is sold out', () => {
    expect(cardAsks(tee, { size: 'S', color: 'navy' })).toEqual({ size: true, color: false })
    expect(cardAsks(bag, { color: 'coral' })).toEqual({ size: false, color: true })
  })
})

describe('startColor', () => {
  it("starts from the list's colour, else the first with a variant in stock", () => {
    expect(startColor(tee, { color: 'coral' })).toBe('coral')
    expect(startColor(tee, {})).toBe('navy')
    expect(startColor(bag, {})).toBe('navy')
    expect(startColor(tote, {})).toBeUndefined()
  })
})
