import { describe, expect, it } from 'vitest'
import { lowestPriceBefore, plannedPrices, readPriceHistory, recordPrices, trimHistory, type PriceEntry } from './price-history'

const NOW = new Date('2026-11-28T12:00:00.000Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()
const entry = (cents: number, days: number): PriceEntry => ({ cents, from: daysAgo(days) })

describe('lowestPriceBefore', () => {
  it('is the lowest price in force at any moment of the 30 days before the start', () => {
    const history = [entry(5000, 90), entry(4000, 20), entry(5000, 10)]
    expect(lowestPriceBefore(history, NOW)).toBe(4000)
  })

  it('counts the price in force when the 30 days began, and nothing older', () => {
    expect(lowestPriceBefore([entry(3000, 90), entry(5000, 40), entry(6000, 5)], NOW)).toBe(5000)
  })

  it('an item whose price rose last week and fell today: the lowest is the price before the rise', () => {
    // $40 for months, $60 from a week ago, and a "sale" at $45 from today: $40 is the reference, not above $45.
    const history = [entry(4000, 90), entry(6000, 7), entry(4500, 0)]
    expect(lowestPriceBefore(history, NOW)).toBe(4000)
  })

  it('knows nothing of a time before the history began', () => {
    expect(lowestPriceBefore([entry(5000, 0)], NOW)).toBeNull()
    expect(lowestPriceBefore([], NOW)).toBeNull()
    expect(lowestPriceBefore([entry(5000, 3)], NOW)).toBe(5000)
  })
})

describe('trimHistory', () => {
  it('drops entries older than 60 days but keeps the one in force 60 days ago', () => {
    const history = [entry(1000, 200), entry(2000, 100), entry(3000, 50), entry(4000, 1)]
    expect(trimHistory(history, NOW)).toEqual([entry(2000, 100), entry(3000, 50), entry(4000, 1)])
    expect(trimHistory([entry(3000, 50)], NOW)).toEqual([entry(3000, 50)])
  })
})

describe('recordPrices', () => {
  const sale = { price: 30, from: daysAgo(-2), until: daysAgo(-9) }

  it("plans a sale's start and end, and replaces what was planned before", () => {
    const history = recordPrices([entry(4500, 40)], { price: 45 }, { price: 45, sale }, NOW)
    expect(history).toEqual([entry(4500, 40), { cents: 3000, from: sale.from }, { cents: 4500, from: sale.until }])
    const moved = { ...sale, until: daysAgo(-5) }
    expect(recordPrices(history, { price: 45, sale }, { price: 45, sale: moved }, NOW)).toEqual([
      entry(4500, 40),
      { cents: 3000, from: sale.from },
      { cents: 4500, from: moved.until },
    ])
    expect(recordPrices(history, { price: 45, sale }, { price: 45 }, NOW)).toEqual([entry(4500, 40)])
  })

  it('records a regular price edit from now, and nothing for an edit that keeps the price', () => {
    expect(recordPrices([entry(4500, 40)], { price: 45 }, { price: 50 }, NOW)).toEqual([entry(4500, 40), entry(5000, 0)])
    expect(recordPrices([entry(4500, 40)], { price: 45 }, { price: 45 }, NOW)).toEqual([entry(4500, 40)])
  })

  it('starts a history with the item as it was, from now', () => {
    expect(recordPrices(null, { price: 45 }, { price: 40 }, NOW)).toEqual([entry(4000, 0)])
    expect(recordPrices(null, { price: 45 }, { price: 45, sale }, NOW)).toEqual([
      entry(4500, 0),
      { cents: 3000, from: sale.from },
      { cents: 4500, from: sale.until },
    ])
  })

  it('keeps a running sale that started in the past as it happened', () => {
    const running = { price: 30, from: daysAgo(3), until: daysAgo(-3) }
    expect(plannedPrices({ price: 45, sale: running }, NOW)).toEqual([entry(3000, 0), { cents: 4500, from: running.until }])
  })
})

describe('readPriceHistory', () => {
  it('reads the entries in time order, and unreadable data as no history', () => {
    expect(readPriceHistory({ entries: [entry(2, 1), entry(1, 5)] })).toEqual([entry(1, 5), entry(2, 1)])
    expect(readPriceHistory({ entries: [{ cents: '1', from: daysAgo(1) }] })).toBeNull()
    expect(readPriceHistory(undefined)).toBeNull()
  })
})
