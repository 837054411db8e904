// Orders, stock, processed events and mail as documents, read and written inside the callers' transactions. Stock
// is one document per item (stock/{collectionId}_{itemId}); a transaction reads and writes only those of its
// lines, never a collection document, so checkouts of different items do not contend. An order's times (`…At`) are
// stored as timestamps (the account's history orders by createdAt) and read back as the ISO text the order module
// works with.
import { raisedKeys } from '../orders/back-in-stock'
import { catalogSnapshotOf, type CatalogSnapshot } from '../orders/catalog-snapshot'
import type { MailDocument } from '../orders/mail'
import { attentionOf } from '../orders/attention'
import { releasedLines } from '../orders/line-refund'
import { nameTerms } from '../orders/name-terms'
import { awaitsPayment, releasesStock, wasShipped, type Order } from '../orders/order'
import { readStoredOrder } from '../orders/order-schema'
import { endHolds, releaseStock, stockSnapshotOf, withWrites, type StockSnapshot, type StockWrite } from '../orders/stock'
import { stockDocumentId } from '../orders/stock-id'
import { recordCustomer } from './customers-store'
import { recordFigures } from './daily-totals-store'
import { recordPromotionRefunds, settlePromotion } from './promotion-store'
import type { Deps, DocumentData, DocumentStore, StoredDocument, Transaction } from './ports'

const isIsoTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)

/** The order as stored: plain data, its top-level times as timestamps so that queries can order by them. */
export function toOrderData(order: Order): DocumentData {
  // For the back office's queries: `attention`, whether the owner must see to it first (attention.ts), and
  // `nameTerms`, what finds it by the buyer's name (name-terms.ts). `inDailyTotals`, `inNetSales`, `inCustomers`:
  // every write of an order goes with its change to the daily totals and to its buyer's summary (writeOrder), so it
  // is counted there.
  const search = {
    attention: attentionOf(order) !== null,
    nameTerms: nameTerms(order.shippingAddress?.name ?? ''),
    inDailyTotals: true,
    inNetSales: true,
    inCustomers: true,
  }
  const data = JSON.parse(JSON.stringify({ ...order, ...search })) as DocumentData
  for (const [key, value] of Object.entries(data)) if (key.endsWith('At') && isIsoTime(value)) data[key] = new Date(value)
  return data
}

export const orderPath = (id: string) => `orders/${id}`
/** One document per pending order, until it is paid or ended: the sweep lists these, never all orders. */
export const holdPath = (id: string) => `holds/${id}`
const stockPath = (id: string) => `stock/${id}`

const orderOf = (document: StoredDocument): Order | null => (document.data ? readStoredOrder(document.id, document.data) : null)

/** The order as stored now; inside a transaction, pass it so a concurrent change aborts the transaction. */
export async function readOrder(reader: Pick<DocumentStore, 'get'> | Transaction, id: string): Promise<Order | null> {
  return orderOf(await reader.get(orderPath(id)))
}

/** Several orders read at once in a transaction; those that do not exist are left out. */
export async function readOrders(tx: Transaction, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return []
  return (await tx.getAll(ids.map(orderPath))).flatMap((document) => orderOf(document) ?? [])
}

/** The catalog documents the lines name, read in the transaction for their prices and names (never written here). */
export async function readCatalog(tx: Transaction, collectionIds: string[]): Promise<CatalogSnapshot> {
  const ids = [...new Set(collectionIds)]
  if (ids.length === 0) return {}
  const documents = await tx.getAll(ids.map((id) => `collections/${id}`))
  return catalogSnapshotOf(documents.flatMap((document, index) => (document.data ? [[ids[index]!, document.data] as [string, unknown]] : [])))
}

/** The stock documents of the lines' items, read in the transaction so a concurrent change aborts it. */
export async function readStock(tx: Transaction, lines: { collectionId: string; itemId: number }[]): Promise<StockSnapshot> {
  const ids = [...new Set(lines.map((line) => stockDocumentId(line.collectionId, line.itemId)))]
  if (ids.length === 0) return {}
  const documents = await tx.getAll(ids.map(stockPath))
  return stockSnapshotOf(documents.flatMap((document, index) => (document.data ? [[ids[index]!, document.data] as [string, unknown]] : [])))
}

/** The documents were read in the same transaction, so writing their whole units loses no concurrent change. */
export function writeStock(tx: Transaction, writes: StockWrite[]): void {
  for (const { id, units, held } of writes) tx.update(stockPath(id), { units, held })
}

/**
 * Saves the order; the units it no longer needs (its new status, or a refund of its lines) go back in the same
 * transaction, and its promotion code's place is settled (promotion-store.ts). An order holds its units while they are on the shelf: an unpaid end gives the hold back; a paid
 * order keeps it until the goods are shipped, or their fate is decided (back on sale, refunded), when it goes.
 * Answers the variants whose units for sale went up (back-in-stock.ts), for `restocking` to mail their requests.
 * What the save changes of the shop's daily totals (paid, refunded, returned) is added with it (daily-totals.ts).
 */
export function saveOrder(tx: Transaction, stock: StockSnapshot, order: Order, before: Order): string[] {
  let writes: StockWrite[] = []
  if (awaitsPayment(before) && !awaitsPayment(order)) {
    if (releasesStock(before, order)) writes = endHolds(stock, order.id, order.lines, true)
    tx.delete(holdPath(order.id))
    settlePromotion(tx, order, before)
  } else {
    const back = releasedLines(before, order)
    const released = back.length > 0 ? releaseStock(stock, back, order.id) : []
    const leftShelf = wasShipped(order) || order.restockedAt !== undefined
    const ended = leftShelf ? endHolds(withWrites(stock, released), order.id, order.lines, false) : []
    // The later write of a document is built on the earlier one: it wins.
    writes = [...new Map([...released, ...ended].map((write) => [write.id, write])).values()]
  }
  writeStock(tx, writes)
  writeOrder(tx, order, before)
  return raisedKeys(stock, writes)
}

/**
 * Writes the order over `before` (as read in the transaction) with what it changes of the daily totals and of its
 * buyer's summary. An order stored before either existed counted nowhere there: it is added whole. `newest`: whether
 * it is its buyer's latest order (the customers' backfill says; customer-summary.ts).
 */
export function writeOrder(tx: Transaction, order: Order, before: Order, newest?: boolean): void {
  tx.set(orderPath(order.id), toOrderData(order))
  recordFigures(tx, before.inDailyTotals ? before : null, order, before.inNetSales === true)
  recordCustomer(tx, before.inCustomers ? before : null, order, newest)
  recordPromotionRefunds(tx, order, before)
}

/** The mail goes out with the transaction or not at all: the Trigger Email extension sends what lands in `mail/`. */
export function queueMail(tx: Transaction, { store, now }: Pick<Deps, 'store' | 'now'>, mail: MailDocument): void {
  tx.create(`mail/${store.newId()}`, { ...mail, queuedAt: now() })
}
