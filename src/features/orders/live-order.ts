// An order document as the listener delivers it, turned into what the order page shows: what the shop's /api
// would answer (no hashes, the withdrawal's window worked out by the same order code), checked by the same schema.
// A document that does not fit is refused, so the page keeps what it showed rather than something it cannot read.
import { canWithdraw, withdrawalEndsAt } from '../../lib/orders/withdrawal'
import { toShopperOrder } from './shopper-order-schema'
import type { ShopperOrder } from './shopper-order'

/** Firestore Timestamps (a real project's functions may store them) as the ISO strings the pages read. */
function withIsoTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIsoTimes)
  if (value === null || typeof value !== 'object') return value
  const convertible = value as { toDate?: () => Date }
  if (typeof convertible.toDate === 'function') return convertible.toDate().toISOString()
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withIsoTimes(field)]))
}

/** The order the page can show, or null when the stored document is not one. */
export function toLiveShopperOrder(id: string, stored: unknown, previous: ShopperOrder | undefined, now = new Date()): ShopperOrder | null {
  if (stored === null || typeof stored !== 'object') return null
  const {
    tokenHash: _token,
    cartHash: _cart,
    attemptId: _attempt,
    history: _history,
    paymentId: _payment,
    ...shown
  } = withIsoTimes(stored) as Record<string, unknown>
  const placeholder = { endsAt: null, open: false }
  const checked = toShopperOrder({ ...shown, id, withdrawal: placeholder, ...(previous?.sendsMail === undefined ? {} : { sendsMail: previous.sendsMail }) })
  if (!checked) return null
  return { ...checked, withdrawal: { endsAt: withdrawalEndsAt(checked), open: canWithdraw(checked, now) } }
}
