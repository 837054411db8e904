// Where the payment page sends the shopper back: the order is read with the session id until its payment is
// confirmed (the shopper may be faster than the payment's event), then thanked for, with the guest's own link.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageTitle } from '../../../components/page-layout'
import { awaitsPayment, confirmationState } from '../../../lib/orders/order'
import { refundPromise } from '../../../lib/orders/withdrawal'
import { orderQueryOptions, OrderNotFound } from '../api/order-query'
import { useClearBoughtLines } from '../use-clear-bought-lines'
import { useRememberGuestOrder } from '../use-remember-guest-order'
import { OrderDetails } from './order-details'
import { Panel } from './order-styles'
import { DemoMailLink } from './demo-mail-link'

const CONFIRM_EVERY_MS = 1000

const AFTER_SALE_TITLE = { withdrawn: 'You withdrew from this order', returned: 'Your return has arrived', refunded: 'Your order was refunded' } as const

export function ConfirmationPage({ orderId, sessionId, token }: { orderId: string; sessionId: string; token?: string | undefined }) {
  const { data: order, error } = useQuery({
    ...orderQueryOptions(orderId, { sessionId }),
    refetchInterval: (query) => (query.state.data && awaitsPayment(query.state.data) ? CONFIRM_EVERY_MS : false),
  })
  useClearBoughtLines(order)
  // Remembered once its link is shown: a paid order's.
  useRememberGuestOrder(confirmationState(order) === 'thanks' ? order : undefined, token)
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = error ? 'error' : confirmationState(order)
  // The heading says what happened; it takes focus each time that changes, so screen readers hear it.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) return void (first.current = false)
    heading.current?.focus()
  }, [shown])

  if (error) {
    return (
      <PageTitle ref={heading} tabIndex={-1}>
        {error instanceof OrderNotFound ? 'Order not found' : 'We could not confirm your payment'}
      </PageTitle>
    )
  }
  const state = confirmationState(order)
  if (!order || state === 'confirming') {
    return (
      <div role="status">
        <PageTitle ref={heading} tabIndex={-1}>
          Confirming your payment…
        </PageTitle>
      </div>
    )
  }
  if (state === 'not-paid' || state === 'refunded-late') {
    return (
      <>
        <PageTitle ref={heading} tabIndex={-1}>
          {state === 'not-paid' ? 'Your payment did not go through' : 'Your payment came too late'}
        </PageTitle>
        <Panel>
          <p>
            {state === 'not-paid'
              ? 'Nothing was charged and your cart is as you left it.'
              : 'Your order had ended before your payment arrived, so its items went back on sale. We sent your money back to your original means of payment; your cart is as you left it.'}{' '}
            <Link to="/checkout">Back to checkout</Link>
          </p>
        </Panel>
      </>
    )
  }
  if (state !== 'thanks') {
    return (
      <>
        <PageTitle ref={heading} tabIndex={-1}>
          {AFTER_SALE_TITLE[state]}
        </PageTitle>
        <Panel aria-label="Your order">
          <p>{refundPromise(order)}</p>
          <OrderDetails order={order} />
        </Panel>
      </>
    )
  }
  return (
    <>
      <PageTitle ref={heading} tabIndex={-1}>
        Thank you for your order
      </PageTitle>
      <Panel aria-label="Your order">
        {order.sendsMail && <p>We have sent a confirmation to {order.email}.</p>}
        <DemoMailLink />
        <OrderDetails order={order} />
        {order.uid === null && token && (
          <>
            <h2>Your order link</h2>
            <p>
              Keep this private link to see your order later, or to withdraw from it:{' '}
              <Link to="/orders/$orderId" params={{ orderId: order.id }} search={{ token }}>
                View your order
              </Link>
            </p>
          </>
        )}
      </Panel>
    </>
  )
}
