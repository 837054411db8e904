// An order's money as every place states it: one list of rows (the goods, the code's discount with the code, the
// shipping, the tax per rate, the total, what went back), built here and only here. The order's pages, the admin
// order, the invoice, the order mails and the payment page render these rows; the owner's CSV has a column per kind.
// Read top to bottom, the rows add up: subtotal − discount + shipping + tax added = total; VAT included in the
// prices is part of the total, stated under it.
import { formatCents } from '../money'
import type { Order } from './order'
import { refundedCents } from './order'
import { computeTax, taxLabel, type OrderTax } from './tax'

export type MoneyRow =
  | { kind: 'subtotal' | 'shipping' | 'total' | 'refunded'; cents: number }
  | { kind: 'discount'; code: string | null; cents: number }
  | { kind: 'tax-added' | 'tax-included'; ratePercent: number; cents: number }

/** The sums of a purchase, stored or about to be. `shippingCents` null: not chosen yet (no shipping row). */
interface MoneySums {
  subtotalCents: number
  discountCents?: number | undefined
  code?: string | null | undefined
  shippingCents: number | null
  tax: OrderTax | null | undefined
  totalCents: number
  refundedCents?: number | undefined
}

/** The tax per rate as rows: tax added on top of the prices, or the VAT the prices include. */
export const taxRows = (tax: OrderTax | null | undefined): MoneyRow[] =>
  (tax?.byRate ?? []).map((rate) => ({ kind: tax!.mode === 'added' ? 'tax-added' : 'tax-included', ratePercent: rate.ratePercent, cents: rate.taxCents }))

/** The rows, in the order they are read. A row of nothing is left out, except the shipping, which may be free. */
function moneyRows(sums: MoneySums): MoneyRow[] {
  const rows: MoneyRow[] = [{ kind: 'subtotal', cents: sums.subtotalCents }]
  if ((sums.discountCents ?? 0) > 0) rows.push({ kind: 'discount', code: sums.code ?? null, cents: sums.discountCents! })
  if (sums.shippingCents !== null) rows.push({ kind: 'shipping', cents: sums.shippingCents })
  if (sums.tax?.mode === 'added') rows.push(...taxRows(sums.tax))
  rows.push({ kind: 'total', cents: sums.totalCents })
  if (sums.tax?.mode === 'included') rows.push(...taxRows(sums.tax))
  if ((sums.refundedCents ?? 0) > 0) rows.push({ kind: 'refunded', cents: sums.refundedCents! })
  return rows
}

type MoneyOrder = Pick<Order, 'subtotalCents' | 'discountCents' | 'promotion' | 'shippingCents' | 'tax' | 'totalCents' | 'refunds'>

/**
 * A stored order's rows: what it was charged, with the code it used and what went back of it (`refunds: false`: not
 * what went back, as the invoice states the sale; each refund has its credit note).
 */
export const orderMoney = (order: MoneyOrder, { refunds = true }: { refunds?: boolean } = {}): MoneyRow[] =>
  moneyRows({
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    code: order.promotion?.code,
    shippingCents: order.shippingCents,
    tax: order.tax,
    totalCents: order.totalCents,
    refundedCents: refunds ? refundedCents(order) : 0,
  })

/** 'Subtotal', 'Discount (WELCOME10)', 'Tax 7.25%', 'Including VAT 19%', …: a row's words. */
export function moneyLabel(row: MoneyRow): string {
  switch (row.kind) {
    case 'subtotal':
      return 'Subtotal'
    case 'discount':
      return row.code ? `Discount (${row.code})` : 'Discount'
    case 'shipping':
      return 'Shipping'
    case 'tax-added':
      return taxLabel('added', row.ratePercent)
    case 'total':
      return 'Total'
    case 'tax-included':
      return `Including ${taxLabel('included', row.ratePercent)}`
    case 'refunded':
      return 'Refunded'
  }
}

/** A row's amount as printed: the discount with a real minus sign, the rest as they are. */
export const moneyAmount = (row: MoneyRow): string => (row.kind === 'discount' ? `−${formatCents(row.cents)}` : formatCents(row.cents))

/** The rows as lines of text, for a mail: 'Discount (WELCOME10): −$5.00'. */
export const moneyText = (rows: readonly MoneyRow[]): string[] => rows.map((row) => `${moneyLabel(row)}: ${moneyAmount(row)}`)

/** What the rows above the total add up to: the total they state, when they are right. */
export const rowsTotal = (rows: readonly MoneyRow[]): number =>
  rows.reduce((sum, row) => {
    if (row.kind === 'subtotal' || row.kind === 'shipping' || row.kind === 'tax-added') return sum + row.cents
    return row.kind === 'discount' ? sum - row.cents : sum
  }, 0)

/**
 * An order's net sales, as the owners' dashboard counts them: what its goods sold for after the code's discount,
 * without the shipping and without tax (neither the VAT its prices include nor the tax added on top), less the share
 * of that which went back. A refund is one amount, never split into goods, shipping and tax, so it takes from each in
 * the shares the order was paid in, as its credit note's tax does (refundTax). An order's VAT is at one rate, its
 * shipping's too (orderTax), so the goods' VAT is the order's less the shipping's.
 */
export function netSalesCents(order: Pick<Order, 'subtotalCents' | 'discountCents' | 'shippingCents' | 'tax' | 'totalCents' | 'refunds'>): number {
  if (order.totalCents <= 0) return 0
  const goods = order.subtotalCents - (order.discountCents ?? 0)
  const rate = order.tax?.mode === 'included' ? order.tax.byRate[0] : undefined
  const shippingVat = rate ? (computeTax('included', [{ cents: order.shippingCents, ratePercent: rate.ratePercent }])?.totalCents ?? 0) : 0
  const goodsBeforeTax = rate ? goods - (order.tax!.totalCents - shippingVat) : goods
  return Math.round((goodsBeforeTax * (order.totalCents - refundedCents(order))) / order.totalCents)
}
