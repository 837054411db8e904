import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../features/orders/components/unsubscribe-page'
import { orderSearch } from '../features/orders/order-search'
import { pageTitle } from '../lib/site'

// The link in a back-in-stock mail: its address carries the token that cancels the shopper's requests.
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: orderSearch,
  head: () => ({ meta: [{ title: pageTitle('Back-in-stock emails') }, { name: 'robots', content: 'noindex' }] }),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useSearch()
  return <UnsubscribePage token={token} />
}
