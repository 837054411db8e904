import styled from '@emotion/styled'
import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { ProfileSummary } from '../../features/auth/components/profile-summary'
import { loadOrderHistory } from '../../features/orders/api/order-history-query'
import { OrderHistory } from '../../features/orders/components/order-history'
import { Panel, Sums } from '../../features/orders/components/order-styles'
import { pageHead } from '../../lib/seo'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/account/')({
  // A signed-in shopper's own page: never indexed, never prerendered (a visitor's copy would be a wrong page).
  head: () => {
    const head = pageHead({ title: pageTitle('Your account'), description: 'Your Crown Clothing profile and orders.', path: '/account' })
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  loader: async ({ context: { auth, queryClient } }) => {
    if (auth.user) await loadOrderHistory(queryClient, auth.user)
  },
  component: AccountPage,
})

const Profile = styled(Sums)`
  dd {
    overflow-wrap: anywhere;
  }
`

function AccountPage() {
  const { auth } = Route.useRouteContext()
  // The layout renders this page only for a signed-in shopper.
  const user = auth.user!
  return (
    <>
      <PageTitle tabIndex={-1}>ACCOUNT</PageTitle>
      <Panel aria-labelledby="account-profile">
        <h2 id="account-profile">Profile</h2>
        <Profile>
          <ProfileSummary user={user} />
        </Profile>
      </Panel>
      <Panel aria-labelledby="account-orders">
        <h2 id="account-orders">Your orders</h2>
        <OrderHistory uid={user.uid} />
      </Panel>
    </>
  )
}
