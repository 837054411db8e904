import { describe, expect, it } from 'vitest'
import { findItem } from './catalog-snapshot'
import { priceLines, type PricedLine } from './pricing'
import { applyStock, releaseStock, reserveStock } from './stock'
import { shirtLine, testCatalog, toteLine } from './test-catalog'

const priced = (...lines: Parameters<typeof priceLines>[0]): PricedLine[] => {
  const result = priceLines(lines, testCatalog())
  if (!result.ok) throw new Error('not priced')
  return result.lines
}

describe('reserveStock', () => {
  it('takes the units of counted variants and leaves uncounted ones alone', () => {
    expect(reserveStock(testCatalog(), priced(shirtLine(1), toteLine(7)))).toEqual({
      ok: true,
      changes: [{ collectionId: '2', itemId: 9, key: 'M/navy', units: 0 }],
    })
  })

  it('refuses every line that wants more than is left, saying how many are', () => {
    const result = reserveStock(
      testCatalog(),
      priced(shirtLine(2), toteLine(), shirtLine(1, 'S', 'coral'), { collectionId: '2', itemId: 33, size: '42', quantity: 3 }),
    )
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 0, code: 'short', message: 'Only 1 left in size M, Navy.', available: 1 },
        { line: 2, code: 'short', message: 'Crew Neck T-Shirt is sold out in size S, Coral.', available: 0 },
        { line: 3, code: 'short', message: 'Only 2 left in size 42.', available: 2 },
      ],
    })
  })

  it('two shoppers racing for the last unit: one gets it, the other a clear refusal, and stock stays at 0', () => {
    let catalog = testCatalog()
    const first = reserveStock(catalog, priced(shirtLine(1)))
    if (!first.ok) throw new Error('first refused')
    catalog = { ...catalog, ...applyStock(catalog, first.changes) }
    const second = reserveStock(catalog, priced(shirtLine(1)))
    expect(second).toMatchObject({ ok: false, problems: [{ code: 'short', available: 0, message: 'Crew Neck T-Shirt is sold out in size M, Navy.' }] })
    expect(findItem(catalog, '2', 9)?.stock?.['M/navy']).toBe(0)
  })
})

describe('releaseStock and applyStock', () => {
  it('gives units back and keeps the rest of each item as stored', () => {
    const catalog = testCatalog()
    const changes = releaseStock(catalog, priced(shirtLine(2, 'M', 'coral'), toteLine()))
    expect(changes).toEqual([{ collectionId: '2', itemId: 9, key: 'M/coral', units: 7 }])
    const touched = applyStock(catalog, changes)
    expect(Object.keys(touched)).toEqual(['2'])
    expect(touched['2']!.items[0]).toMatchObject({ imageUrl: '/images/items/shirt.webp', stock: { 'M/coral': 7, 'M/navy': 1 } })
    expect(catalog['2']!.items[0]).toMatchObject({ stock: { 'M/coral': 5 } })
  })

  it('takes nothing back for an item that is gone', () => {
    const lines = priced(shirtLine())
    expect(releaseStock({ '2': { items: [] } }, lines)).toEqual([])
  })
})
