// Asks the server to price the cart, hold its units and open the payment page. The request names lines, the
// country the parcel goes to, the guest's email, the attempt id and the shopper's consent to a reminder, never a price.
import * as v from 'valibot'
import type { CheckoutLine } from '../../../lib/orders/checkout-request'
import type { ShippingCountry } from '../../../lib/orders/shipping-countries'
import { LINE_PROBLEM_CODES, type LineProblem } from '../../../lib/orders/pricing'
import { keepCheckoutPass, storedCheckoutPass } from '../checkout-pass'
import { callApi } from './shop-api'

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
// The provider's page (https://…), or the demo's own (/demo-pay/…): never another scheme.
const PaymentPage = v.object({ url: v.pipe(v.string(), v.regex(/^(https?:\/\/|\/(?!\/))/)), pass: v.optional(v.string()) })
const LineProblems = v.array(
  v.object({ line: Count, code: v.picklist(LINE_PROBLEM_CODES), message: v.string(), available: v.optional(Count), unitCents: v.optional(Count) }),
)

export interface CheckoutInput {
  lines: CheckoutLine[]
  country: ShippingCountry
  email?: string
  attemptId: string
  /** The attempt this one replaces, whose checkout the server ends. */
  replaces?: string
  signedIn: boolean
  /** A promotion code the shopper applied: the server prices it again. */
  promotionCode?: string
  /** The shopper ticked the box to be mailed a link to finish the order if it is not paid. */
  recoveryConsent?: boolean
}

export type CheckoutAnswer =
  | { kind: 'pay'; url: string }
  | { kind: 'cart-changed'; message: string; problems: LineProblem[] }
  /** The attempt's payment page has closed, or the attempt was another account's in this tab: a new one is needed. */
  | { kind: 'closed'; message: string }
  /** `openCheckout`: the payment page of the shopper's own checkout still open, offered when too many were started. */
  | { kind: 'error'; message: string; line?: number; openCheckout?: string }

export async function createCheckout({
  lines,
  country,
  email,
  attemptId,
  replaces,
  signedIn,
  promotionCode,
  recoveryConsent,
}: CheckoutInput): Promise<CheckoutAnswer> {
  const body = {
    lines,
    country,
    attemptId,
    ...(replaces ? { replaces } : {}),
    ...(email ? { email } : {}),
    ...(promotionCode ? { promotionCode } : {}),
    ...(recoveryConsent ? { recoveryConsent: true } : {}),
  }
  const pass = signedIn ? null : storedCheckoutPass()
  const result = await callApi('/checkout', PaymentPage, { body, signedIn, ...(pass ? { headers: { 'X-Checkout-Pass': pass } } : {}) })
  if (result.ok) {
    if (result.data.pass) keepCheckoutPass(result.data.pass)
    return { kind: 'pay', url: result.data.url }
  }
  const { code, message, problems, line, openCheckout } = result.error
  const parsed = v.safeParse(LineProblems, problems)
  if (code === 'cart-changed' && parsed.success) return { kind: 'cart-changed', message, problems: parsed.output }
  if (code === 'attempt-closed' || code === 'attempt-reused') return { kind: 'closed', message }
  const open = v.safeParse(PaymentPage.entries.url, openCheckout)
  return { kind: 'error', message, ...(v.is(Count, line) ? { line } : {}), ...(open.success ? { openCheckout: open.output } : {}) }
}
