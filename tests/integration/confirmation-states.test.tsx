// The confirmation page, opened again later (the success address stays in the shopper's history), for every status
// an order can reach: each says what is true of the goods and the money, never "nothing was charged" of a payment
// the shop took, and never that a refund waits for goods that are back.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readOrder, saveOrder } from '../support/demo-orders'
import { moveOrder, type Order, type OrderStatus } from '../../src/lib/orders/order'
import { payPage, shirt, startCheckout } from '../support/shop-api'
import { renderApp } from './harness'

const AT = '2026-11-27T10:00:00.000Z'
/** The moves from a paid order to each status after payment, along the table. */
const PATHS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  paid: [],
  shipped: ['shipped'],
  delivered: ['shipped', 'delivered'],
  withdrawn: ['shipped', 'delivered', 'withdrawn'],
  returned: ['shipped', 'delivered', 'withdrawn', 'returned'],
  refunded: ['shipped', 'refunded'],
}

async function orderIn(status: OrderStatus) {
  const checkout = await startCheckout([shirt('M', 'navy')])
  const path = PATHS[status]
  if (path) {
    await payPage(checkout.sessionId, 'pay')
    const paid = readOrder(checkout.orderId)!
    const moved = path.reduce<Order>((order, to) => moveOrder(order, to as Exclude<OrderStatus, 'pending'>, AT)!, paid)
    await saveOrder(moved.status === 'refunded' ? { ...moved, refunds: [{ id: 're_1', amountCents: moved.totalCents, at: AT }] } : moved, paid)
  } else if (status !== 'pending') {
    const pending = readOrder(checkout.orderId)!
    await saveOrder(moveOrder(pending, status, AT)!, pending)
  }
  return checkout
}

const open = ({ sessionId, orderId, token }: { sessionId: string; orderId: string; token: string }) =>
  renderApp(`/checkout/success?${new URLSearchParams({ session_id: sessionId, order: orderId, token })}`)

describe('the confirmation page says what happened to the order', () => {
  it.each([
    ['pending', 'Confirming your payment…', null],
    ['paid', 'Thank you for your order', /Keep this private link/],
    ['shipped', 'Thank you for your order', /Shipped/],
    ['delivered', 'Thank you for your order', /Delivered/],
    [
      'withdrawn',
      'You withdrew from this order',
      /We will refund \$29\.94 as soon as the items are back with us, or once you have shown us that you sent them/,
    ],
    ['returned', 'Your return has arrived', /Your items are back with us: we are refunding \$29\.94 to your original means of payment now\./],
    ['refunded', 'Your order was refunded', /We refunded \$29\.94 to your original means of payment\./],
    ['expired', 'Your payment did not go through', /Nothing was charged/],
    ['failed', 'Your payment did not go through', /Nothing was charged/],
    ['cancelled', 'Your payment did not go through', /Nothing was charged/],
  ] as const)('%s: "%s"', async (status, heading, says) => {
    await open(await orderIn(status))
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 })).toBeInTheDocument()
    if (says) expect(screen.getByRole('main')).toHaveTextContent(says)
    if (PATHS[status]) expect(screen.queryByText(/Nothing was charged|did not go through/)).not.toBeInTheDocument()
    else expect(screen.queryByText(/Thank you|refund/i)).not.toBeInTheDocument()
  })
})
