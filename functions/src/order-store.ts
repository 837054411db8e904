// Orders, stock, processed events and mail as Firestore documents, read and written inside the callers'
// transactions. Stock is one document per counted item (stock/{collectionId}_{itemId}); a transaction reads and
// writes only those of its lines, never a collection document, so checkouts of different items do not contend.
// Times are stored as timestamps (the account's history orders by createdAt), and read back as the ISO strings the
// order module works with.
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore'
import { catalogSnapshotOf, type CatalogSnapshot } from '../../src/lib/orders/catalog-snapshot'
import type { MailDocument } from '../../src/lib/orders/mail'
import { releasedLines } from '../../src/lib/orders/line-refund'
import { awaitsPayment, type Order } from '../../src/lib/orders/order'
import { readStoredOrder } from '../../src/lib/orders/order-schema'
import { releaseStock, stockSnapshotOf, type StockSnapshot, type StockWrite } from '../../src/lib/orders/stock'
import { stockDocumentId } from '../../src/lib/orders/stock-id'

const isIsoTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)

export function toOrderData(order: Order): DocumentData {
  const data = JSON.parse(JSON.stringify(order)) as Record<string, unknown>
  for (const [key, value] of Object.entries(data)) if (key.endsWith('At') && isIsoTime(value)) data[key] = Timestamp.fromDate(new Date(value))
  return data
}

function fromOrderData(id: string, data: DocumentData): Order {
  const order: Record<string, unknown> = { ...data }
  for (const [key, value] of Object.entries(order)) if (value instanceof Timestamp) order[key] = value.toDate().toISOString()
  return readStoredOrder(id, order)
}

export const orderRef = (db: Firestore, id: string) => db.doc(`orders/${id}`)
/** One document per pending order, until it is paid or ended: the sweep lists these, never all orders. */
export const holdRef = (db: Firestore, id: string) => db.doc(`holds/${id}`)

/** The order as stored now; inside a transaction, pass it so a concurrent change aborts the transaction. */
export async function readOrder(db: Firestore, id: string, tx?: Transaction): Promise<Order | null> {
  const snapshot = tx ? await tx.get(orderRef(db, id)) : await orderRef(db, id).get()
  return snapshot.exists ? fromOrderData(id, snapshot.data()!) : null
}

/** Several orders read at once in a transaction; those that do not exist are left out. */
export async function readOrders(db: Firestore, ids: string[], tx: Transaction): Promise<Order[]> {
  if (ids.length === 0) return []
  const snapshots = await tx.getAll(...ids.map((id) => orderRef(db, id)))
  return snapshots.flatMap((snapshot) => (snapshot.exists ? [fromOrderData(snapshot.id, snapshot.data()!)] : []))
}

/** The catalog documents the lines name, read in the transaction for their prices and names (never written here). */
export async function readCatalog(tx: Transaction, db: Firestore, collectionIds: string[]): Promise<CatalogSnapshot> {
  const ids = [...new Set(collectionIds)]
  if (ids.length === 0) return {}
  const snapshots = await tx.getAll(...ids.map((id) => db.doc(`collections/${id}`)))
  return catalogSnapshotOf(snapshots.flatMap((snapshot, index) => (snapshot.exists ? [[ids[index]!, snapshot.data()] as [string, unknown]] : [])))
}

const stockRef = (db: Firestore, id: string) => db.doc(`stock/${id}`)

/** The stock documents of the lines' items, read in the transaction so a concurrent change aborts it. */
export async function readStock(tx: Transaction, db: Firestore, lines: { collectionId: string; itemId: number }[]): Promise<StockSnapshot> {
  const ids = [...new Set(lines.map((line) => stockDocumentId(line.collectionId, line.itemId)))]
  if (ids.length === 0) return {}
  const snapshots = await tx.getAll(...ids.map((id) => stockRef(db, id)))
  return stockSnapshotOf(snapshots.flatMap((snapshot) => (snapshot.exists ? [[snapshot.id, snapshot.data()] as [string, unknown]] : [])))
}

/** The documents were read in the same transaction, so writing their whole units loses no concurrent change. */
export function writeStock(tx: Transaction, db: Firestore, writes: StockWrite[]): void {
  for (const { id, units } of writes) tx.update(stockRef(db, id), { units })
}

/** Saves the order; the units it no longer needs (its new status, or a refund of its lines) go back in the same
 * transaction. A pending order that moves on is no longer held. */
export function saveOrder(tx: Transaction, db: Firestore, stock: StockSnapshot, order: Order, before: Order): void {
  const back = releasedLines(before, order)
  if (back.length > 0) writeStock(tx, db, releaseStock(stock, back))
  if (awaitsPayment(before) && !awaitsPayment(order)) tx.delete(holdRef(db, order.id))
  tx.set(orderRef(db, order.id), toOrderData(order))
}

export const queueMail = (tx: Transaction, db: Firestore, mail: MailDocument): void => {
  tx.create(db.collection('mail').doc(), { ...mail, queuedAt: FieldValue.serverTimestamp() })
}
