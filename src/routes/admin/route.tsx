import { Outlet, createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { Spinner } from '../../components/spinner'
import { AdminNav } from '../../features/admin/components/admin-nav'

export const Route = createFileRoute('/admin')({
  // The shop's back office: a visitor signs in and comes back here; an account without the owner claim is told the
  // page does not exist, as for any unknown address. While Auth has not answered nothing is decided (the layout
  // waits); once it answers, app.tsx invalidates the router and this runs again. Never prerendered.
  beforeLoad: async ({ context, location }) => {
    if (context.auth.pending) return
    if (!context.auth.user) throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true })
    const { isShopOwner } = await import('../../lib/firebase/owner-claim')
    if (!(await isShopOwner())) throw notFound()
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AdminLayout,
})

function AdminLayout() {
  const { auth } = Route.useRouteContext()
  return auth.user ? (
    <>
      <AdminNav />
      <Outlet />
    </>
  ) : (
    <Spinner label="Loading the back office" />
  )
}
