// The order code's view of the mock's Firestore documents: the catalog as a snapshot, the items' stock documents,
// orders, processed payment events and queued mail. Writes go straight into the stored documents. A stock change is
// published into the collection documents at once (the functions publish every minute): the demo's product pages
// show the units a checkout just took.
import { catalogSnapshotOf, type CatalogSnapshot } from '../../src/lib/orders/catalog-snapshot'
import type { MailDocument } from '../../src/lib/orders/mail'
import type { Order } from '../../src/lib/orders/order'
import { releasedLines } from '../../src/lib/orders/line-refund'
import { newOrderNumber } from '../../src/lib/orders/order-number'
import { publishStock, releaseStock, stockSnapshotOf, type StockSnapshot, type StockWrite } from '../../src/lib/orders/stock'
import { stockDocumentId } from '../../src/lib/orders/stock-id'
import { nextCommitTime } from '../firestore/time'
import { decodeFields, encodeFields } from '../firestore/values'
import { mockState } from '../state'

const isIsoTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)

/** Plain data as stored fields: times (`…At` fields, top level) as Firestore timestamps so queries can order by them. */
function toFields(data: object) {
  const plain = JSON.parse(JSON.stringify(data)) as Record<string, unknown>
  for (const [key, value] of Object.entries(plain)) if (key.endsWith('At') && isIsoTime(value)) plain[key] = new Date(value)
  return encodeFields(plain)
}

export function write(key: string, data: object): void {
  const documents = mockState().documents
  const time = nextCommitTime().text
  documents[key] = { fields: toFields(data), createTime: documents[key]?.createTime ?? time, updateTime: time }
}

export const read = (key: string): Record<string, unknown> | undefined => {
  const stored = mockState().documents[key]
  return stored ? decodeFields(stored.fields) : undefined
}

export function catalogSnapshot(): CatalogSnapshot {
  const collections = Object.entries(mockState().documents).flatMap(([key, stored]) => {
    const [collection, id] = key.split('/')
    return collection === 'collections' && id !== undefined ? [[id, decodeFields(stored.fields)] as [string, unknown]] : []
  })
  return catalogSnapshotOf(collections)
}

/** The stock documents of the lines' items. */
export function stockSnapshot(lines: { collectionId: string; itemId: number }[]): StockSnapshot {
  const ids = [...new Set(lines.map((line) => stockDocumentId(line.collectionId, line.itemId)))]
  return stockSnapshotOf(ids.flatMap((id) => (mockState().documents[`stock/${id}`] ? [[id, read(`stock/${id}`)] as [string, unknown]] : [])))
}

/** Writes the stock documents, then publishes their units into the collection documents the shop reads. */
export function applyStockWrites(writes: StockWrite[]): void {
  for (const { id, units } of writes) write(`stock/${id}`, { ...read(`stock/${id}`), units })
  for (const collectionId of new Set(writes.map((change) => change.collectionId))) {
    const collection = read(`collections/${collectionId}`)
    const items = collection?.items
    const published = Array.isArray(items)
      ? publishStock(collectionId, items, stockSnapshot(writes.filter((change) => change.collectionId === collectionId)))
      : null
    if (published) write(`collections/${collectionId}`, { ...collection, items: published })
  }
}

export const readOrder = (id: string): Order | undefined => read(`orders/${id}`) as Order | undefined

/**
 * A new order's id, one no order has yet: the checkout writes the order in the same synchronous step, so this
 * check and that write are one create-if-absent, as the functions' transaction is.
 */
export function newOrderId(): string {
  let id = newOrderNumber()
  while (mockState().documents[`orders/${id}`]) id = newOrderNumber()
  return id
}

export const orderByAttempt = (attemptId: string): Order | undefined =>
  Object.keys(mockState().documents)
    .filter((key) => key.startsWith('orders/'))
    .map((key) => read(key) as unknown as Order)
    .find((order) => order.attemptId === attemptId)

/** Saves the order; the units it no longer needs (its new status, or a refund of its lines) go back in the same step. */
export function saveOrder(order: Order, before?: Order): void {
  const back = before ? releasedLines(before, order) : []
  if (back.length > 0) applyStockWrites(releaseStock(stockSnapshot(back), back))
  write(`orders/${order.id}`, order)
}

export const isEventProcessed = (eventId: string): boolean => mockState().documents[`events/${eventId}`] !== undefined
export const recordEvent = (eventId: string, type: string): void => write(`events/${eventId}`, { type, processedAt: new Date().toISOString() })

let mailCount = 0
export const queueMail = (mail: MailDocument): void => write(`mail/${Date.now().toString(36)}-${++mailCount}`, mail)

/** The queued mail, oldest first, with the time each was queued: what the demo shows an owner would have sent. */
export const queuedMail = (): (MailDocument & { queuedAt: string })[] =>
  Object.entries(mockState().documents)
    .filter(([key]) => key.startsWith('mail/'))
    .sort(([, a], [, b]) => a.createTime.localeCompare(b.createTime))
    .map(([, stored]) => ({ ...(decodeFields(stored.fields) as unknown as MailDocument), queuedAt: stored.createTime }))
