// The customers' summaries as documents (customers/{key}, customer-summary.ts): what a save of an order changes of its
// buyer's is merged into theirs in the same transaction as the order, counts by increments that read nothing. One
// customer's document is written at most a few times per order (as it leaves the checkout, at each refund), and only
// by that customer's orders, so no document is shared by the shop's checkouts.
import { customerChange, identityFields } from '../orders/customer-summary'
import type { Order } from '../orders/order'
import type { Transaction } from './ports'

export const customerPath = (key: string) => `customers/${key}`

export function recordCustomer(tx: Transaction, before: Order | null, after: Order, newest?: boolean): void {
  const change = customerChange(before, after)
  if (!change) return
  tx.increment(customerPath(change.key), {
    ...change.figures,
    ...(change.identity ? identityFields(change.identity, newest) : { email: after.email.trim().toLowerCase() }),
  })
}
