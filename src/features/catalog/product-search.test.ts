import { expect, it } from 'vitest'
import { parseProductSearch } from './product-search'

it('keeps a well-formed size and colour', () => {
  expect(parseProductSearch({ size: 'M', color: 'navy' })).toEqual({ size: 'M', color: 'navy' })
  expect(parseProductSearch({ size: '42.5' })).toEqual({ size: '42.5' })
})

it.each([
  [{ size: 42, color: ['navy'] }],
  [{ size: '', color: 'Navy Blue' }],
  [{ size: 'M/L', color: '<script>' }],
  [{ size: { toString: 'M' }, color: null }],
  [{ size: 'X'.repeat(13), other: 'x' }],
])('drops malformed values without an error: %o', (search) => {
  expect(parseProductSearch(search)).toEqual({})
})
