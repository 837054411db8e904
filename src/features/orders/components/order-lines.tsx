import { formatCents } from '../../../lib/money'
import type { PricedLine } from '../../../lib/orders/pricing'
import { LineList } from './order-styles'

/** The lines of an order or of a payment: quantity, name, size and colour, and what the line costs. */
export function OrderLines({ lines, label }: { lines: readonly PricedLine[]; label: string }) {
  return (
    <LineList aria-label={label}>
      {lines.map((line) => (
        <li key={`${line.collectionId}:${line.itemId}:${line.size ?? ''}/${line.color ?? ''}`}>
          <span>
            {line.quantity} × {line.name}
            {line.size ? `, Size ${line.size}` : ''}
            {line.colorName ? ` · ${line.colorName}` : ''}
          </span>
          <span>{formatCents(line.quantity * line.unitCents)}</span>
        </li>
      ))}
    </LineList>
  )
}
