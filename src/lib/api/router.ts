// The shop's /api: each path, its one method, App Check and the caller, then its handler. The Cloud Function and the
// demo's mock backend both answer every call here. Behind the Hosting rewrite the path starts with /api; called
// directly (the emulator's address) it does not.
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

/** The signed-in shopper behind `Authorization: Bearer <ID token>`, null for a guest, 'invalid' for a bad token. */
async function callerOf(request: ApiRequest, deps: Deps): Promise<Caller | null | 'invalid'> {
  const header = request.headers.authorization
  if (!header) return null
  return (await deps.verifyIdToken(header.replace(/^Bearer\s+/i, ''))) ?? 'invalid'
}

type Route =
  | 'checkout'
  | 'alert'
  | 'unsubscribe'
  | 'reminders-off'
  | 'claim'
  | 'delete-account'
  | 'profile-email'
  | 'order'
  | 'withdraw'
  | 'cancel'
  | 'owner'
  | 'webhook'
  | 'address'
  | 'vitals'
  | 'backfill'
  | 'promotion-check'
  | 'promotion-add'
  | 'promotion-change'
  | 'customers-backfill'
  | 'customer-export'
  | 'customer-erase'
  | 'review'
  | 'my-reviews'
  | 'moderate'
  | 'staff-list'
  | 'dashboard'
  | 'speed'
  | 'staff-add'
  | 'staff-remove'
  | 'shipping'
  | CatalogRoute

const CATALOG_ROUTES: readonly Route[] = ['item', 'add', 'stock', 'settings'] satisfies CatalogRoute[]

/** Each path the function answers, and the one method it answers it with. */
const ROUTES: { pattern: RegExp; method: string; name: Route }[] = [
  { pattern: /^\/checkout$/, method: 'POST', name: 'checkout' },
  // "Email me when it is back" and the link in its mail that cancels it (back-in-stock.ts).
  { pattern: /^\/back-in-stock$/, method: 'POST', name: 'alert' },
  { pattern: /^\/back-in-stock\/unsubscribe$/, method: 'POST', name: 'unsubscribe' },
  // The link in the mail of a checkout left unpaid that stops those mails (recovery-mail.ts).
  { pattern: /^\/checkout-reminders\/unsubscribe$/, method: 'POST', name: 'reminders-off' },
  { pattern: /^\/account\/claim-orders$/, method: 'POST', name: 'claim' },
  // The shopper's own account (account.ts).
  { pattern: /^\/account\/delete$/, method: 'POST', name: 'delete-account' },
  { pattern: /^\/account\/email$/, method: 'POST', name: 'profile-email' },
  { pattern: /^\/orders\/([^/]+)$/, method: 'GET', name: 'order' },
  { pattern: /^\/orders\/([^/]+)\/withdraw$/, method: 'POST', name: 'withdraw' },
  { pattern: /^\/orders\/([^/]+)\/cancel$/, method: 'POST', name: 'cancel' },
  // A buyer's reviews of what the order brought them (reviews.ts).
  { pattern: /^\/orders\/([^/]+)\/reviews$/, method: 'POST', name: 'review' },
  { pattern: /^\/orders\/([^/]+)\/reviews$/, method: 'GET', name: 'my-reviews' },
  // The back office's actions (owner-orders.ts): each needs the role back-office-roles.ts gives it (owner or staff).
  { pattern: new RegExp(`^/admin/orders/([^/]+)/(${OWNER_ACTION_NAMES.join('|')})$`), method: 'POST', name: 'owner' },
  // The owner's catalog (owner-catalog.ts, owner-stock.ts): owners only.
  { pattern: /^\/admin\/items\/([^/]+)\/([^/]+)$/, method: 'POST', name: 'item' },
  { pattern: /^\/admin\/items\/([^/]+)$/, method: 'POST', name: 'add' },
  { pattern: /^\/admin\/stock\/([^/]+)\/([^/]+)$/, method: 'POST', name: 'stock' },
  { pattern: /^\/admin\/settings$/, method: 'POST', name: 'settings' },
  // The shipping table (shipping-rates.ts): owners only.
  { pattern: /^\/admin\/shipping$/, method: 'POST', name: 'shipping' },
  // The owner publishes or hides a review (owner-reviews.ts).
  { pattern: new RegExp(`^/admin/reviews/([^/]+)/(${REVIEW_ACTIONS.join('|')})$`), method: 'POST', name: 'moderate' },
  // Orders stored before the daily totals existed, counted in them (older-orders.ts): owners only.
  { pattern: /^\/admin\/daily-totals\/backfill$/, method: 'POST', name: 'backfill' },
  // Promotion codes (promotions.ts): the shopper's question, and the owner's codes (owners only).
  { pattern: /^\/promotions\/check$/, method: 'POST', name: 'promotion-check' },
  { pattern: /^\/admin\/promotions$/, method: 'POST', name: 'promotion-add' },
  { pattern: new RegExp(`^/admin/promotions/([A-Z0-9_-]{3,32})/(${PROMOTION_CHANGES.join('|')})$`), method: 'POST', name: 'promotion-change' },
  // One customer's data at their request, and the older orders counted in the customers (customer-data.ts, older-orders.ts): owners only.
  { pattern: /^\/admin\/customers\/backfill$/, method: 'POST', name: 'customers-backfill' },
  { pattern: /^\/admin\/customers\/([^/]+)\/export$/, method: 'POST', name: 'customer-export' },
  { pattern: /^\/admin\/customers\/([^/]+)\/erase$/, method: 'POST', name: 'customer-erase' },
  // All the dashboard shows, as the role allows (dashboard.ts): owners and staff.
  { pattern: /^\/admin\/dashboard$/, method: 'GET', name: 'dashboard' },
  // The real shoppers' speed of the last days, summed (speed.ts): owners only.
  { pattern: /^\/admin\/speed$/, method: 'GET', name: 'speed' },
  // Who works in the back office as staff (staff-list.ts): owners only.
  { pattern: /^\/admin\/staff$/, method: 'GET', name: 'staff-list' },
  { pattern: /^\/admin\/staff$/, method: 'POST', name: 'staff-add' },
  { pattern: /^\/admin\/staff\/([^/]+)\/remove$/, method: 'POST', name: 'staff-remove' },
  // Signed by the payment provider, which has no App Check token.
  { pattern: /^\/stripe-webhook$/, method: 'POST', name: 'webhook' },
  // The going-live check: how the function reads the caller's address (client-address.ts). It reads and changes nothing.
  { pattern: /^\/client-address$/, method: 'GET', name: 'address' },
  // A visit's speed, sent as a beacon as the page is hidden: no App Check token (vitals.ts says why).
  { pattern: /^\/vitals$/, method: 'POST', name: 'vitals' },
]

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

