// Kept apart from pricing.ts, whose catalog schema the browser does not need: the checkout page imports this one.
import type { LineProblem, PricedLine } from './pricing'
import { formatCents } from '../money'

/**
 * What changed since the shopper saw their cart: lines whose price is no longer the one they saw. The cart keeps
 * the prices it showed; the charge never uses them (the checkout page calls this before asking to pay).
 */
export function priceChanges(seenUnitCents: number[], priced: PricedLine[]): LineProblem[] {
  return priced.flatMap((line, index) =>
    seenUnitCents[index] === line.unitCents
      ? []
      : [
          {
            line: index,
            code: 'price-changed' as const,
            message: `The price of ${line.name} changed to ${formatCents(line.unitCents)}.`,
            unitCents: line.unitCents,
          },
        ],
  )
}
