// The back office's order list in its address: which status (to ship by default), what was searched for, and where
// the page starts. Anything else is dropped, so a hand-edited address shows the default list, never an error.
import { ORDER_STATUSES, type OrderStatus } from '../../lib/orders/order'

export const ALL = 'all'
export type StatusFilter = OrderStatus | typeof ALL

export interface AdminOrdersSearch {
  status?: StatusFilter
  /** An order number, a customer's email, or a buyer's name. */
  q?: string
  /** The last order of the page before: `<ISO time>~<id>`. */
  after?: string
}

/** The list an owner works from: paid and not yet shipped, newest first. */
export const DEFAULT_STATUS: StatusFilter = 'paid'

const isStatus = (value: unknown): value is StatusFilter => value === ALL || ORDER_STATUSES.includes(value as OrderStatus)

export function adminOrdersSearch(search: Record<string, unknown>): AdminOrdersSearch {
  const status = isStatus(search.status) && search.status !== DEFAULT_STATUS ? { status: search.status } : {}
  const q = typeof search.q === 'string' && search.q.trim() !== '' ? { q: search.q.trim().slice(0, 254) } : {}
  const after = typeof search.after === 'string' && parseCursor(search.after) ? { after: search.after } : {}
  return { ...status, ...q, ...after }
}

export const cursorOf = (order: { createdAt: string; id: string }): string => `${order.createdAt}~${order.id}`

export function parseCursor(text: string): { createdAt: string; id: string } | null {
  const [createdAt, id, ...rest] = text.split('~')
  if (rest.length > 0 || !createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null
  return { createdAt, id }
}

/** What the search box holds: an email (it has an @), else an order number or a buyer's name. */
export const searchKind = (q: string): 'email' | 'number or name' => (q.includes('@') ? 'email' : 'number or name')
