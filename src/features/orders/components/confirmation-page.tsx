// Where the payment page sends the shopper back: the order is read with the session id until its payment is
// confirmed (the shopper may be faster than the payment's event), then thanked for, with the guest's own link.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageTitle } from '../../../components/page-layout'
import { orderQueryOptions, OrderNotFound } from '../api/order-query'
import { useClearBoughtLines } from '../use-clear-bought-lines'
import { useRememberGuestOrder } from '../use-remember-guest-order'
import { OrderDetails } from './order-details'
import { Panel } from './order-styles'
import { DemoMailLink } from './demo-mail-link'

const CONFIRM_EVERY_MS = 1000

export function ConfirmationPage({ orderId, sessionId, token }: { orderId: string; sessionId: string; token?: string | undefined }) {
  const { data: order, error } = useQuery({
    ...orderQueryOptions(orderId, { sessionId }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? CONFIRM_EVERY_MS : false),
  })
  useClearBoughtLines(order)
  // Remembered once its link is shown: a paid order's.
  useRememberGuestOrder(order?.status === 'paid' ? order : undefined, token)
  const heading = useRef<HTMLHeadingElement>(null)
  const state = error ? 'error' : (order?.status ?? 'pending')
  // The heading says what happened; it takes focus each time that changes, so screen readers hear it.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) return void (first.current = false)
    heading.current?.focus()
  }, [state])

  if (error) {
    return (
      <PageTitle ref={heading} tabIndex={-1}>
        {error instanceof OrderNotFound ? 'Order not found' : 'We could not confirm your payment'}
      </PageTitle>
    )
  }
  if (!order || order.status === 'pending') {
    return (
      <div role="status">
        <PageTitle ref={heading} tabIndex={-1}>
          Confirming your payment…
        </PageTitle>
      </div>
    )
  }
  if (order.status !== 'paid') {
    return (
      <>
        <PageTitle ref={heading} tabIndex={-1}>
          Your payment did not go through
        </PageTitle>
        <Panel>
          <p>
            Nothing was charged and your cart is as you left it. <Link to="/checkout">Back to checkout</Link>
          </p>
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
        <p>We have sent a confirmation to {order.email}.</p>
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
