import { describe, expect, it } from 'vitest'
import { colorId, newItemOf, variantFields, type NewItemText } from './new-item'

const picture = 'https://firebasestorage.googleapis.com/v0/b/b/o/items%2F1%2Fa.png?alt=media&token=t'
const text = (changes: Partial<NewItemText> = {}): NewItemText => ({
  name: 'Linen Shirt',
  description: '',
  price: '49.5',
  sizes: '',
  colors: '',
  imageUrl: picture,
  images: [],
  units: {},
  ...changes,
})

describe('newItemOf', () => {
  it('makes the item the schema reads, with the starting units of each variant', () => {
    const made = newItemOf(text({ description: ' Cool. ', sizes: 'S, M', colors: 'Dark Navy', units: { 'S/dark-navy': '3' }, images: ['/x.webp'] }))
    expect(made).toEqual({
      ok: true,
      item: {
        name: 'Linen Shirt',
        price: 49.5,
        imageUrl: picture,
        description: 'Cool.',
        sizes: ['S', 'M'],
        colors: [{ id: 'dark-navy', name: 'Dark Navy' }],
        images: ['/x.webp'],
      },
      units: { 'S/dark-navy': 3, 'M/dark-navy': 0 },
    })
  })

  it('counts an item without sizes or colours under its one key, at 0 unless the owner gives a count', () => {
    expect(newItemOf(text())).toEqual({ ok: true, item: { name: 'Linen Shirt', price: 49.5, imageUrl: picture }, units: { '*': 0 } })
    expect(newItemOf(text({ units: { '*': '7' } }))).toMatchObject({ ok: true, units: { '*': 7 } })
  })

  it('names each field that is wrong, as the server would', () => {
    const made = newItemOf(text({ name: ' ', sizes: 'M, extra large size', imageUrl: '' }))
    expect(made.ok).toBe(false)
    const problems = made.ok ? [] : made.problems
    expect(problems).toContain('imageUrl: choose a picture of the item')
    expect(problems.some((p) => p.startsWith('name: must be a non-empty string'))).toBe(true)
    expect(problems.some((p) => p.startsWith('sizes'))).toBe(true)
    expect(newItemOf(text({ sizes: 'M', units: { M: '-1' } }))).toEqual({ ok: false, problems: ["units 'M': must be a whole number from 0 to 1000000"] })
  })

  it('refuses a price below the smallest charge, and a name or description too long', () => {
    expect(newItemOf(text({ price: '0' }))).toEqual({ ok: false, problems: ['price: must be at least $0.50'] })
    const long = newItemOf(text({ name: 'N'.repeat(121), description: 'D'.repeat(5001) }))
    expect(long).toEqual({ ok: false, problems: ['name: must be at most 120 characters', 'description: must be at most 5000 characters'] })
  })

  it('refuses a price in fractions of a cent, or none', () => {
    expect(newItemOf(text({ price: '12.345' }))).toEqual({ ok: false, problems: ['price: must be dollars and whole cents'] })
    expect(newItemOf(text({ price: '' }))).toEqual({ ok: false, problems: ['price: type the price in dollars, such as 24.99'] })
    expect(newItemOf(text({ price: 'ten' }))).toEqual({ ok: false, problems: ['price: must be a number of dollars, such as 24.99'] })
  })
})

describe('variantFields', () => {
  it('labels each variant by its size and colour name', () => {
    expect(variantFields({ sizes: 'S, M' }, 'Navy, Coral Red')).toEqual([
      { key: 'S/navy', label: 'Units of Size S · Navy' },
      { key: 'S/coral-red', label: 'Units of Size S · Coral Red' },
      { key: 'M/navy', label: 'Units of Size M · Navy' },
      { key: 'M/coral-red', label: 'Units of Size M · Coral Red' },
    ])
    expect(variantFields({ sizes: '' }, '')).toEqual([{ key: '*', label: 'Units on the shelf' }])
    expect(variantFields({ sizes: '' }, 'Navy')).toEqual([{ key: 'navy', label: 'Units of Navy' }])
  })

  it('makes colour ids an address can carry', () => {
    expect(colorId('Crème Brûlée')).toBe('creme-brulee')
  })
})
