// The orders of a period as CSV for the accountant (RFC 4180: comma-separated, CRLF, quotes doubled), one row per
// paid order, amounts in the shop's currency with two decimals, from the order's money rows (order-money.ts): the
// goods, the promotion code and its discount, shipping, tax added at the checkout, the total, the VAT the total
// includes, and what went back. Subtotal − Discount + Shipping + Tax added = Total on every row.
// A checkout never paid (left, expired, failed or cancelled) is no sale: it has no row, so the file's totals sum to
// the sales, and the page says how many were left out. A cell that a spreadsheet would run as a formula (=, +, -, @ first)
// is prefixed with an apostrophe, so a customer's name can never be one. A cell holding the separator of any common
// locale (comma, semicolon, tab, pipe) is quoted, and a formula character right after such a separator gets the
// same apostrophe: a spreadsheet that splits on ';' or a tab (and so does not see our quotes, which are not at the
// start of its cell) would otherwise cut `Ada;=1+1;` into cells, one of them a formula.
import { refundFailed, wasPaid } from '../../lib/orders/order'
import { orderMoney, type MoneyRow } from '../../lib/orders/order-money'
import type { AdminOrder } from './admin-order'

const COLUMNS = [
  'Order number',
  'Placed (UTC)',
  'Paid (UTC)',
  'Status',
  'Email',
  'Name',
  'Country',
  'Subtotal',
  'Code',
  'Discount',
  'Shipping',
  'Tax added',
  'Total',
  'VAT included',
  'Refunded',
  'Currency',
]

const amount = (cents: number) => (cents / 100).toFixed(2)

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/
/** A separator of some locale followed by a formula character: where such a locale would start a formula cell. */
const FORMULA_AFTER_SEPARATOR = /([,;\t|])(?=[=+\-@])/g

function cell(value: string): string {
  const safe = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEPARATOR, "$1'")
  return /[",;\t|\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The orders of a period the file has rows for (the paid ones), and how many it leaves out (never paid). */
export function exportedOrders(orders: readonly AdminOrder[]): { paid: AdminOrder[]; leftOut: number } {
  const paid = orders.filter(wasPaid)
  return { paid, leftOut: orders.length - paid.length }
}

/** The status as the accountant reads it: a refund that failed is said, as the order's page says it. */
const statusCell = (order: AdminOrder) => (refundFailed(order) ? `${order.status} (refund failed)` : order.status)

/** The money columns, Subtotal to Refunded, each the sum of its kind of row. */
function moneyCells(order: AdminOrder): string[] {
  const rows = orderMoney(order)
  const sum = (...kinds: MoneyRow['kind'][]) => amount(rows.reduce((cents, row) => cents + (kinds.includes(row.kind) ? row.cents : 0), 0))
  const code = rows.find((row) => row.kind === 'discount')?.code ?? ''
  return [sum('subtotal'), code, sum('discount'), sum('shipping'), sum('tax-added'), sum('total'), sum('tax-included'), sum('refunded')]
}

export function ordersCsv(orders: readonly AdminOrder[]): string {
  const rows = exportedOrders(orders).paid.map((order) => [
    order.id,
    order.createdAt,
    order.paidAt ?? '',
    statusCell(order),
    order.email,
    order.shippingAddress?.name ?? '',
    order.shippingAddress?.country ?? '',
    ...moneyCells(order),
    order.currency.toUpperCase(),
  ])
  return [COLUMNS, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
