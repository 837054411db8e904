// The two sums every place that prices an order shares: what the checkout estimates for the goods (the subtotal, a
// code's discount shared across the lines, the goods' tax where they go), and what the shopper pays once the shipping
// is chosen (the payment page shows it, the demo's provider charges it, the order stores it when paid).
import type { TaxMode } from '../shop-money'
import { allocateDiscount, discountFor, type PromotionTerms } from './promotion'
import { orderTax, taxOnTop, type LineForTax, type OrderTax } from './tax'

/** A code as the checkout knows it before the order: its terms, and the goods it needs at least. */
interface CodeTerms {
  terms: PromotionTerms
  minSubtotalCents: number
}

export interface GoodsEstimate {
  subtotalCents: number
  /** The code's discount, 0 without a code or below its minimum. */
  discountCents: number
  /** Each line's share of the discount, in the lines' order. */
  lineDiscounts: number[]
  /** The tax of the goods less the discount, without the shipping's; null when none is stated or no country yet. */
  tax: OrderTax | null
}

/** The goods as the checkout shows them, priced as the order will price them. */
export function goodsEstimate(lines: readonly LineForTax[], code: CodeTerms | null, taxMode: TaxMode, country: string | null): GoodsEstimate {
  const amounts = lines.map((line) => line.unitCents * line.quantity)
  const subtotalCents = amounts.reduce((sum, cents) => sum + cents, 0)
  const discountCents = code && subtotalCents >= code.minSubtotalCents ? discountFor(code.terms, subtotalCents) : 0
  const lineDiscounts = allocateDiscount(amounts, discountCents)
  const tax = country
    ? orderTax(
        taxMode,
        lines.map((line, index) => ({ ...line, discountCents: lineDiscounts[index] })),
        0,
        country,
      )
    : null
  return { subtotalCents, discountCents, lineDiscounts, tax }
}

/** What the shopper pays: the goods less the discount, the shipping, and the tax on top in the `added` mode. */
export const amountToPay = (
  goods: { subtotalCents: number; discountCents?: number | undefined },
  shippingCents: number,
  tax: OrderTax | null | undefined,
): number => goods.subtotalCents - (goods.discountCents ?? 0) + shippingCents + taxOnTop(tax)
