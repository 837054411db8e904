import * as v from 'valibot'
import { expect, it } from 'vitest'
import { CollectionSearch, reversedPriceRange } from './browse-params'

it("drops a collection page's own collection parameter, whatever it says: the path names the collection", () => {
  const raw = { collection: 'bags', size: 'M' }
  const validated = v.parse(CollectionSearch, raw)
  expect(validated).toEqual({ size: 'M' })
  // The router spreads the validated parameters over the address's own.
  expect({ ...raw, ...validated }).toEqual({ size: 'M' })
})

it('drops malformed parameters of a collection page without an error', () => {
  // What the router does with a route's Standard Schema: issues would be an error page.
  const result = CollectionSearch['~standard'].validate({ size: 'ZZ Z', min: 'abc', max: -1, inStock: 1, sort: 'cheap' })
  expect(result).not.toHaveProperty('issues')
  expect(result).toHaveProperty('value', { size: undefined, min: undefined, max: undefined, inStock: undefined, sort: undefined })
})

it('says when the maximum price is below the minimum', () => {
  expect(reversedPriceRange({ min: 50, max: 10 })).toBe(true)
  expect(reversedPriceRange({ min: 50, max: 50 })).toBe(false)
  expect(reversedPriceRange({ max: 10 })).toBe(false)
  expect(reversedPriceRange({ min: 50 })).toBe(false)
})
