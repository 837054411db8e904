import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { Dashboard } from '../../features/admin/components/dashboard-page'
import { DEFAULT_PERIOD, dashboardSearch } from '../../features/admin/dashboard-search'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/dashboard')({
  validateSearch: dashboardSearch,
  head: () => ({ meta: [{ title: pageTitle('Dashboard · Back office') }, { name: 'robots', content: 'noindex' }] }),
  // The shop's day is read once here, so the figures and their reads agree on what today is.
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    const { shopDay } = await import('../../lib/orders/shop-time')
    const today = shopDay(new Date().toISOString())
    if (!auth.user || !mayDo(backOfficeRole, 'dashboard')) return { today }
    // The back office's code loads with its pages, never for a shopper. Staff's token reads the counts only: the money
    // and the stock are the owners' (firestore.rules), so nothing of them is asked for.
    const [{ dailyTotalsQueryOptions, workCountsQueryOptions }, { adminCatalogQueryOptions, shopSettingsQueryOptions }] = await Promise.all([
      import('../../features/admin/api/dashboard-query'),
      import('../../features/admin/api/admin-catalog-query'),
    ])
    const owners = mayDo(backOfficeRole, 'sales')
      ? [
          queryClient.ensureQueryData(dailyTotalsQueryOptions(today)),
          queryClient.ensureQueryData(adminCatalogQueryOptions()),
          queryClient.ensureQueryData(shopSettingsQueryOptions()),
        ]
      : []
    await Promise.all([queryClient.ensureQueryData(workCountsQueryOptions()), ...owners])
    return { today }
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  const { today } = Route.useLoaderData()
  const { days = DEFAULT_PERIOD } = Route.useSearch()
  return (
    <>
      <PageTitle tabIndex={-1}>Dashboard</PageTitle>
      {/* The back office's layout shows no page to an account without a role. */}
      {backOfficeRole && <Dashboard role={backOfficeRole} today={today} days={days} />}
    </>
  )
}
