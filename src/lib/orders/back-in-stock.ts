// "Email me when it is back": a shopper's request to be told once when a sold-out variant is on sale again. One
// document per request (`stockAlerts/<id>`, its id a hash of the variant and the address, so asking twice stores
// it once), never a list per variant: a sale day's requests for one size do not queue on one document. The shopper
// consents to this one mail for this one variant; the mail carries a link that cancels it and every other request
// of the address (decision record 036).
import * as v from 'valibot'
import { VARIANT_ENTRIES, lineWords, namedIn, stockKey, variantOf, variantParams, type OptionLists, type Variant } from '../catalog/variant'
import { escapeHtml, type MailDocument } from './mail'
import { sha256Hex } from './guest-token'
import { stockDocumentId } from './stock-id'

/** The sentence the form shows beside its button; stored with the request, as what the shopper agreed to. */
export const BACK_IN_STOCK_CONSENT = 'We will send you one email when this size and colour is back, and nothing else. Each email has a link that cancels it.'

/** New requests one client (an account, or an address block) may make in a window. */
export const REQUESTS_PER_WINDOW = 10
/** Waiting requests one address may have at once. */
export const WAITING_PER_EMAIL = 20
/** Mails sent for one variant at a time when its item is sold without a limit. */
const MOST_MAILS_AT_ONCE = 200

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())
/** A product page's own path: '/shop/apparel/classic-crew-neck-t-shirt'. */
const ProductPath = v.pipe(v.string(), v.regex(/^\/shop\/[A-Za-z0-9%._~-]{1,120}\/[a-z0-9-]{1,120}$/))

const BackInStockRequest = v.object({
  collectionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  itemId: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  ...VARIANT_ENTRIES,
  path: ProductPath,
  email: v.optional(Email),
  consent: v.literal(true),
})

export interface AlertRequest {
  collectionId: string
  itemId: number
  variant: Variant
  path: string
  email: string | undefined
}

/** The request as sent, or what is wrong with it; the consent must be given (true), never assumed. */
export function parseAlertRequest(body: unknown): { ok: true; value: AlertRequest } | { ok: false; code: string; message: string } {
  const consent = (body as { consent?: unknown } | null)?.consent
  if (consent !== true) return { ok: false, code: 'consent-required', message: 'We send this email only with your consent: press the button that gives it.' }
  const parsed = v.safeParse(BackInStockRequest, body)
  if (!parsed.success) {
    const bad = parsed.issues.find((issue) => v.getDotPath(issue) === 'email')
    return bad
      ? { ok: false, code: 'bad-email', message: 'Enter a valid email address.' }
      : { ok: false, code: 'bad-request', message: 'This request cannot be read.' }
  }
  const { collectionId, itemId, path, email } = parsed.output
  return { ok: true, value: { collectionId, itemId, path, email, variant: variantOf(parsed.output as Variant) } }
}

/** What finds a variant's waiting requests: its item's stock document and the variant's stock key ('2_9:M/navy'). */
export const alertKey = (collectionId: string, itemId: number, variant: Variant): string => keyOf(stockDocumentId(collectionId, itemId), stockKey(variant))

/** A stock document's id and a stock key in it, as one alert key (not a line key: those name an item id). */
const keyOf = (stockId: string, key: string): string => [stockId, key].join(':')

/** The request's document id: one per variant and address, and not the address itself. */
export const alertId = async (key: string, email: string): Promise<string> => (await sha256Hex(`${key}|${email}`)).slice(0, 40)

/** The hash every request of one address carries, so one press cancels them all. */
export const emailHashOf = (email: string): Promise<string> => sha256Hex(`back-in-stock|${email}`)

/** A stored request, as the mailing reads it. */
export interface WaitingAlert {
  id: string
  createdAt: string
}

/** First come, first served: the oldest waiting requests, as many as there are units (ties by id, so every run agrees). */
export function firstWaiting<T extends WaitingAlert>(waiting: readonly T[], units: number): T[] {
  return [...waiting].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).slice(0, Math.max(0, units))
}

/** The units a variant has for sale now, from its stock document: every waiting request when the item is not counted. */
export function unitsForSale(stock: { units: Record<string, unknown>; unlimited: boolean } | null, key: string): number {
  if (!stock) return 0
  if (stock.unlimited) return MOST_MAILS_AT_ONCE
  const units = stock.units[key]
  return typeof units === 'number' && Number.isSafeInteger(units) && units > 0 ? Math.min(units, MOST_MAILS_AT_ONCE) : 0
}

/** The one mail: the item and variant by name, a link to its page with the variant chosen, and the link that cancels. */
export function backInStockMail(
  to: string,
  item: OptionLists & { name: string },
  variant: Variant,
  links: { shopUrl: string; path: string; unsubscribeToken: string },
): MailDocument {
  const what = lineWords({ name: item.name, ...namedIn(item, variant) })
  const page = `${links.shopUrl}${links.path}?${new URLSearchParams(variantParams(variant)).toString()}`.replace(/\?$/, '')
  const unsubscribe = `${links.shopUrl}/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`
  const paragraphs = [
    `${what} is back in stock.`,
    `Order it here while it lasts: ${page}`,
    'You asked us for this one email; we will not write about it again.',
  ]
  const stop = `Do not want these? Cancel this and your other back-in-stock requests: ${unsubscribe}`
  return {
    to,
    message: {
      subject: `Back in stock: ${what}`,
      text: [...paragraphs, '', stop].join('\n'),
      html: [
        `<p>${escapeHtml(paragraphs[0]!)}</p>`,
        `<p><a href="${escapeHtml(page)}">Order it here while it lasts</a></p>`,
        `<p>${escapeHtml(paragraphs[2]!)}</p>`,
        `<p><a href="${escapeHtml(unsubscribe)}">Cancel this and your other back-in-stock requests</a></p>`,
      ].join(''),
    },
  }
}

const count = (units: unknown): number => (typeof units === 'number' && Number.isSafeInteger(units) ? units : 0)

/**
 * The variants (as alert keys) whose units for sale these writes raise over what the snapshot read: the only ones
 * whose waiting requests may be mailed, so a write that only takes units (a checkout) looks up no request.
 */
export function raisedKeys(
  before: Record<string, { units: Record<string, unknown> } | null>,
  writes: readonly { id: string; units: Record<string, unknown> }[],
): string[] {
  return writes.flatMap(({ id, units }) =>
    Object.entries(units).flatMap(([key, after]) => (count(after) > count(before[id]?.units[key]) ? [keyOf(id, key)] : [])),
  )
}
