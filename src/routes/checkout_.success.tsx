import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../components/page-layout'
import { ConfirmationPage } from '../features/orders/components/confirmation-page'
import { successSearch } from '../features/orders/order-search'
import { pageTitle } from '../lib/site'

export const Route = createFileRoute('/checkout_/success')({
  validateSearch: successSearch,
  head: () => ({ meta: [{ title: pageTitle('Your order') }, { name: 'robots', content: 'noindex' }] }),
  component: SuccessPage,
})

function SuccessPage() {
  const { session_id: sessionId, order, token } = Route.useSearch()
  if (!sessionId || !order) return <PageTitle tabIndex={-1}>Order not found</PageTitle>
  return <ConfirmationPage orderId={order} sessionId={sessionId} token={token} />
}
