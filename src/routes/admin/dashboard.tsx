import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { Dashboard } from '../../features/admin/components/dashboard-page'
import { DEFAULT_PERIOD, dashboardSearch } from '../../features/admin/dashboard-search'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

/**
 * The read's code, asked for at once rather than found one import after the other: the query, the /api's client and
 * the App Check token it sends.
 */
const loadCode = () =>
  Promise.all([import('../../features/admin/api/dashboard-query'), import('../../features/orders/api/shop-api'), import('../../lib/firebase/app-check')])

export const Route = createFileRoute('/admin/dashboard')({
  validateSearch: dashboardSearch,
  head: () => ({ meta: [{ title: pageTitle('Dashboard · Back office') }, { name: 'robots', content: 'noindex' }] }),
  // The back office's code loads with its pages, never for a shopper. Everything the page shows is one read of the
  // /api, which answers what the role may see (staff: none of the money); the shop's day comes with it, so the
  // figures and the day they end on always agree.
  staticData: { loadCode },
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'dashboard')) return
    const [{ dashboardQueryOptions }] = await loadCode()
    await queryClient.fetchQuery(dashboardQueryOptions())
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  const { days = DEFAULT_PERIOD } = Route.useSearch()
  return (
    <>
      <PageTitle tabIndex={-1}>Dashboard</PageTitle>
      {/* The back office's layout shows no page to an account without a role. */}
      {backOfficeRole && <Dashboard role={backOfficeRole} days={days} />}
    </>
  )
}
