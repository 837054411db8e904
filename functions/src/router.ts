// The one HTTP function's routes. Behind the Hosting rewrite the path starts with /api; called directly (the
// emulator's address) it does not.
import { apiError, type ApiRequest, type ApiResponse, type Caller, type Deps } from './api-types'
import { createCheckout } from './checkout'
import { claimOrders } from './claim'
import { cancel, getOrder, withdraw } from './orders'
import { OWNER_ACTIONS, ownerAction, type OwnerActionName } from './owner-orders'
import { stripeWebhook } from './webhook'

/** The signed-in shopper behind `Authorization: Bearer <ID token>`, null for a guest, 'invalid' for a bad token. */
async function callerOf(request: ApiRequest, deps: Deps): Promise<Caller | null | 'invalid'> {
  const header = request.headers.authorization
  if (!header) return null
  return (await deps.verifyIdToken(header.replace(/^Bearer\s+/i, ''))) ?? 'invalid'
}

const ORDER_PATH = /^\/orders\/([A-Za-z0-9_-]{1,64})(\/withdraw|\/cancel)?$/

const OWNER_PATH = new RegExp(`^/admin/orders/([A-Za-z0-9_-]{1,64})/(${OWNER_ACTIONS.join('|')})$`)

/** Every answer is JSON the shop can show, also when Firestore or Stripe fails on the way. */
export async function handleApi(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  try {
    return await route(request, deps)
  } catch (error) {
    console.error(`${request.method} ${request.path} failed`, error)
    return apiError(503, 'unavailable', 'The shop could not answer just now. Nothing was charged; try again in a moment.')
  }
}

async function route(request: ApiRequest, deps: Deps): Promise<ApiResponse> {
  const path = request.path.replace(/^\/api(?=\/)/, '')
  if (request.method === 'POST' && path === '/stripe-webhook') return stripeWebhook(request, deps)
  const owned = request.method === 'POST' ? OWNER_PATH.exec(path) : null
  if (owned) {
    const caller = await callerOf(request, deps)
    return caller === 'invalid'
      ? apiError(401, 'unauthenticated', 'Sign in again.')
      : ownerAction(request, deps, caller, owned[1]!, owned[2] as OwnerActionName)
  }
  const order = ORDER_PATH.exec(path)
  const name =
    request.method === 'POST' && path === '/checkout'
      ? 'checkout'
      : request.method === 'POST' && path === '/account/claim-orders'
        ? 'claim'
        : request.method === 'GET' && order && !order[2]
          ? 'order'
          : request.method === 'POST' && order?.[2] === '/withdraw'
            ? 'withdraw'
            : request.method === 'POST' && order?.[2] === '/cancel'
              ? 'cancel'
              : null
  if (!name) return apiError(404, 'no-route', `No ${request.method} ${path}.`)
  const caller = await callerOf(request, deps)
  if (caller === 'invalid') return apiError(401, 'unauthenticated', 'Sign in again.')
  if (name === 'checkout') return createCheckout(request, deps, caller)
  if (name === 'claim') return claimOrders(request, deps, caller)
  if (name === 'cancel') return cancel(request, deps, caller, order![1]!)
  return name === 'order' ? getOrder(request, deps, caller, order![1]!) : withdraw(request, deps, caller, order![1]!)
}
