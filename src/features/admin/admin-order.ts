// An order as the back office reads it from Firestore: the stored order itself, read with the one order schema
// (src/lib/orders/order-schema.ts) that the functions and the pages read it with. Stored times may be Firestore
// timestamps; they become the ISO strings the order pages read. A document that does not fit is left out of a
// list and counted, or shown as unreadable, never a crash.
import { parseStoredOrder } from '../../lib/orders/order-schema'
import type { Order } from '../../lib/orders/order'

export type AdminOrder = Order

/** The stored document (with its id) as the back office reads it, or null when it does not fit. */
export const toAdminOrder = (id: string, data: unknown): AdminOrder | null => parseStoredOrder(id, data)
