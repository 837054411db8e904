// An order as the back office reads it from Firestore: the shopper's fields, plus its history and the payment it
// names. Stored times are Firestore timestamps; they become the ISO strings the order pages read. A document that
// does not fit is left out of a list and counted, or shown as unreadable, never a crash.
import * as v from 'valibot'
import { ORDER_STATUSES } from '../../lib/orders/order'
import { OrderFields } from '../../lib/orders/order-schema'

const Event = v.object({ at: v.string(), by: v.string(), what: v.string(), from: v.picklist(ORDER_STATUSES), to: v.picklist(ORDER_STATUSES) })

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const LineRefund = v.object({
  attemptId: v.string(),
  lines: v.array(v.object({ line: Count, quantity: Count })),
  restock: v.boolean(),
  amountCents: Count,
  at: v.string(),
  by: v.string(),
  refundId: v.optional(v.string()),
})

const AdminOrderShape = v.looseObject({
  ...OrderFields,
  paymentId: v.optional(v.string()),
  history: v.optional(v.array(Event)),
  /** Refunds of chosen lines: which units are refunded already, so the form offers only what is left. */
  lineRefunds: v.optional(v.array(LineRefund)),
})

export type AdminOrder = v.InferOutput<typeof AdminOrderShape>

/** A stored value with toDate() (a Firestore Timestamp) as its ISO string; anything else as it is. */
function plainTime(value: unknown): unknown {
  const convertible = value as { toDate?: () => unknown } | null
  const date = convertible && typeof convertible.toDate === 'function' ? convertible.toDate() : null
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : value
}

/** The stored document (with its id) as the back office reads it, or null when it does not fit. */
export function toAdminOrder(id: string, data: unknown): AdminOrder | null {
  if (!data || typeof data !== 'object') return null
  const plain = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key.endsWith('At') ? plainTime(value) : value]))
  const parsed = v.safeParse(AdminOrderShape, { ...plain, id })
  return parsed.success ? parsed.output : null
}