async function route(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  const path = request.path.replace(/^\/api(?=\/)/, '')
  const matching = ROUTES.filter((candidate) => candidate.pattern.test(path))
  if (matching.length === 0) return apiError(404, 'no-route', `No ${request.method} ${path}.`)
  const found = matching.find((candidate) => candidate.method === request.method)
  if (!found) {
    const allow = matching.map((candidate) => candidate.method).join(', ')
    return { ...apiError(405, 'method-not-allowed', `${path} answers ${allow} only.`), headers: { Allow: allow } }
  }
  if (found.name === 'webhook') return paymentWebhook(request, deps)
  if (found.name === 'address') return clientAddress(request, deps)
  if (found.name === 'vitals') return recordVitals(request, deps)
  const refusal = await appCheckRefusal(request, deps)
  if (refusal) return refusal
  const caller = await callerOf(request, deps)
  if (caller === 'invalid') return apiError(401, 'unauthenticated', 'Sign in again.')
  if (found.name === 'checkout') return createCheckout(request, deps, caller)
  if (found.name === 'alert') return requestBackInStock(request, deps, caller)
  if (found.name === 'unsubscribe') return unsubscribeBackInStock(request, deps)
  if (found.name === 'reminders-off') return unsubscribeRecoveryMail(request, deps)
  if (found.name === 'claim') return claimOrders(request, deps, caller)
  if (found.name === 'delete-account') return deleteAccount(request, deps, caller)
  if (found.name === 'profile-email') return syncProfileEmail(deps, caller)
  if (found.name === 'backfill') return countOlderOrders(request, deps, caller, 'dailyTotals')
  if (found.name === 'promotion-check') return checkPromotion(request, deps, caller)
  if (found.name === 'promotion-add') return createPromotion(request, deps, caller)
  if (found.name === 'promotion-change') {
    const [, code, change] = found.pattern.exec(path)!
    return changePromotion(deps, caller, code!, change as PromotionChange)
  }
  if (found.name === 'shipping') return saveShippingTable(request, deps, caller)
  if (found.name === 'customers-backfill') return countOlderOrders(request, deps, caller, 'customers')
  if (found.name === 'customer-export') return exportCustomer(request, deps, caller, found.pattern.exec(path)![1]!)
  if (found.name === 'customer-erase') return eraseCustomer(request, deps, caller, found.pattern.exec(path)![1]!)
  if (found.name === 'dashboard') return readDashboard(deps, caller)
  if (found.name === 'speed') return readSpeed(deps, caller)
  if (found.name === 'staff-list') return listStaff(deps, caller)
  if (found.name === 'staff-add') return addStaff(request, deps, caller)
  if (found.name === 'staff-remove') return removeStaff(deps, caller, found.pattern.exec(path)![1]!)
  if (CATALOG_ROUTES.includes(found.name)) return ownerCatalog(found.name as CatalogRoute, request, deps, caller, found.pattern.exec(path)!.slice(1))
  if (found.name === 'moderate') {
    const [, reviewId, action] = found.pattern.exec(path)!
    return moderateReview(deps, caller, reviewId!, action as ReviewAction)
  }
  // An id no order can have (a reserved Firestore id among them) names no order.
  const orderId = found.pattern.exec(path)![1]!
  if (!isDocumentId(orderId)) return notFound()
  if (found.name === 'owner') return ownerAction(request, deps, caller, orderId, found.pattern.exec(path)![2] as OwnerActionName)
  if (found.name === 'cancel') return cancel(request, deps, caller, orderId)
  if (found.name === 'review') return writeReview(request, deps, caller, orderId)
  if (found.name === 'my-reviews') return myReviews(deps, caller, orderId)
  return found.name === 'order' ? getOrder(request, deps, caller, orderId) : withdraw(request, deps, caller, orderId)
}
