import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { Spinner } from '../../components/spinner'

export const Route = createFileRoute('/account')({
  // Signed-in only. While Auth has not answered for a returning shopper nothing is decided (the layout waits);
  // once it answers, app.tsx invalidates the router and this runs again. A visitor signs in and comes back here.
  beforeLoad: ({ context, location }) => {
    if (!context.auth.user && !context.auth.pending) throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true })
  },
  component: AccountLayout,
})

function AccountLayout() {
  const { auth } = Route.useRouteContext()
  return auth.user ? <Outlet /> : <Spinner label="Loading your account" />
}
