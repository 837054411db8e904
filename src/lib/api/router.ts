// The shop's /api: one table of its paths, each with its one method, whether it skips App Check and the caller, and
// its handler. The Cloud Function and the demo's mock backend both answer every call here. Behind the Hosting
// rewrite the path starts with /api; called directly (the emulator's address) it does not.
import { countOlderOrders } from './older-orders'
import { eraseCustomer, exportCustomer } from './customer-data'
import { isDocumentId } from '../orders/document-id'
import { UnreadableOrder } from '../orders/order-schema'
import { OWNER_ACTION_NAMES, type OwnerActionName } from '../orders/owner-actions'
import { deleteAccount, syncProfileEmail } from './account'
import { requestBackInStock, unsubscribeBackInStock } from './back-in-stock'
import { createCheckout } from './checkout'
import { claimOrders } from './claim'
import { clientAddress } from './client-address'
import { apiError, notFound, type ApiRequest, type ApiResponse } from './http'
import { cancel, getOrder, withdraw } from './orders'
import { ownerCatalog, type CatalogRoute } from './owner-catalog'
import { ownerAction } from './owner-orders'
import { paymentWebhook } from './payment-events'
import { changePromotion, checkPromotion, createPromotion, PROMOTION_CHANGES, type PromotionChange } from './promotions'
import type { Caller, Deps } from './ports'
import { moderateReview, REVIEW_ACTIONS, type ReviewAction } from './owner-reviews'
import { myReviews, writeReview } from './reviews'
import { saveShippingTable } from './shipping-rates'
import { recordVitals } from './vitals'
import { unsubscribeRecoveryMail } from './recovery-mail'
import { addStaff, listStaff, removeStaff } from './staff-list'
import { readDashboard } from './dashboard'
import { readSpeed } from './speed'

/** What a route's handler is given. */
interface RouteCall {
  request: ApiRequest
  deps: Deps
  /** The signed-in shopper, null for a guest; always null on a route that skips the caller (`open`). */
  caller: Caller | null
  /** What the route's pattern captured, in order: `/orders/<id>/withdraw` gives the order's id. */
  groups: string[]
}

interface Route {
  pattern: RegExp
  method: 'GET' | 'POST'
  /** What the route is called, for the reader and the tests; no two routes share a name. */
  name: string
  /** Answered before App Check and without a caller: for the calls that come with no App Check token (each entry says why). */
  open?: true
  handle: (call: RouteCall) => ApiResponse | Promise<ApiResponse>
}

/** A route on one order, whose id is the pattern's first group: an id no order can have (a reserved Firestore id among them) names no order. */
const onOrder =
  (handle: (call: RouteCall, orderId: string) => Promise<ApiResponse>) =>
  (call: RouteCall): ApiResponse | Promise<ApiResponse> => {
    const orderId = call.groups[0]!
    return isDocumentId(orderId) ? handle(call, orderId) : notFound()
  }

/** One of the owner's catalog edits (owner-catalog.ts), given the ids its pattern captured. */
const catalog =
  (route: CatalogRoute) =>
  ({ request, deps, caller, groups }: RouteCall) =>
    ownerCatalog(route, request, deps, caller, groups)

