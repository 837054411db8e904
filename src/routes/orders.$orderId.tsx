import { createFileRoute } from '@tanstack/react-router'
import { OrderPage } from '../features/orders/components/order-page'
import { orderSearch } from '../features/orders/order-search'
import { pageTitle } from '../lib/site'

export const Route = createFileRoute('/orders/$orderId')({
  validateSearch: orderSearch,
  // A private page: its address carries the key to the order.
  head: () => ({ meta: [{ title: pageTitle('Your order') }, { name: 'robots', content: 'noindex' }] }),
  component: OrderRoute,
})

function OrderRoute() {
  const { orderId } = Route.useParams()
  const { token } = Route.useSearch()
  return <OrderPage orderId={orderId} token={token} />
}
