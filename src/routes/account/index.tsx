import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { userDocumentQueryOptions } from '../../features/auth/api/user-document-query'
import { ChangePassword } from '../../features/auth/components/change-password'
import { ProfileSummary } from '../../features/auth/components/profile-summary'
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
    const user = auth.user
    if (!user) return
    // The page opens with the profile and the orders together: the user document is a listener of its own, which
    // may answer after the orders, and the profile must not say "—" for a name that is on its way. A profile that
    // cannot be read is shown as such on the page (prefetchQuery never throws).
    const profile = queryClient.prefetchQuery(userDocumentQueryOptions(user.uid))
    // The order code loads with the account's page, never on a first visit to another page.
    const { loadOrderHistory } = await import('../../features/orders/api/order-history-query')
    await Promise.all([profile, loadOrderHistory(queryClient, user)])
  },
  component: AccountPage,
})

const Profile = styled(Sums)`
  dd {
    overflow-wrap: anywhere;
  }
`

/** Whether the account is one of the shop's owners (the claim in its ID token), asked once per account. */
function useIsShopOwner(uid: string): boolean {
  const { data } = useQuery({
    queryKey: ['owner-claim', uid],
    queryFn: async () => (await import('../../lib/firebase/owner-claim')).isShopOwner(),
    staleTime: Infinity,
  })
  return data === true
}

function AccountPage() {
  const { auth } = Route.useRouteContext()
  // The layout renders this page only for a signed-in shopper.
  const user = auth.user!
  const owner = useIsShopOwner(user.uid)
  return (
    <>
      <PageTitle tabIndex={-1}>ACCOUNT</PageTitle>
      {owner && (
        <p>
          You run this shop: <Link to="/admin">Back office</Link>, for its orders, catalog and stock.
        </p>
      )}
      <Panel aria-labelledby="account-profile">
        <h2 id="account-profile">Profile</h2>
        <Profile>
          <ProfileSummary user={user} />
        </Profile>
      </Panel>
      <Panel aria-labelledby="account-wishlist">
        <h2 id="account-wishlist">Wishlist</h2>
        <p>
          <Link to="/account/wishlist">Your wishlist</Link>: the items you saved, with their prices and stock now.
        </p>
      </Panel>
      <Panel aria-labelledby="account-orders">
        <h2 id="account-orders">Your orders</h2>
        <OrderHistory uid={user.uid} />
      </Panel>
      <Panel aria-labelledby="account-password">
        <h2 id="account-password">Password</h2>
        <ChangePassword />
      </Panel>
    </>
  )
}
