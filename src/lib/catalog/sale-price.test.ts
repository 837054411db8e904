import { describe, expect, it } from 'vitest'
import { nextPriceChange, percentOff } from './offer'
import { effectiveCents, offerAt } from './sale-price'

const sale = { price: 30, from: '2026-12-01T00:00:00.000Z', until: '2026-12-08T00:00:00.000Z', was: 45 }
const item = { price: 50, sale }
const at = (text: string) => new Date(text)

describe('effectiveCents', () => {
  it('is the sale price from its start until (not including) its end, else the regular price', () => {
    expect(effectiveCents(item, at('2026-11-30T23:59:59.999Z'))).toBe(5000)
    expect(effectiveCents(item, at('2026-12-01T00:00:00.000Z'))).toBe(3000)
    expect(effectiveCents(item, at('2026-12-07T23:59:59.999Z'))).toBe(3000)
    expect(effectiveCents(item, at('2026-12-08T00:00:00.000Z'))).toBe(5000)
    expect(effectiveCents({ price: 50 }, at('2026-12-02T00:00:00.000Z'))).toBe(5000)
  })
})

describe('offerAt', () => {
  it('shows a reduction from the reference price while the sale is in force', () => {
    expect(offerAt(item, at('2026-12-02T00:00:00.000Z'))).toEqual({ cents: 3000, wasCents: 4500, until: sale.until })
    expect(offerAt(item, at('2026-11-30T00:00:00.000Z'))).toEqual({ cents: 5000 })
    expect(offerAt(item, at('2026-12-09T00:00:00.000Z'))).toEqual({ cents: 5000 })
  })

  it('shows no reduction when the sale has no reference above its price', () => {
    const { was: _was, ...unknown } = sale
    expect(offerAt({ price: 50, sale: unknown }, at('2026-12-02T00:00:00.000Z'))).toEqual({ cents: 3000, until: sale.until })
    expect(offerAt({ price: 50, sale: { ...sale, was: 30 } }, at('2026-12-02T00:00:00.000Z'))).toEqual({ cents: 3000, until: sale.until })
  })
})

describe('percentOff and nextPriceChange', () => {
  it('rounds the reduction down, and finds the next start or end', () => {
    expect(percentOff({ cents: 3000, wasCents: 4500 })).toBe(33)
    expect(percentOff({ cents: 3000 })).toBe(0)
    expect(nextPriceChange(item, at('2026-11-30T00:00:00.000Z'))).toBe(Date.parse(sale.from))
    expect(nextPriceChange(item, at('2026-12-02T00:00:00.000Z'))).toBe(Date.parse(sale.until))
    expect(nextPriceChange(item, at('2026-12-09T00:00:00.000Z'))).toBeNull()
  })
})
