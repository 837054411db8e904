import { describe, expect, it } from 'vitest'
import { MAX_LINES, MAX_QUANTITY } from './cart-reducer'
import { parseStoredCart, stringifyCart } from './cart-storage'
import { STORED_CART_CASES } from '../../../tests/support/stored-cart-cases'

const line = { id: 1, name: 'Brown Brim', imageUrl: '/a.webp', price: 25, quantity: 2 }

describe('parseStoredCart', () => {
  it('round-trips a valid cart', () => {
    expect(parseStoredCart(stringifyCart([line]))).toEqual([line])
    expect(JSON.parse(stringifyCart([line]))).toEqual({ cartItems: [line], count: line.quantity })
  })

  it.each(['', '{', 'null', '42', '"text"', '{"cartItems":{}}', '{"other":[]}'])('reads %j as an empty cart', (text) => {
    expect(parseStoredCart(text)).toEqual([])
  })

  it('accepts a bare array of lines', () => {
    expect(parseStoredCart(JSON.stringify([line]))).toEqual([line])
  })

  it('drops invalid lines and keeps the valid ones', () => {
    const bad = [
      { ...line, id: undefined },
      { ...line, id: 2, quantity: -1 },
      { ...line, id: 3, quantity: 1.5 },
      { ...line, id: 4, quantity: MAX_QUANTITY + 1 },
      { ...line, id: 5, quantity: 1e308 },
      { ...line, id: 6, price: 'free' },
      { ...line, id: 7, price: null },
      { ...line, id: 8, name: 42 },
      null,
      'line',
    ]
    expect(parseStoredCart(JSON.stringify({ cartItems: [...bad, { ...line, id: 9 }] }))).toEqual([{ ...line, id: 9 }])
  })

  it(`keeps the first ${MAX_LINES} valid lines of a larger store`, () => {
    const many = Array.from({ length: MAX_LINES + 20 }, (_, index) => ({ ...line, id: index + 1 }))
    const parsed = parseStoredCart(JSON.stringify({ cartItems: [{ ...line, id: 0, price: 1e308 }, ...many] }))
    expect(parsed).toHaveLength(MAX_LINES)
    expect(parsed[0]?.id).toBe(1)
    expect(parsed.at(-1)?.id).toBe(MAX_LINES)
  })

  it('drops a stored line whose price would print as a broken number', () => {
    expect(
      parseStoredCart(
        JSON.stringify({
          cartItems: [
            { ...line, price: 1e308 },
            { ...line, id: 2, price: 1e300 },
          ],
        }),
      ),
    ).toEqual([])
  })

  it('keeps the first of two lines with the same id', () => {
    expect(parseStoredCart(JSON.stringify({ cartItems: [line, { ...line, quantity: 5 }] }))).toEqual([line])
  })

  it('drops unknown fields', () => {
    expect(parseStoredCart(JSON.stringify({ cartItems: [{ ...line, evil: '<script>' }] }))).toEqual([line])
  })

  describe('variants', () => {
    const m = { ...line, variant: { size: 'M', color: 'navy', colorName: 'Navy' }, limit: 5 }

    it('loads lines stored before items had variants, and lines with one', () => {
      expect(parseStoredCart(JSON.stringify({ cartItems: [line, m, { ...m, variant: { size: 'L' } }] }))).toEqual([line, m, { ...m, variant: { size: 'L' } }])
    })

    it.each([
      ['a variant that is not a map', 'M'],
      ['an empty variant', {}],
      ['a size with a slash', { size: 'M/L' }],
      ['a colour id with spaces', { color: 'navy blue' }],
      ['a colour name without a colour', { size: 'M', colorName: 'Navy' }],
      ['a colour name that is not text', { color: 'navy', colorName: 7 }],
    ])('drops a line with %s', (_, variant) => {
      expect(
        parseStoredCart(
          JSON.stringify({
            cartItems: [
              { ...line, variant },
              { ...line, id: 2 },
            ],
          }),
        ),
      ).toEqual([{ ...line, id: 2 }])
    })

    it('drops a line with a limit below its quantity or not a count', () => {
      const bad = [
        { ...m, limit: 1 },
        { ...m, id: 3, limit: 'lots' },
        { ...m, id: 4, limit: MAX_QUANTITY + 1 },
      ]
      expect(parseStoredCart(JSON.stringify({ cartItems: bad }))).toEqual([])
    })

    it('keeps the first of two lines with the same item and variant', () => {
      expect(parseStoredCart(JSON.stringify({ cartItems: [m, { ...m, quantity: 1 }] }))).toEqual([m])
    })
  })
})

describe('the count of a stored cart', () => {
  // The prerendered page's inline script counts from the same table (src/prerender/page-scripts.test.ts).
  it.each(STORED_CART_CASES)('is the same as the first paint shows for %s', (_name, stored, count) => {
    const lines = parseStoredCart(stored ?? '[]')
    expect(lines.reduce((sum, { quantity }) => sum + quantity, 0)).toBe(count)
  })
})
