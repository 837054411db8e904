// A guest's private order page (or a signed-in shopper's own order): details and status. Without a valid claim
// the order is not found, the same as one that does not exist.
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { PageTitle } from '../../../components/page-layout'
import { useAuthState } from '../../auth/auth-state-provider'
import { orderQueryOptions, OrderNotFound } from '../api/order-query'
import { useLiveOrder } from '../use-live-order'
import { useRememberGuestOrder } from '../use-remember-guest-order'
import { InvoiceLinks } from './invoice-links'
import { OrderDetails } from './order-details'
import { Panel } from './order-styles'
import { Withdrawal } from './withdrawal'
import { wasReceived } from '../../../lib/reviews/reviewer'

// The review forms come with a delivered order of the signed-in buyer's, never with another order's page.
const ReviewForms = lazy(() => import('./review-forms').then((module) => ({ default: module.ReviewForms })))

export function OrderPage({ orderId, token }: { orderId: string; token?: string | undefined }) {
  const { user } = useAuthState().auth
  const options = orderQueryOptions(orderId, token ? { token } : {}, user !== null)
  const { data: order, error, isPending } = useQuery(options)
  useLiveOrder(orderId, user, options.queryKey)
  useRememberGuestOrder(order, token)
  // One heading whose words change, so the focus it took on arrival stays on it once the order is in.
  const title = order
    ? `Order ${order.id}`
    : isPending
      ? 'Loading your order…'
      : error instanceof OrderNotFound
        ? 'Order not found'
        : 'We could not load this order'
  return (
    <>
      <PageTitle tabIndex={-1} aria-busy={isPending}>
        {title}
      </PageTitle>
      {order && (
        <Panel aria-label="Order details">
          <OrderDetails order={order} />
          <InvoiceLinks order={order} token={token} />
          <Withdrawal order={order} token={token} />
          {user && order.uid === user.uid && wasReceived(order) && (
            <Suspense fallback={null}>
              <ReviewForms order={order} uid={user.uid} accountName={user.displayName} />
            </Suspense>
          )}
        </Panel>
      )}
    </>
  )
}
