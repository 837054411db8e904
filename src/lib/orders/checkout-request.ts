// The body of createCheckout: what the shopper wants, never what it costs. Lines name an item and its variant;
// the price comes from the catalog on the server (pricing.ts). Unknown keys (a `price` a tampered client adds)
// are dropped by the schema, so they can never reach the charge.
import * as v from 'valibot'
import { VARIANT_ENTRIES, lineKey } from '../catalog/variant'
import { MAX_LINES, MAX_QUANTITY, MAX_UNITS, totalUnits } from './checkout-limits'
import { DocumentId } from './document-id'
import { MAX_BODY_BYTES, readJsonBody, type Parsed } from './json-body'
import { PromotionCode } from './promotion'
import { SHIPPING_COUNTRIES } from './shipping'

const CheckoutLine = v.object({
  // The collection's document id ('2'), as the catalog is stored.
  collectionId: DocumentId(),
  itemId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  ...VARIANT_ENTRIES,
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_QUANTITY)),
})

// One address, lower-cased as Firebase Auth stores an account's email: a verified account finds its guest orders by
// it. It becomes the recipient of the order's mails, so nothing else passes: no list, no line break, no header.
const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())

const CheckoutRequestSchema = v.object({
  lines: v.pipe(v.array(CheckoutLine), v.minLength(1), v.maxLength(MAX_LINES)),
  email: v.optional(Email),
  /** Where the parcel goes: its zone decides the shipping rates the payment page offers (shipping.ts). */
  country: v.picklist(SHIPPING_COUNTRIES),
  /** Chosen by the client once per press of the order button: a retry or a double click sends the same one. */
  attemptId: DocumentId(16, 64),
  /**
   * The attempt this one replaces: the shopper came back from its payment page and changed the cart, the country, the
   * email or the code. Its checkout, still open, is ended, its units back on sale.
   */
  replaces: v.optional(DocumentId(16, 64)),
  /** A promotion code, priced again here whatever the page showed (promotion.ts). */
  promotionCode: v.optional(PromotionCode),
  /** The shopper ticked the box to be mailed a link to finish the order if it is not paid (recovery-mail.ts). */
  recoveryConsent: v.optional(v.boolean()),
})

export type CheckoutLine = v.InferOutput<typeof CheckoutLine>
export type CheckoutRequest = v.InferOutput<typeof CheckoutRequestSchema>

type RequestErrorCode =
  | 'body-too-large'
  | 'malformed'
  | 'empty-cart'
  | 'too-many-lines'
  | 'too-many-units'
  | 'bad-quantity'
  | 'bad-line'
  | 'duplicate-line'
  | 'email-required'
  | 'bad-email'
  | 'bad-attempt'
  | 'bad-country'
  | 'bad-promotion'

export interface RequestError {
  code: RequestErrorCode
  message: string
  /** The index of the offending line, when one line is at fault. */
  line?: number
}

const fail = (code: RequestErrorCode, message: string, line?: number): Parsed<never, RequestError> => ({
  ok: false,
  error: line === undefined ? { code, message } : { code, message, line },
})

/** What the checkout says when the country the parcel goes to is missing or one the shop does not ship to. */
const COUNTRY_REQUIRED = 'Choose the country we deliver to.'

function fromIssue(issue: v.BaseIssue<unknown>): Parsed<never, RequestError> {
  const keys = (issue.path ?? []).map((step) => step.key)
  const [top, index, field] = keys
  if (top === 'lines' && index === undefined) {
    if (issue.type === 'min_length') return fail('empty-cart', 'Your cart is empty.')
    if (issue.type === 'max_length') return fail('too-many-lines', `A cart holds at most ${MAX_LINES} lines.`)
    return fail('malformed', 'The cart is not a list of lines.')
  }
  if (top === 'lines' && typeof index === 'number') {
    if (field === 'quantity') return fail('bad-quantity', `Choose between 1 and ${MAX_QUANTITY} units.`, index)
    return fail('bad-line', 'This line does not name an item of the shop.', index)
  }
  if (top === 'email') return fail('bad-email', 'Enter a valid email address.')
  if (top === 'attemptId' || top === 'replaces') return fail('bad-attempt', 'The request has no valid attempt id.')
  if (top === 'country') return fail('bad-country', COUNTRY_REQUIRED)
  if (top === 'promotionCode') return fail('bad-promotion', 'This code is not known.')
  return fail('malformed', 'The request is not a checkout request.')
}

/**
 * The request as sent, checked before anything is read or reserved. `accountEmail` is the signed-in shopper's, the
 * email claim of their ID token: it is used when it is one valid address, as a guest's is checked; otherwise (a
 * claim holding two addresses or a line break) it is not, and the shopper gives one as a guest does.
 */
export function parseCheckoutRequest(body: string, accountEmail?: string): Parsed<CheckoutRequest & { email: string }, RequestError> {
  const json = readJsonBody(body, MAX_BODY_BYTES)
  if (!json.ok) return json
  const result = v.safeParse(CheckoutRequestSchema, json.value)
  if (!result.success) return fromIssue(result.issues[0])
  const request = result.output
  const seen = new Set<string>()
  for (const [index, line] of request.lines.entries()) {
    const key = checkoutLineKey(line)
    if (seen.has(key)) return fail('duplicate-line', 'The same item and variant appear twice.', index)
    seen.add(key)
  }
  // Checked before anything is reserved: what one unpaid checkout may hold (checkout-limits.ts).
  if (totalUnits(request.lines) > MAX_UNITS) return fail('too-many-units', `One order holds at most ${MAX_UNITS} items. Remove some and try again.`)
  const account = accountEmail === undefined ? undefined : v.safeParse(Email, accountEmail)
  const email = (account?.success ? account.output : undefined) ?? request.email
  if (!email) return fail('email-required', 'Enter your email address.')
  return { ok: true, value: { ...request, email } }
}

/** The line's key (the variant module's, from the item's id and the line's options): '9:M/navy'. */
export const checkoutLineKey = (line: CheckoutLine): string => lineKey({ id: line.itemId, variant: line })
