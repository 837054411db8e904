// The sums an invoice states, from the order as stored: the goods at their prices, the discount shared across its
// lines, the shipping, the tax and the total paid.
import type { OrderTax } from '../../lib/orders/tax'

interface InvoicedOrder {
  lines: readonly { unitCents: number; quantity: number; discountCents?: number | undefined }[]
  shippingCents: number
  totalCents: number
  tax?: OrderTax | undefined
}

export const invoiceSums = (order: InvoicedOrder) => ({
  goodsCents: order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
  discountCents: order.lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0),
  shippingCents: order.shippingCents,
  taxCents: order.tax?.totalCents ?? null,
  totalCents: order.totalCents,
})
