// What the server's (or the catalog's) objections to the cart mean for the cart: the line as the shopper may
// agree to keep it, or null when it must go.
import type { LineProblem } from '../../lib/orders/pricing'
import type { CartItem } from '../cart/cart-reducer'

export function correctedLine(line: CartItem, problem: LineProblem): CartItem | null {
  switch (problem.code) {
    case 'short':
      return problem.available ? { ...line, quantity: Math.min(line.quantity, problem.available), limit: problem.available } : null
    case 'price-changed':
      return problem.unitCents === undefined ? line : { ...line, price: problem.unitCents / 100 }
    default:
      return null
  }
}