/** Each path the function answers, the one method it answers it with, and what answers it. */
export const ROUTES: readonly Route[] = [
  { pattern: /^\/checkout$/, method: 'POST', name: 'checkout', handle: ({ request, deps, caller }) => createCheckout(request, deps, caller) },
  // "Email me when it is back" and the link in its mail that cancels it (back-in-stock.ts).
  { pattern: /^\/back-in-stock$/, method: 'POST', name: 'alert', handle: ({ request, deps, caller }) => requestBackInStock(request, deps, caller) },
  { pattern: /^\/back-in-stock\/unsubscribe$/, method: 'POST', name: 'unsubscribe', handle: ({ request, deps }) => unsubscribeBackInStock(request, deps) },
  // The link in the mail of a checkout left unpaid that stops those mails (recovery-mail.ts).
  {
    pattern: /^\/checkout-reminders\/unsubscribe$/,
    method: 'POST',
    name: 'reminders-off',
    handle: ({ request, deps }) => unsubscribeRecoveryMail(request, deps),
  },
  { pattern: /^\/account\/claim-orders$/, method: 'POST', name: 'claim', handle: ({ request, deps, caller }) => claimOrders(request, deps, caller) },
  // The shopper's own account (account.ts).
  { pattern: /^\/account\/delete$/, method: 'POST', name: 'delete-account', handle: ({ request, deps, caller }) => deleteAccount(request, deps, caller) },
  { pattern: /^\/account\/email$/, method: 'POST', name: 'profile-email', handle: ({ deps, caller }) => syncProfileEmail(deps, caller) },
  {
    pattern: /^\/orders\/([^/]+)$/,
    method: 'GET',
    name: 'order',
    handle: onOrder(({ request, deps, caller }, orderId) => getOrder(request, deps, caller, orderId)),
  },
  {
    pattern: /^\/orders\/([^/]+)\/withdraw$/,
    method: 'POST',
    name: 'withdraw',
    handle: onOrder(({ request, deps, caller }, orderId) => withdraw(request, deps, caller, orderId)),
  },
  {
    pattern: /^\/orders\/([^/]+)\/cancel$/,
    method: 'POST',
    name: 'cancel',
    handle: onOrder(({ request, deps, caller }, orderId) => cancel(request, deps, caller, orderId)),
  },
  // A buyer's reviews of what the order brought them (reviews.ts).
  {
    pattern: /^\/orders\/([^/]+)\/reviews$/,
    method: 'POST',
    name: 'review',
    handle: onOrder(({ request, deps, caller }, orderId) => writeReview(request, deps, caller, orderId)),
  },
  {
    pattern: /^\/orders\/([^/]+)\/reviews$/,
    method: 'GET',
    name: 'my-reviews',
    handle: onOrder(({ deps, caller }, orderId) => myReviews(deps, caller, orderId)),
  },
  // The back office's actions (owner-orders.ts): each needs the role back-office-roles.ts gives it (owner or staff).
  {
    pattern: new RegExp(`^/admin/orders/([^/]+)/(${OWNER_ACTION_NAMES.join('|')})$`),
    method: 'POST',
    name: 'owner',
    handle: onOrder(({ request, deps, caller, groups }, orderId) => ownerAction(request, deps, caller, orderId, groups[1] as OwnerActionName)),
  },
  // The owner's catalog (owner-catalog.ts, owner-stock.ts): owners only.
  { pattern: /^\/admin\/items\/([^/]+)\/([^/]+)$/, method: 'POST', name: 'item', handle: catalog('item') },
  { pattern: /^\/admin\/items\/([^/]+)$/, method: 'POST', name: 'add', handle: catalog('add') },
  { pattern: /^\/admin\/stock\/([^/]+)\/([^/]+)$/, method: 'POST', name: 'stock', handle: catalog('stock') },
  { pattern: /^\/admin\/settings$/, method: 'POST', name: 'settings', handle: catalog('settings') },
  // The shipping table (shipping-rates.ts): owners only.
  { pattern: /^\/admin\/shipping$/, method: 'POST', name: 'shipping', handle: ({ request, deps, caller }) => saveShippingTable(request, deps, caller) },
  // The owner publishes or hides a review (owner-reviews.ts).
  {
    pattern: new RegExp(`^/admin/reviews/([^/]+)/(${REVIEW_ACTIONS.join('|')})$`),
    method: 'POST',
    name: 'moderate',
    handle: ({ deps, caller, groups: [reviewId, action] }) => moderateReview(deps, caller, reviewId!, action as ReviewAction),
  },
  // Orders stored before the daily totals existed, counted in them (older-orders.ts): owners only.
  {
    pattern: /^\/admin\/daily-totals\/backfill$/,
    method: 'POST',
    name: 'backfill',
    handle: ({ request, deps, caller }) => countOlderOrders(request, deps, caller, 'dailyTotals'),
  },
  // Promotion codes (promotions.ts): the shopper's question, and the owner's codes (owners only).
  { pattern: /^\/promotions\/check$/, method: 'POST', name: 'promotion-check', handle: ({ request, deps, caller }) => checkPromotion(request, deps, caller) },
  { pattern: /^\/admin\/promotions$/, method: 'POST', name: 'promotion-add', handle: ({ request, deps, caller }) => createPromotion(request, deps, caller) },
  {
    pattern: new RegExp(`^/admin/promotions/([A-Z0-9_-]{3,32})/(${PROMOTION_CHANGES.join('|')})$`),
    method: 'POST',
    name: 'promotion-change',
    handle: ({ deps, caller, groups: [code, change] }) => changePromotion(deps, caller, code!, change as PromotionChange),
  },
  // One customer's data at their request, and the older orders counted in the customers (customer-data.ts, older-orders.ts): owners only.
  {
    pattern: /^\/admin\/customers\/backfill$/,
    method: 'POST',
    name: 'customers-backfill',
    handle: ({ request, deps, caller }) => countOlderOrders(request, deps, caller, 'customers'),
  },
  {
    pattern: /^\/admin\/customers\/([^/]+)\/export$/,
    method: 'POST',
    name: 'customer-export',
    handle: ({ request, deps, caller, groups: [key] }) => exportCustomer(request, deps, caller, key!),
  },
  {
    pattern: /^\/admin\/customers\/([^/]+)\/erase$/,
    method: 'POST',
    name: 'customer-erase',
    handle: ({ request, deps, caller, groups: [key] }) => eraseCustomer(request, deps, caller, key!),
  },
  // All the dashboard shows, as the role allows (dashboard.ts): owners and staff.
  { pattern: /^\/admin\/dashboard$/, method: 'GET', name: 'dashboard', handle: ({ deps, caller }) => readDashboard(deps, caller) },
  // The real shoppers' speed of the last days, summed (speed.ts): owners only.
  { pattern: /^\/admin\/speed$/, method: 'GET', name: 'speed', handle: ({ deps, caller }) => readSpeed(deps, caller) },
  // Who works in the back office as staff (staff-list.ts): owners only.
  { pattern: /^\/admin\/staff$/, method: 'GET', name: 'staff-list', handle: ({ deps, caller }) => listStaff(deps, caller) },
  { pattern: /^\/admin\/staff$/, method: 'POST', name: 'staff-add', handle: ({ request, deps, caller }) => addStaff(request, deps, caller) },
  {
    pattern: /^\/admin\/staff\/([^/]+)\/remove$/,
    method: 'POST',
    name: 'staff-remove',
    handle: ({ deps, caller, groups: [uid] }) => removeStaff(deps, caller, uid!),
  },
  // Signed by the payment provider, which has no App Check token.
  { pattern: /^\/stripe-webhook$/, method: 'POST', name: 'webhook', open: true, handle: ({ request, deps }) => paymentWebhook(request, deps) },
  // The going-live check: how the function reads the caller's address (client-address.ts). It reads and changes nothing.
  { pattern: /^\/client-address$/, method: 'GET', name: 'address', open: true, handle: ({ request, deps }) => clientAddress(request, deps) },
  // A visit's speed, sent as a beacon as the page is hidden: no App Check token (vitals.ts says why).
  { pattern: /^\/vitals$/, method: 'POST', name: 'vitals', open: true, handle: ({ request, deps }) => recordVitals(request, deps) },
]

