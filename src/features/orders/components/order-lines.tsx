import { lineKey, variantLabel } from '../../../lib/catalog/variant'
import { formatCents } from '../../../lib/money'
import type { PricedLine } from '../../../lib/orders/pricing'
import { LineList } from './order-styles'

/** The lines of an order or of a payment: quantity, name, size and colour, and what the line costs. */
export function OrderLines({ lines, label }: { lines: readonly PricedLine[]; label: string }) {
  return (
    <LineList aria-label={label}>
      {lines.map((line) => {
        const variant = variantLabel(line)
        return (
          <li key={lineKey({ id: line.itemId, variant: line })}>
            <span>
              {line.quantity} × {line.name}
              {variant ? `, ${variant}` : ''}
            </span>
            <span>{formatCents(line.quantity * line.unitCents)}</span>
          </li>
        )
      })}
    </LineList>
  )
}
