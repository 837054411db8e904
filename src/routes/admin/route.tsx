import { Outlet, createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { Spinner } from '../../components/spinner'
import { AdminNav } from '../../features/admin/components/admin-nav'
import { backOfficeRoleQueryOptions } from '../../features/auth/api/back-office-role-query'
import type { BackOfficeRole } from '../../lib/back-office-roles'

export const Route = createFileRoute('/admin')({
  // The shop's back office: a visitor signs in and comes back here; an account with neither the owner nor the staff
  // claim is told the page does not exist, as for any unknown address. The role is read afresh as the back office
  // opens and given to its pages, which offer only what it allows (src/lib/back-office-roles.ts). While Auth has not
  // answered nothing is decided (the layout waits); once it answers, app.tsx invalidates the router and this runs
  // again. Never prerendered.
  beforeLoad: async ({ context, location }): Promise<{ backOfficeRole: BackOfficeRole | null }> => {
    if (context.auth.pending) return { backOfficeRole: null }
    if (!context.auth.user) throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true })
    const backOfficeRole = await context.queryClient.fetchQuery({ ...backOfficeRoleQueryOptions(context.auth.user.uid), staleTime: 0 })
    if (!backOfficeRole) throw notFound()
    return { backOfficeRole }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AdminLayout,
})

function AdminLayout() {
  const { auth, backOfficeRole } = Route.useRouteContext()
  return auth.user && backOfficeRole ? (
    <>
      <AdminNav role={backOfficeRole} />
      <Outlet />
    </>
  ) : (
    <Spinner label="Loading the back office" />
  )
}
