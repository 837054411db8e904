// Asks the server to price the cart, hold its units and open the payment page. The request names lines, the
// guest's email and the attempt id, never a price.
import type { CheckoutLine } from '../../../lib/orders/checkout-request'
import type { LineProblem } from '../../../lib/orders/pricing'
import { callApi } from './shop-api'

export interface CheckoutInput {
  lines: CheckoutLine[]
  email?: string
  attemptId: string
  signedIn: boolean
}

export type CheckoutAnswer =
  { kind: 'pay'; url: string } | { kind: 'cart-changed'; message: string; problems: LineProblem[] } | { kind: 'error'; message: string; line?: number }

export async function createCheckout({ lines, email, attemptId, signedIn }: CheckoutInput): Promise<CheckoutAnswer> {
  const body = { lines, attemptId, ...(email ? { email } : {}) }
  const result = await callApi<{ url: string }>('/checkout', { body, signedIn })
  if (result.ok) return { kind: 'pay', url: result.data.url }
  const { code, message, problems, line } = result.error
  if (code === 'cart-changed' && Array.isArray(problems)) return { kind: 'cart-changed', message, problems: problems as LineProblem[] }
  return typeof line === 'number' ? { kind: 'error', message, line } : { kind: 'error', message }
}
