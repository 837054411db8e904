import styled from '@emotion/styled'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { backOfficeRoleQueryOptions } from '../../features/auth/api/back-office-role-query'
import { ChangeEmail } from '../../features/account/components/change-email'
import { DeleteAccount } from '../../features/account/components/delete-account'
import { useProfileEmailInStep } from '../../features/account/use-profile-email'
import { userDocumentQueryOptions } from '../../features/auth/api/user-document-query'
import { ChangePassword } from '../../features/auth/components/change-password'
import { ProfileSummary } from '../../features/auth/components/profile-summary'
import { OrderHistory } from '../../features/orders/components/order-history'
import { Panel, Sums } from '../../features/orders/components/order-styles'
import { pageHead } from '../../lib/seo'
import { pageTitle } from '../../lib/site'
import { theme } from '../../styles/theme'

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

/** Set apart from the rest, in the colour of what cannot be undone. */
const Danger = styled(Panel)`
  margin-top: 3.5rem;
  padding: 1.25rem;
  border: 2px solid ${theme.color.danger};
  border-radius: ${theme.radius};
  h2 {
    color: ${theme.color.danger};
  }
`

function AccountPage() {
  const { auth } = Route.useRouteContext()
  // The layout renders this page only for a signed-in shopper.
  const user = auth.user!
  const { data: role } = useQuery(backOfficeRoleQueryOptions(user.uid))
  const navigate = useNavigate()
  useProfileEmailInStep(user)
  // The page that says the account is gone comes first: signing out here would send the shopper to sign in.
  const deleted = async () => {
    await navigate({ to: '/account-deleted', replace: true })
    await (await import('../../lib/firebase/auth-actions')).signOutUser()
  }
  return (
    <>
      <PageTitle tabIndex={-1}>ACCOUNT</PageTitle>
      {role === 'owner' && (
        <p>
          You run this shop: <Link to="/admin">Back office</Link>, for its orders, catalog and stock.
        </p>
      )}
      {role === 'staff' && (
        <p>
          You work in this shop: <Link to="/admin">Back office</Link>, for its orders.
        </p>
      )}
      <Panel aria-labelledby="account-profile">
        <h2 id="account-profile">Profile</h2>
        <Sums>
          <ProfileSummary user={user} />
        </Sums>
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
      <Panel aria-labelledby="account-email">
        <h2 id="account-email">Sign-in email</h2>
        <ChangeEmail currentEmail={user.email} />
      </Panel>
      <Danger aria-labelledby="account-delete">
        <h2 id="account-delete">Delete your account</h2>
        <DeleteAccount onDeleted={deleted} />
      </Danger>
    </>
  )
}
