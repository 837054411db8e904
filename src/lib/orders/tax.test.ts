import { describe, expect, it } from 'vitest'
import { computeTax, lineNetCents, orderTax, refundTax, taxOnTop } from './tax'
import { isExport, taxRate } from './tax-rates'

describe('tax', () => {
  it('takes the VAT out of prices that include it, per rate, rounding once on each rate’s total', () => {
    // Three lines of €0.10 at 19 %: each alone would hold 1.6 cents (2 rounded, 6 in all); together 30 cents hold 4.79.
    const tax = computeTax('included', [
      { cents: 10, ratePercent: 19 },
      { cents: 10, ratePercent: 19 },
      { cents: 10, ratePercent: 19 },
    ])
    expect(tax).toEqual({ mode: 'included', byRate: [{ ratePercent: 19, baseCents: 25, taxCents: 5 }], totalCents: 5 })
    expect(computeTax('included', [{ cents: 11900, ratePercent: 19 }])?.byRate).toEqual([{ ratePercent: 19, baseCents: 10000, taxCents: 1900 }])
  })

  it('adds tax on top of prices that exclude it', () => {
    expect(computeTax('added', [{ cents: 10000, ratePercent: 7.25 }])).toEqual({
      mode: 'added',
      byRate: [{ ratePercent: 7.25, baseCents: 10000, taxCents: 725 }],
      totalCents: 725,
    })
    // 3 × 33 cents at 7.25 %: 2.39 cents each (6 if rounded each), 7.18 on their sum.
    const tax = computeTax(
      'added',
      [33, 33, 33].map((cents) => ({ cents, ratePercent: 7.25 })),
    )
    expect(tax?.totalCents).toBe(7)
  })

  it('keeps several rates apart, the highest first, and a rate with a fraction exact', () => {
    const tax = computeTax('included', [
      { cents: 2499, ratePercent: 7 },
      { cents: 12550, ratePercent: 25.5 },
      { cents: 1001, ratePercent: 7 },
    ])!
    expect(tax.byRate).toEqual([
      { ratePercent: 25.5, baseCents: 10000, taxCents: 2550 },
      { ratePercent: 7, baseCents: 3271, taxCents: 229 },
    ])
    expect(tax.totalCents).toBe(2779)
  })

  it('states no tax in the none mode', () => {
    expect(computeTax('none', [{ cents: 2500, ratePercent: 19 }])).toBeNull()
    expect(orderTax('none', [{ unitCents: 2500, quantity: 1 }], 0, 'DE')).toBeNull()
  })

  it('charges no VAT on goods leaving the EU from a shop whose prices include it; tax added applies wherever the address is', () => {
    expect(['US', 'CA', 'GB'].map(isExport)).toEqual([true, true, true])
    expect(['DE', 'IE', 'FR', 'PL'].some(isExport)).toBe(false)
    const lines = [{ unitCents: 2499, quantity: 2 }]
    for (const country of ['US', 'CA', 'GB']) expect(orderTax('included', lines, 1495, country), country).toBeNull()
    expect(orderTax('added', lines, 1495, 'US')?.byRate[0]?.ratePercent).toBe(7.25)
    expect(orderTax('included', lines, 1495, 'IE')?.byRate[0]?.ratePercent).toBe(23)
  })

  it('taxes the lines less their discount and the shipping at the destination’s standard rate', () => {
    expect(taxRate('included', 'DE')).toBe(19)
    expect(taxRate('included', 'FI')).toBe(25.5)
    expect(taxRate('added', 'ZZ')).toBeNull()
    expect(taxRate('none', 'DE')).toBeNull()
    const lines = [
      { unitCents: 2500, quantity: 2, discountCents: 500 },
      { unitCents: 1450, quantity: 1 },
    ]
    expect(lineNetCents(lines[0]!)).toBe(4500)
    // 45 + 14.50 + 4.99 shipping = 64.49 holding 19 %: 54.19 net, 10.30 VAT.
    expect(orderTax('included', lines, 499, 'DE')).toEqual({
      mode: 'included',
      byRate: [{ ratePercent: 19, baseCents: 5419, taxCents: 1030 }],
      totalCents: 1030,
    })
    expect(orderTax('added', lines, 499, 'US')?.totalCents).toBe(468)
    expect(orderTax('included', lines, 0, 'ZZ')).toBeNull()
  })

  it('is paid on top only when added', () => {
    expect(taxOnTop(computeTax('added', [{ cents: 1000, ratePercent: 20 }]))).toBe(200)
    expect(taxOnTop(computeTax('included', [{ cents: 1200, ratePercent: 20 }]))).toBe(0)
    expect(taxOnTop(null)).toBe(0)
  })

  it('splits a refund over the rates as the payment was, the shares adding up to the refund', () => {
    const paid = computeTax('included', [
      { cents: 11900, ratePercent: 19 },
      { cents: 10700, ratePercent: 7 },
    ])!
    const note = refundTax(paid, 1001)
    expect(note.byRate.map((rate) => rate.baseCents + rate.taxCents)).toEqual([527, 474])
    expect(note.byRate).toEqual([
      { ratePercent: 19, baseCents: 443, taxCents: 84 },
      { ratePercent: 7, baseCents: 443, taxCents: 31 },
    ])
    expect(refundTax(paid, 22600)).toEqual(paid)
  })
})
