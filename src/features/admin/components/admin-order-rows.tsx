// The back office's lists of orders (the order list, the orders that need attention, a customer's orders): one row
// an order, its number a link to its page, then the facts that list is about, in the order it names them. A row
// wraps on a phone, and a long name or email breaks inside it (OrderRows, OrderFacts).
import { Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import { formatCents } from '../../../lib/money'
import { ATTENTION_TEXT, attentionOf } from '../../../lib/orders/attention'
import { paidRate } from '../../../lib/orders/shipping'
import { statusText } from '../../orders/components/order-details'
import { OrderFacts, OrderRows } from '../../orders/components/order-styles'
import type { AdminOrder } from '../admin-order'
import { shopTime } from '../../../lib/orders/shop-time'

/**
 * What a row can say of its order: when it was placed; the buyer's name and email, or the email alone; the total;
 * its status; why it needs attention (its status when nothing does); Express, only for a parcel paid to go express.
 */
const FACTS = {
  date: (order: AdminOrder) => <time dateTime={order.createdAt}>{shopTime(order.createdAt)}</time>,
  customer: (order: AdminOrder) => <span>{order.shippingAddress?.name ? `${order.shippingAddress.name}, ${order.email}` : order.email}</span>,
  email: (order: AdminOrder) => <span>{order.email}</span>,
  total: (order: AdminOrder) => <span>{formatCents(order.totalCents)}</span>,
  status: (order: AdminOrder) => <span>{statusText(order)}</span>,
  attention: (order: AdminOrder) => {
    const reason = attentionOf(order)
    return <span>{reason ? ATTENTION_TEXT[reason] : statusText(order)}</span>
  },
  express: (order: AdminOrder) => (paidRate(order)?.id === 'express' ? <span>Express</span> : null),
}

interface AdminOrderRowsProps {
  /** The list's accessible name. */
  label: string
  orders: readonly AdminOrder[]
  /** The facts each row shows after the order's number, in this order. */
  facts: readonly (keyof typeof FACTS)[]
}

export function AdminOrderRows({ label, orders, facts }: AdminOrderRowsProps) {
  return (
    <OrderRows aria-label={label}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link to="/admin/orders/$orderId" params={{ orderId: order.id }}>
            Order {order.id}
          </Link>
          <OrderFacts>
            {facts.map((fact) => (
              <Fragment key={fact}>{FACTS[fact](order)}</Fragment>
            ))}
          </OrderFacts>
        </li>
      ))}
    </OrderRows>
  )
}
