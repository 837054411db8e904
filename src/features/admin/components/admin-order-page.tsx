// One order as the back office works on it: who bought it, its lines, sums and address (as the shopper sees them),
// the payment, what happened to it (its history: what, when, by which account), and the actions its state and the
// account's role allow. It follows the order live while open.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { OrderDetails } from '../../orders/components/order-details'
import type { BackOfficeRole } from '../../../lib/back-office-roles'
import { formatCents } from '../../../lib/money'
import { customerKey } from '../../../lib/orders/customer-summary'
import { Panel, Problems, Sums } from '../../orders/components/order-styles'
import { adminOrderQueryOptions } from '../api/admin-orders-query'
import { OrderActions } from './order-actions'
import { useAuthState } from '../../auth/auth-state-provider'
import { useLiveAdminOrder } from '../use-live-admin-order'
import { shopTime } from '../../../lib/orders/shop-time'

export function AdminOrderPage({ orderId, role }: { orderId: string; role: BackOfficeRole }) {
  const { data: order } = useSuspenseQuery(adminOrderQueryOptions(orderId))
  // What the shopper (a withdrawal) or another account does meanwhile shows without a reload.
  useLiveAdminOrder(orderId, useAuthState().auth.user?.uid)
  const failure = order.refundFailure
  return (
    <>
      {failure && (
        // First on the page: money the shopper is owed did not go out.
        <Problems role="alert">
          <p>
            The refund of {formatCents(failure.amountCents)} on {shopTime(failure.at)} failed at the payment provider
            {failure.reason ? ` (${failure.reason})` : ''}: no money went back.{' '}
            {role === 'owner'
              ? 'Refund the order again below, or settle it with the shopper.'
              : 'Tell the shop’s owner: they refund it again, or settle it with the shopper.'}
          </p>
        </Problems>
      )}
      <Panel aria-label="Order">
        <Sums>
          <dt>Customer</dt>
          <dd>
            {customerKey(order.email) ? (
              <Link to="/admin/customers/$key" params={{ key: customerKey(order.email)! }}>
                {order.email}
              </Link>
            ) : (
              order.email
            )}
          </dd>
          <dt>Payment</dt>
          <dd>{order.paymentId ?? (order.sessionId ? `Session ${order.sessionId}` : 'None')}</dd>
        </Sums>
        <OrderDetails order={order} />
        <p>
          <Link to="/admin/orders/$orderId/packing-slip" params={{ orderId }}>
            Packing slip to print
          </Link>
        </p>
      </Panel>
      <Panel aria-label="Order actions">
        <OrderActions order={order} role={role} />
      </Panel>
      <Panel aria-labelledby="order-history">
        <h2 id="order-history">History</h2>
        {(order.history ?? []).length === 0 ? (
          <p>Nobody in the back office has acted on this order yet.</p>
        ) : (
          <ol>
            {order.history!.map((event) => (
              <li key={`${event.at}-${event.what}`}>
                <time dateTime={event.at}>{shopTime(event.at)}</time>: {event.what} by {event.by}
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  )
}
