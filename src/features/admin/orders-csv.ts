// The orders of a period as CSV for the accountant (RFC 4180: comma-separated, CRLF, quotes doubled), one row per
// order, amounts in dollars with two decimals. A cell that a spreadsheet would run as a formula (=, +, -, @ first)
// is prefixed with an apostrophe, so a customer's name can never be one.
import { refundedCents } from '../../lib/orders/order'
import type { AdminOrder } from './admin-order'

const COLUMNS = ['Order number', 'Placed (UTC)', 'Paid (UTC)', 'Status', 'Email', 'Name', 'Country', 'Subtotal', 'Shipping', 'Total', 'Refunded', 'Currency']

const dollars = (cents: number) => (cents / 100).toFixed(2)

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function ordersCsv(orders: readonly AdminOrder[]): string {
  const rows = orders.map((order) => [
    order.id,
    order.createdAt,
    order.paidAt ?? '',
    order.status,
    order.email,
    order.shippingAddress?.name ?? '',
    order.shippingAddress?.country ?? '',
    dollars(order.subtotalCents),
    dollars(order.shippingCents),
    dollars(order.totalCents),
    dollars(refundedCents(order)),
    order.currency.toUpperCase(),
  ])
  return [COLUMNS, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
