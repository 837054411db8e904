import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ResultsSearch } from './search-params'

// What the router does with a route's Standard Schema: issues would be an error page.
const validate = (raw: Record<string, unknown>) => {
  const result = ResultsSearch['~standard'].validate(raw)
  if (result instanceof Promise || result.issues) throw new Error('the results page would show an error')
  return result.value
}

describe('ResultsSearch', () => {
  it('keeps a trimmed query and the filters and sort', () => {
    expect(validate({ q: '  bag ', collection: 'Bags', size: 'M', color: 'navy', min: 10, max: '80', inStock: true, sort: 'price-asc' })).toEqual({
      q: 'bag',
      collection: 'bags',
      size: 'M',
      color: 'navy',
      min: 10,
      max: 80,
      inStock: true,
      sort: 'price-asc',
    })
  })

  it('takes numbers the router parsed out of the query string as text', () => {
    expect(validate({ q: 42, size: 42 })).toEqual({ q: '42', size: '42' })
  })

  it('ignores what is invalid, never throws', () => {
    expect(
      validate({
        q: { nested: true },
        collection: ['bags'],
        size: 'M; drop table',
        color: 'Navy Blue',
        min: -5,
        max: 'lots',
        inStock: 'yes',
        sort: 'cheapest',
        page: 3,
      }),
    ).toEqual({})
    expect(validate({ q: '   ', min: 1.5, max: Infinity })).toEqual({})
    expect(validate({ minPrice: 'abc', min: '', max: '  ' })).toEqual({})
  })

  it('gives an invalid parameter as undefined, so that it replaces what the address says', () => {
    // The router's search is the address's parameters with the validated ones spread over them.
    const raw = { size: 'M; drop table', min: 'abc' }
    expect({ ...raw, ...validate(raw) }).toEqual({})
  })

  it('keeps both bounds of a price range the wrong way round: the list and the Max field deal with it', () => {
    expect(validate({ min: 50, max: 10 })).toEqual({ min: 50, max: 10 })
  })

  it('cuts a very long query', () => {
    expect(v.parse(ResultsSearch, { q: 'x'.repeat(500) }).q).toHaveLength(100)
  })
})
