import { describe, expect, it } from 'vitest'
import { parseSearchParams } from './search-params'

describe('parseSearchParams', () => {
  it('keeps a trimmed query and the filters and sort', () => {
    expect(parseSearchParams({ q: '  bag ', collection: 'Bags', size: 'M', color: 'navy', min: 10, max: '80', inStock: true, sort: 'price-asc' })).toEqual({
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
    expect(parseSearchParams({ q: 42, size: 42 })).toEqual({ q: '42', size: '42' })
  })

  it('ignores what is invalid, never throws', () => {
    expect(
      parseSearchParams({
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
    expect(parseSearchParams({ q: '   ', min: 1.5, max: Infinity })).toEqual({})
  })

  it('keeps only the lower bound of a price range the wrong way round', () => {
    expect(parseSearchParams({ min: 80, max: 20 })).toEqual({ min: 80 })
  })

  it('cuts a very long query', () => {
    expect(parseSearchParams({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })
})
