// The guest orders this browser has seen, with their private tokens, so that signing in later can add them to the
// account (claim-guest-orders.ts). Stored apart from the cart under its own key. What is stored may be anything
// (an older version, a curious shopper): invalid entries are dropped and an unreadable store reads as empty.
import * as v from 'valibot'
import { GuestOrderLink } from '../../lib/orders/guest-order-link'

export const GUEST_ORDERS_KEY = 'guest-orders'
/** The newest ones are kept; a shopper with more guest orders than this still has every order's link by email. */
export const MAX_REMEMBERED_ORDERS = 20

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function rememberedGuestOrders(): GuestOrderLink[] {
  let stored: unknown
  try {
    stored = JSON.parse(storage()?.getItem(GUEST_ORDERS_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry) => {
    const parsed = v.safeParse(GuestOrderLink, entry)
    return parsed.success ? [parsed.output] : []
  })
}

function store(orders: GuestOrderLink[]): void {
  try {
    const target = storage()
    if (orders.length === 0) target?.removeItem(GUEST_ORDERS_KEY)
    else target?.setItem(GUEST_ORDERS_KEY, JSON.stringify(orders.slice(-MAX_REMEMBERED_ORDERS)))
  } catch {
    // Storage full or refused: the order's link in its confirmation email still works.
  }
}

/** Remembers an order the shopper has shown they hold (its page opened with a valid token). */
export function rememberGuestOrder(order: GuestOrderLink): void {
  const others = rememberedGuestOrders().filter((entry) => entry.orderId !== order.orderId)
  store([...others, { orderId: order.orderId, token: order.token }])
}

export function forgetGuestOrders(orderIds: readonly string[]): void {
  if (orderIds.length === 0) return
  store(rememberedGuestOrders().filter((entry) => !orderIds.includes(entry.orderId)))
}
