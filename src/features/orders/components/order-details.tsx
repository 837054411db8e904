// An order as its shopper reads it: number (its id, src/lib/orders/order-number.ts), status, lines, the sums and
// where it goes.
import { Fragment } from 'react'
import { formatCents } from '../../../lib/money'
import { refundFailed, type Order, type OrderStatus } from '../../../lib/orders/order'
import { orderMoney } from '../../../lib/orders/order-money'
import { paidRate, rateWords } from '../../../lib/orders/shipping'
import type { ShopperOrder } from '../shopper-order'
import { OrderLines } from './order-lines'
import { PostalAddress } from './postal-address'
import { MoneyRows } from './money-rows'
import { Sums } from './order-styles'
import { trackingUrl } from '../../../lib/orders/tracking'
import { shopTime } from '../../../lib/orders/shop-time'

/** An order's status in the shopper's words. */
export const STATUS_TEXT: Record<OrderStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  withdrawn: 'Withdrawn',
  returned: 'Returned',
  refunded: 'Refunded',
  expired: 'Not paid: the payment session ended',
  failed: 'Not paid: the payment failed',
  cancelled: 'Not paid: the payment was cancelled',
}

/** The status as the shop states it: a refund that failed is never shown as "Refunded". */
export const statusText = (order: Pick<Order, 'status' | 'refundFailure'>): string =>
  refundFailed(order) ? 'Refund failed: being seen to' : STATUS_TEXT[order.status]

/** What the details read of an order: the shopper's pages and the back office both have it. */
type OrderView = Pick<
  ShopperOrder,
  | 'id'
  | 'status'
  | 'createdAt'
  | 'shipment'
  | 'deliveredAt'
  | 'lines'
  | 'subtotalCents'
  | 'discountCents'
  | 'promotion'
  | 'shippingCents'
  | 'shipping'
  | 'totalCents'
  | 'tax'
  | 'refunds'
  | 'refundFailure'
  | 'shippingAddress'
  | 'cancelReason'
>

/** The number, a link to the carrier's tracking page when the shop knows the carrier. */
function TrackingNumber({ shipment }: { shipment: NonNullable<OrderView['shipment']> }) {
  const url = trackingUrl(shipment)
  return url ? (
    <a href={url} rel="noreferrer">
      {shipment.trackingNumber}
    </a>
  ) : (
    shipment.trackingNumber
  )
}

export function OrderDetails({ order }: { order: OrderView }) {
  const address = order.shippingAddress
  const rate = paidRate(order)
  return (
    <>
      <Sums>
        <dt>Order number</dt>
        <dd>{order.id}</dd>
        <dt>Status</dt>
        <dd>{statusText(order)}</dd>
        <dt>Placed</dt>
        <dd>{shopTime(order.createdAt)}</dd>
        {order.shipment && (
          <>
            <dt>Shipped with</dt>
            <dd>{order.shipment.carrier}</dd>
            <dt>Tracking number</dt>
            <dd>
              <TrackingNumber shipment={order.shipment} />
            </dd>
          </>
        )}
        {rate && (
          <>
            <dt>Delivery</dt>
            <dd>{rateWords(rate)}</dd>
          </>
        )}
        {order.deliveredAt && (
          <>
            <dt>Delivered</dt>
            <dd>{shopTime(order.deliveredAt)}</dd>
          </>
        )}
      </Sums>
      <OrderLines lines={order.lines} label="Items in this order" />
      <Sums aria-label="What it cost">
        <MoneyRows rows={orderMoney(order)} />
        {(order.refunds ?? []).map((refund) =>
          refund.reason && refund.failedAt === undefined ? (
            <Fragment key={refund.id}>
              <dt>Why {formatCents(refund.amountCents)} was refunded</dt>
              <dd>{refund.reason}</dd>
            </Fragment>
          ) : null,
        )}
        {order.cancelReason && (
          <>
            <dt>Why the order was cancelled</dt>
            <dd>{order.cancelReason}</dd>
          </>
        )}
      </Sums>
      {address && (
        <>
          <h2>Shipping to</h2>
          <PostalAddress address={address} />
        </>
      )}
    </>
  )
}
