// The order history as the account page lists it: from each stored order only what a row shows, checked. An order
// document that does not fit is left out and counted, so one bad document never takes the page down.
import * as v from 'valibot'
import { ORDER_STATUSES, type OrderStatus } from '../../lib/orders/order'

/** A Firestore Timestamp (anything with toDate()), a Date or an ISO string, as a valid Date. */
function toDate(value: unknown): Date | undefined {
  const convertible = value as { toDate?: () => unknown } | null
  const date = convertible && typeof convertible.toDate === 'function' ? convertible.toDate() : typeof value === 'string' ? new Date(value) : value
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : undefined
}

const StoredHistoryOrder = v.object({
  status: v.picklist(ORDER_STATUSES),
  totalCents: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  createdAt: v.pipe(v.unknown(), v.transform(toDate), v.date()),
  invoice: v.optional(v.object({ number: v.string() })),
})

export interface HistoryOrder {
  id: string
  status: OrderStatus
  totalCents: number
  createdAt: Date
  invoice?: { number: string } | undefined
}

export interface OrderHistory {
  orders: HistoryOrder[]
  /** How many stored orders could not be read. */
  unreadable: number
}

/** The rows of the history, in the order given (newest first, as queried). */
export function toOrderHistory(documents: readonly { id: string; data: unknown }[]): OrderHistory {
  const orders: HistoryOrder[] = []
  for (const { id, data } of documents) {
    const parsed = v.safeParse(StoredHistoryOrder, data)
    if (parsed.success) orders.push({ id, ...parsed.output })
  }
  return { orders, unreadable: documents.length - orders.length }
}
