// The customers' benchmark seeds the summaries the order code would have kept: the same figures, date and name as
// the shop's own summary code gives for the same orders, saved one by one as they were placed.
import { expect, it } from 'vitest'
import { customerChange, customerKey, identityFields } from '../src/lib/orders/customer-summary'
import { readStoredOrder } from '../src/lib/orders/order-schema'
// @ts-expect-error: a plain ES module script, without types
import { buyersOrders, customerKeyOf, customerSummaries } from './bench-customers.mjs'

type Summary = { email: string; orders: number; spentCents: number; lastOrderAt?: string; name?: string }

it('summarises the generated orders as the order code does', () => {
  const orders = (buyersOrders(600) as { id: string; createdAt: string }[]).map((order) => readStoredOrder(order.id, order))
  const expected = new Map<string, Summary>()
  for (const order of [...orders].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))) {
    const change = customerChange(null, order)!
    const fields = identityFields(change.identity!) as { lastOrderAt: Date; name?: string }
    const before = expected.get(change.key) ?? { email: order.email, orders: 0, spentCents: 0 }
    expected.set(change.key, {
      ...before,
      orders: before.orders + change.figures.orders,
      spentCents: before.spentCents + change.figures.spentCents,
      lastOrderAt: fields.lastOrderAt.toISOString(),
      ...(fields.name !== undefined ? { name: fields.name } : {}),
    })
  }
  const seeded = customerSummaries(buyersOrders(600)) as Map<string, Summary>
  expect(seeded.size).toBe(120)
  expect(new Map([...seeded].map(([key, summary]) => [key, { ...summary, lastOrderAt: new Date(summary.lastOrderAt!).toISOString() }]))).toEqual(expected)
  expect(customerKeyOf('Buyer7@Example.com')).toBe(customerKey('buyer7@example.com'))
})
