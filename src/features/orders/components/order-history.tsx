// The account's order history: one row per order (number, date, status, total), each a link to its page. Loading,
// a failure (with a retry), an empty history and unreadable orders each say so in words.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Button } from '../../../components/button'
import { formatCents } from '../../../lib/money'
import { orderHistoryQueryOptions } from '../api/order-history-query'
import type { HistoryOrder } from '../order-history'
import { STATUS_TEXT } from './order-details'
import { OrderFacts, OrderRows, Problems } from './order-styles'
import { shopDate } from '../../../lib/orders/shop-time'

const formatDate = (date: Date): string => shopDate(date.toISOString())

function Row({ order }: { order: HistoryOrder }) {
  return (
    <li>
      <Link to="/account/orders/$orderId" params={{ orderId: order.id }}>
        Order {order.id}
      </Link>
      <OrderFacts>
        <time dateTime={order.createdAt.toISOString()}>{formatDate(order.createdAt)}</time>
        <span>{STATUS_TEXT[order.status]}</span>
        <span>{formatCents(order.totalCents)}</span>
        {order.invoice && (
          <Link to="/account/orders/$orderId/invoice" params={{ orderId: order.id }}>
            Invoice {order.invoice.number}
          </Link>
        )}
      </OrderFacts>
    </li>
  )
}

export function OrderHistory({ uid }: { uid: string }) {
  const { data, error, isFetching, refetch } = useQuery(orderHistoryQueryOptions(uid))
  // Try again leaves the page when it works: focus goes to what it loaded, not back to the top of the page.
  const retried = useRef(false)
  const loaded = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (data && retried.current) loaded.current?.focus()
  }, [data])
  const retry = () => {
    retried.current = true
    void refetch()
  }
  if (!data && error) {
    return (
      <Problems role="alert">
        <p>We could not load your orders. Check your connection and try again.</p>
        <Button type="button" variant="inverted" disabled={isFetching} onClick={retry}>
          Try again
        </Button>
      </Problems>
    )
  }
  if (!data) return <p role="status">Loading your orders…</p>
  return (
    <div ref={loaded} tabIndex={-1}>
      {data.orders.length === 0 ? (
        <p>
          You have not ordered anything yet. <Link to="/shop">Browse the shop</Link>
        </p>
      ) : (
        <OrderRows aria-label="Your orders">
          {data.orders.map((order) => (
            <Row key={order.id} order={order} />
          ))}
        </OrderRows>
      )}
      {data.unreadable > 0 && (
        <p>
          {data.unreadable === 1 ? 'One order' : `${data.unreadable} orders`} could not be shown here. <Link to="/contact">Contact us</Link> if you need{' '}
          {data.unreadable === 1 ? 'it' : 'them'}.
        </p>
      )}
    </div>
  )
}
