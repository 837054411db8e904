import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../features/orders/components/unsubscribe-page'
import { unsubscribeSearch } from '../features/orders/order-search'
import { pageTitle } from '../lib/site'

// The link in a back-in-stock mail, or (`mail=checkout`) in the mail of a checkout left unpaid: its address carries
// the token that stops them.
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: unsubscribeSearch,
  head: ({ match }) => ({
    meta: [{ title: pageTitle(match.search.mail === 'checkout' ? 'Unpaid checkout emails' : 'Back-in-stock emails') }, { name: 'robots', content: 'noindex' }],
  }),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token, mail } = Route.useSearch()
  return <UnsubscribePage token={token} {...(mail ? { mail } : {})} />
}
