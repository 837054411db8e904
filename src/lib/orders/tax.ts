// The tax in an order, computed in one place: every amount at its rate, added up per rate, and rounded once per
// rate on that rate's total. What the checkout and the payment page show, what the order stores, what the mail and
// the invoice state, are this function's numbers.
import type { TaxMode } from '../shop-money'
import { taxRate } from './tax-rates'

/** One rate's share of an order: the amount before tax, and the tax, in cents. */
interface TaxAtRate {
  ratePercent: number
  baseCents: number
  taxCents: number
}

/** The tax an order stores: how its prices carry it, per rate, and in all. */
export interface OrderTax {
  mode: Exclude<TaxMode, 'none'>
  byRate: TaxAtRate[]
  totalCents: number
}

/** An amount taxed at a rate: in `included` mode the amount holds its tax, in `added` mode the tax comes on top. */
export interface TaxedAmount {
  cents: number
  ratePercent: number
}

/** Hundredths of a percent, so 25.5 % is the whole number 2550 and no rate goes through a float twice. */
const basisPoints = (ratePercent: number): number => Math.round(ratePercent * 100)

/** Rounding half away from zero, the way tax authorities round. */
const roundHalfUp = (value: number): number => Math.sign(value) * Math.round(Math.abs(value))

/** The tax in `amounts`: summed per rate, rounded once per rate; null when no tax is stated. */
export function computeTax(mode: TaxMode, amounts: readonly TaxedAmount[]): OrderTax | null {
  if (mode === 'none') return null
  const totals = new Map<number, number>()
  for (const { cents, ratePercent } of amounts) totals.set(ratePercent, (totals.get(ratePercent) ?? 0) + cents)
  const byRate = [...totals]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, cents]): TaxAtRate => {
      const points = basisPoints(ratePercent)
      if (mode === 'added') return { ratePercent, baseCents: cents, taxCents: roundHalfUp((cents * points) / 10_000) }
      const baseCents = roundHalfUp((cents * 10_000) / (10_000 + points))
      return { ratePercent, baseCents, taxCents: cents - baseCents }
    })
  return { mode, byRate, totalCents: byRate.reduce((sum, rate) => sum + rate.taxCents, 0) }
}

/** A priced line as the tax reads it: its price for all its units, less its discount if it has one. */
export interface LineForTax {
  unitCents: number
  quantity: number
  discountCents?: number
}

export const lineNetCents = (line: LineForTax): number => line.unitCents * line.quantity - (line.discountCents ?? 0)

/**
 * The tax of goods and their shipping to `country`, at its standard rate (clothing and shipping alike); null when no
 * tax is stated, the goods leave the EU from a shop whose prices include VAT, or the country has no rate in the table.
 */
export function orderTax(mode: TaxMode, lines: readonly LineForTax[], shippingCents: number, country: string): OrderTax | null {
  const ratePercent = taxRate(mode, country)
  if (ratePercent === null) return null
  const amounts = lines.map((line) => ({ cents: lineNetCents(line), ratePercent }))
  return computeTax(mode, shippingCents > 0 ? [...amounts, { cents: shippingCents, ratePercent }] : amounts)
}

/**
 * The tax of a paid order. In `added` mode a real project's payment provider computes the tax itself (it knows each
 * state's and county's rates): what it charged is what the order holds, as one effective rate over the whole base
 * when it differs from the table's.
 */
export function paidTax(
  mode: TaxMode,
  lines: readonly LineForTax[],
  shippingCents: number,
  country: string,
  providerTaxCents: number | undefined,
): OrderTax | null {
  const tax = orderTax(mode, lines, shippingCents, country)
  if (mode !== 'added' || providerTaxCents === undefined || providerTaxCents === tax?.totalCents) return tax
  const baseCents = lines.reduce((sum, line) => sum + lineNetCents(line), shippingCents)
  const ratePercent = baseCents > 0 ? Math.round((providerTaxCents * 10_000) / baseCents) / 100 : 0
  return { mode, byRate: [{ ratePercent, baseCents, taxCents: providerTaxCents }], totalCents: providerTaxCents }
}

/** A rate as pages, mail and invoices name it: 'VAT 19%' in prices, 'Tax 7.25%' on top of them. */
export const taxLabel = (mode: OrderTax['mode'], ratePercent: number): string => `${mode === 'included' ? 'VAT' : 'Tax'} ${ratePercent}%`

/** What the shopper pays on top of the prices: the tax in `added` mode, nothing otherwise. */
export const taxOnTop = (tax: OrderTax | null | undefined): number => (tax?.mode === 'added' ? tax.totalCents : 0)

/**
 * The tax share of money sent back (a refund of `amountCents`), per rate, for a credit note: the refund split over
 * the rates as the payment was (largest remainder, so the shares add up to the refund), then the tax each share
 * holds rounded once. Money sent back holds its tax whichever the mode, as what was paid did.
 */
export function refundTax(tax: OrderTax, amountCents: number): OrderTax {
  const gross = tax.byRate.map((rate) => rate.baseCents + rate.taxCents)
  const totalGross = gross.reduce((sum, cents) => sum + cents, 0)
  const exact = gross.map((cents) => (totalGross > 0 ? (amountCents * cents) / totalGross : 0))
  const shares = exact.map(Math.floor)
  let left = amountCents - shares.reduce((sum, cents) => sum + cents, 0)
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index]! += 1
    left -= 1
  }
  const shared = computeTax(
    'included',
    tax.byRate.map((rate, index) => ({ cents: shares[index]!, ratePercent: rate.ratePercent })),
  )!
  return { ...shared, mode: tax.mode }
}
