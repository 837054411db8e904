// The back office's customers: a page of their summaries (latest order first, or found by name or by the beginning
// of an email), one customer's summary, and a page of their orders, newest first. Always read afresh: orders change
// them as shoppers pay and owners act.
import { queryOptions } from '@tanstack/react-query'
import { customerKey, emailOfKey, readCustomer, type Customer } from '../../../lib/orders/customer-summary'
import { nameSearchTerm } from '../../../lib/orders/name-terms'
import { parseCursor } from '../admin-search'
import { toAdminOrder, type AdminOrder } from '../admin-order'
import { parseCustomerCursor, type CustomersSearch } from '../customer-search'

const PAGE_SIZE = 25

export interface CustomersPage {
  customers: Customer[]
  more: boolean
  /** Stored summaries on this page the back office could not read. */
  unreadable: number
}

async function fetchPage(search: CustomersSearch): Promise<CustomersPage> {
  const { fetchCustomersPage } = await import('../../../lib/firebase/admin-customers')
  const after = search.after ? (parseCustomerCursor(search.after) ?? undefined) : undefined
  const q = search.q
  const byEmail = (emailPrefix: string) => fetchCustomersPage({ emailPrefix, after, size: PAGE_SIZE + 1 })
  let documents
  if (!q) documents = await fetchCustomersPage({ after, size: PAGE_SIZE + 1 })
  else if (q.includes('@')) documents = await byEmail(q.toLowerCase())
  else {
    // A name first; a word no name begins with may be the beginning of an email.
    const nameTerm = nameSearchTerm(q)
    documents = nameTerm ? await fetchCustomersPage({ nameTerm, after, size: PAGE_SIZE + 1 }) : []
    if (documents.length === 0 && !after) documents = await byEmail(q.toLowerCase())
  }
  const shown = documents.slice(0, PAGE_SIZE)
  const customers = shown.flatMap(({ id, data }) => readCustomer(id, data) ?? [])
  return { customers, more: documents.length > PAGE_SIZE, unreadable: shown.length - customers.length }
}

export const customersQueryOptions = (search: CustomersSearch) =>
  queryOptions({ queryKey: ['admin', 'customers', 'list', search], queryFn: () => fetchPage(search), staleTime: 0 })

export class CustomerNotFound extends Error {}

/**
 * One customer: their summary, or, for a buyer whose orders were never paid and are not counted yet, what their key
 * says (their email); a key that is no email's is no customer.
 */
export const customerQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'one', key],
    queryFn: async (): Promise<Customer> => {
      const email = emailOfKey(key)
      if (!email || customerKey(email) !== key) throw new CustomerNotFound(`No customer ${key}`)
      const { fetchCustomerDocument } = await import('../../../lib/firebase/admin-customers')
      const found = await fetchCustomerDocument(key)
      const customer = found ? readCustomer(key, found.data) : null
      return customer ?? { key, email, name: '', orders: 0, spentCents: 0, lastOrderAt: null, addresses: [] }
    },
    staleTime: 0,
    retry: (failures, error) => !(error instanceof CustomerNotFound) && failures < 2,
  })

export interface CustomerOrdersPage {
  orders: AdminOrder[]
  more: boolean
  unreadable: number
}

/** A page of the customer's orders, newest first; `after`: `<ISO time>~<order id>` of the last order before. */
export const customerOrdersQueryOptions = (key: string, after?: string) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'orders', key, after ?? null],
    queryFn: async (): Promise<CustomerOrdersPage> => {
      const { fetchOrdersPage } = await import('../../../lib/firebase/admin-orders')
      const email = emailOfKey(key)
      if (!email) return { orders: [], more: false, unreadable: 0 }
      const documents = await fetchOrdersPage({ email, after: after ? (parseCursor(after) ?? undefined) : undefined, size: PAGE_SIZE + 1 })
      const shown = documents.slice(0, PAGE_SIZE)
      const orders = shown.flatMap(({ id, data }) => toAdminOrder(id, data) ?? [])
      return { orders, more: documents.length > PAGE_SIZE, unreadable: shown.length - orders.length }
    },
    staleTime: 0,
  })
