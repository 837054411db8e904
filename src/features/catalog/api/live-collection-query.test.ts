import { describe, expect, it } from 'vitest'
import type { Collection } from '../types'
import { untilPriceChange } from './live-collection-query'

const NOW = new Date('2026-12-01T00:00:00.000Z')
const sale = (from: string, until: string) => ({ price: 10, from, until })
const collection = (...sales: ReturnType<typeof sale>[]): Collection => ({
  id: 2,
  title: 'Apparel',
  slug: 'apparel',
  routeName: 'apparel',
  items: [
    { id: 1, name: 'Plain', imageUrl: '/p.webp', price: 20, slug: 'plain' },
    ...sales.map((s, index) => ({ id: index + 2, name: `On sale ${index}`, imageUrl: '/s.webp', price: 20, slug: `s${index}`, sale: s })),
  ],
})

describe('untilPriceChange', () => {
  it("reads the collection again just after the next sale's start or end", () => {
    const starting = sale('2026-12-01T01:00:00.000Z', '2026-12-03T00:00:00.000Z')
    const ending = sale('2026-11-20T00:00:00.000Z', '2026-12-01T00:30:00.000Z')
    expect(untilPriceChange(collection(starting, ending), NOW)).toBe(30 * 60_000 + 500)
    expect(untilPriceChange(collection(starting), NOW)).toBe(60 * 60_000 + 500)
  })

  it('waits at most a day, and not at all when no price will change', () => {
    expect(untilPriceChange(collection(sale('2027-01-01T00:00:00.000Z', '2027-01-08T00:00:00.000Z')), NOW)).toBe(86_400_000)
    expect(untilPriceChange(collection(sale('2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z')), NOW)).toBe(false)
    expect(untilPriceChange(null, NOW)).toBe(false)
  })
})
