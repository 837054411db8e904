import * as v from 'valibot'
import { expect, it } from 'vitest'
import { ProductSearch } from './product-search'

const parse = (search: Record<string, unknown>) => v.parse(ProductSearch, search)

it('keeps a well-formed size and colour', () => {
  expect(parse({ size: 'M', color: 'navy' })).toEqual({ size: 'M', color: 'navy' })
  expect(parse({ size: '42.5' })).toEqual({ size: '42.5' })
  // `?size=42` reaches the route as a number.
  expect(parse({ size: 42 })).toEqual({ size: '42' })
})

it.each([
  [{ size: [42], color: ['navy'] }],
  [{ size: '', color: 'Navy Blue' }],
  [{ size: 'M/L', color: '<script>' }],
  [{ size: { toString: 'M' }, color: null }],
  [{ size: 'X'.repeat(13), other: 'x' }],
])('drops malformed values without an error: %o', (search) => {
  expect(parse(search)).toEqual({})
})
