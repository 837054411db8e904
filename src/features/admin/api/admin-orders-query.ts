// The back office's order list: a page of orders for a status (or all), an email, one order number or a buyer's name,
// newest first.
// Always read afresh: orders change as shoppers pay and owners act.
import { queryOptions } from '@tanstack/react-query'
import type { OrdersPageRequest } from '../../../lib/firebase/admin-orders'
import { isDocumentId } from '../../../lib/orders/document-id'
import { nameSearchTerm } from '../../../lib/orders/name-terms'
import { ALL, DEFAULT_STATUS, parseCursor, searchKind, type AdminOrdersSearch } from '../admin-search'
import { toAdminOrder, type AdminOrder } from '../admin-order'

const PAGE_SIZE = 25

export interface AdminOrdersPage {
  orders: AdminOrder[]
  /** Whether another page follows. */
  more: boolean
  /** Stored orders on this page the back office could not read. */
  unreadable: number
}

/** The order whose number is `q`, as typed or upper-cased as the shop prints it; null when there is none. */
async function orderNumbered(q: string): Promise<AdminOrdersPage | null> {
  const { fetchOrderDocument } = await import('../../../lib/firebase/admin-orders')
  const ids = [...new Set([q.toUpperCase(), q])].filter((id) => isDocumentId(id))
  let found: Awaited<ReturnType<typeof fetchOrderDocument>> = null
  for (const id of ids) found ??= await fetchOrderDocument(id)
  if (!found) return null
  const order = toAdminOrder(found.id, found.data)
  return { orders: order ? [order] : [], more: false, unreadable: order ? 0 : 1 }
}

const NOTHING: AdminOrdersPage = { orders: [], more: false, unreadable: 0 }

async function fetchPage(search: AdminOrdersSearch): Promise<AdminOrdersPage> {
  const { fetchOrdersPage } = await import('../../../lib/firebase/admin-orders')
  const q = search.q
  let filter: Pick<OrdersPageRequest, 'status' | 'email' | 'nameTerm'>
  if (!q) {
    const status = search.status ?? DEFAULT_STATUS
    filter = { status: status === ALL ? undefined : status }
  } else if (searchKind(q) === 'email') {
    filter = { email: q.toLowerCase() }
  } else {
    // An order number finds its order; anything else, or a number no order has, is a buyer's name.
    const numbered = search.after ? null : await orderNumbered(q)
    if (numbered) return numbered
    const nameTerm = nameSearchTerm(q)
    if (!nameTerm) return NOTHING
    filter = { nameTerm }
  }
  const documents = await fetchOrdersPage({
    ...filter,
    after: search.after ? (parseCursor(search.after) ?? undefined) : undefined,
    // One more than shown tells whether a next page exists.
    size: PAGE_SIZE + 1,
  })
  const shown = documents.slice(0, PAGE_SIZE)
  const orders = shown.flatMap(({ id, data }) => toAdminOrder(id, data) ?? [])
  return { orders, more: documents.length > PAGE_SIZE, unreadable: shown.length - orders.length }
}

export const adminOrdersQueryOptions = (search: AdminOrdersSearch) =>
  queryOptions({ queryKey: ['admin', 'orders', 'list', search], queryFn: () => fetchPage(search), staleTime: 0 })

/** The orders the owner must see to first (a refund that failed or was not sent), newest first: the first 25. */
export const adminAttentionQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'orders', 'attention'],
    queryFn: async (): Promise<AdminOrder[]> => {
      const { fetchOrdersPage } = await import('../../../lib/firebase/admin-orders')
      const documents = await fetchOrdersPage({ attention: true, size: PAGE_SIZE })
      return documents.flatMap(({ id, data }) => toAdminOrder(id, data) ?? [])
    },
    staleTime: 0,
  })

export class AdminOrderNotFound extends Error {}

export const adminOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'one', orderId],
    queryFn: async (): Promise<AdminOrder> => {
      const { fetchOrderDocument } = await import('../../../lib/firebase/admin-orders')
      const found = isDocumentId(orderId) ? await fetchOrderDocument(orderId) : null
      if (!found) throw new AdminOrderNotFound(`No order ${orderId}`)
      const order = toAdminOrder(found.id, found.data)
      if (!order) throw new Error(`Order ${orderId} is not in a shape the back office can show`)
      return order
    },
    staleTime: 0,
    retry: (failures, error) => !(error instanceof AdminOrderNotFound) && failures < 2,
  })
