// The demo's orders, mail and payment events as its tests read and set them: straight from the mock's state, and
// through the demo's adapter of the /api where a change must go the way the shop's own code makes it.
import { demoDeps } from '../../mocks/api/demo-deps'
import { deliverEvent } from '../../mocks/api/demo-payments'
import { memoryStore } from '../../mocks/api/memory-store'
import { decodeFields } from '../../mocks/firestore/values'
import { mockState, type DemoSession } from '../../mocks/state'
import { readStock, saveOrder as saveInTransaction, toOrderData } from '../../src/lib/api/order-store'
import type { Order } from '../../src/lib/orders/order'
import { readStoredOrder } from '../../src/lib/orders/order-schema'
import { ORIGIN } from './shop-api'

export { queuedMail } from '../../mocks/api/memory-store'

/** The order as the demo stores it now. */
export function readOrder(id: string): Order | undefined {
  const stored = mockState().documents[`orders/${id}`]
  return stored ? readStoredOrder(id, decodeFields(stored.fields)) : undefined
}

/** Stores the order as given; with `before`, the units it no longer needs go back, as the shop's code saves it. */
export const saveOrder = (order: Order, before?: Order): Promise<void> =>
  memoryStore.runTransaction(async (tx) => {
    if (before) saveInTransaction(tx, await readStock(tx, before.lines), order, before)
    else tx.set(`orders/${order.id}`, toOrderData(order))
  })

/** The provider's event about the session as it stands (paid, or expired), handed to the shop; a redelivery repeats the id. */
export const deliverSessionEvent = (session: DemoSession, eventId?: string): Promise<string> =>
  deliverEvent(demoDeps(ORIGIN), session, session.status === 'expired' ? 'checkout.session.expired' : 'checkout.session.completed', eventId)
