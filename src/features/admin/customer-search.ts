// The back office's customer list in its address: what was searched for (a name, or the beginning of an email), and
// where the page starts. Anything else is dropped, so a hand-edited address shows the whole list, never an error.
import { emailOfKey } from '../../lib/orders/customer-summary'

export interface CustomersSearch {
  /** A name, or the beginning of an email (it has an @). */
  q?: string
  /** The last customer of the page before: `<ISO time of their latest order>~<key>`. */
  after?: string
}

export function customersSearch(search: Record<string, unknown>): CustomersSearch {
  const q = typeof search.q === 'string' && search.q.trim() !== '' ? { q: search.q.trim().slice(0, 254) } : {}
  const after = typeof search.after === 'string' && parseCustomerCursor(search.after) ? { after: search.after } : {}
  return { ...q, ...after }
}

export const customerCursorOf = (customer: { lastOrderAt: string | null; key: string }): string =>
  `${customer.lastOrderAt ?? new Date(0).toISOString()}~${customer.key}`

export function parseCustomerCursor(text: string): { lastOrderAt: string; key: string; email: string } | null {
  const [lastOrderAt, key, ...rest] = text.split('~')
  const email = key ? emailOfKey(key) : null
  if (rest.length > 0 || !lastOrderAt || !key || !email || Number.isNaN(Date.parse(lastOrderAt))) return null
  return { lastOrderAt, key, email }
}