/** The signed-in shopper behind `Authorization: Bearer <ID token>`, null for a guest, 'invalid' for a bad token. */
async function callerOf(request: ApiRequest, deps: Deps): Promise<Caller | null | 'invalid'> {
  const header = request.headers.authorization
  if (!header) return null
  return (await deps.verifyIdToken(header.replace(/^Bearer\s+/i, ''))) ?? 'invalid'
}

/** Every answer is JSON the shop can show, also when Firestore or Stripe fails on the way. */
export async function handleApi(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  try {
    return await route(request, deps)
  } catch (error) {
    console.error(`${request.method} ${request.path} failed`, error)
    // A document the code cannot read stays so: the page says so at once rather than ask again.
    if (error instanceof UnreadableOrder) return apiError(500, 'unreadable', 'This order cannot be shown just now. The shop has been told.')
    return apiError(503, 'unavailable', 'The shop could not answer just now. Nothing was charged; try again in a moment.')
  }
}

/**
 * Whether the call carries an App Check token the shop's app made; a missing or bad one is a 401. A call that changes
 * anything (every method but GET) uses its token up: the page sends a limited-use token for each, so one token
 * copied from a page and replayed from many addresses is refused after its first use.
 */
async function appCheckRefusal(request: ApiRequest, deps: Deps): Promise<ApiResponse | null> {
  const token = request.headers['x-firebase-appcheck']
  const verdict = token ? await deps.verifyAppCheck(token, request.method !== 'GET') : 'invalid'
  if (verdict === 'valid') return null
  if (verdict === 'replayed') return apiError(401, 'app-check-replayed', 'This request was sent before. Reload the page and try again.')
  return apiError(401, 'app-check', 'This request did not come from the shop’s own page. Reload the page and try again.')
}

/** The path's route: 404 when no pattern matches it, 405 (with the methods it has in `Allow`) for another method. */
async function route(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  const path = request.path.replace(/^\/api(?=\/)/, '')
  const matching = ROUTES.filter((candidate) => candidate.pattern.test(path))
  if (matching.length === 0) return apiError(404, 'no-route', `No ${request.method} ${path}.`)
  const found = matching.find((candidate) => candidate.method === request.method)
  if (!found) {
    const allow = matching.map((candidate) => candidate.method).join(', ')
    return { ...apiError(405, 'method-not-allowed', `${path} answers ${allow} only.`), headers: { Allow: allow } }
  }
  const groups = found.pattern.exec(path)!.slice(1)
  if (found.open) return found.handle({ request, deps, caller: null, groups })
  const refusal = await appCheckRefusal(request, deps)
  if (refusal) return refusal
  const caller = await callerOf(request, deps)
  if (caller === 'invalid') return apiError(401, 'unauthenticated', 'Sign in again.')
  return found.handle({ request, deps, caller, groups })
}
