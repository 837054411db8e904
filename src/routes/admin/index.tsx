import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { adminOrdersSearch } from '../../features/admin/admin-search'
import { AdminOrders } from '../../features/admin/components/admin-orders'
import { OrdersExport } from '../../features/admin/components/orders-export'
import { mayDo } from '../../lib/back-office-roles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/')({
  validateSearch: adminOrdersSearch,
  loaderDeps: ({ search }) => search,
  head: () => ({ meta: [{ title: pageTitle('Orders · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, queryClient }, deps }) => {
    if (!auth.user) return
    // The back office's code loads with its pages, never for a shopper.
    const { adminAttentionQueryOptions, adminOrdersQueryOptions } = await import('../../features/admin/api/admin-orders-query')
    await Promise.all([queryClient.ensureQueryData(adminOrdersQueryOptions(deps)), queryClient.ensureQueryData(adminAttentionQueryOptions())])
  },
  component: AdminOrdersRoute,
})

function AdminOrdersRoute() {
  const search = Route.useSearch()
  const { backOfficeRole } = Route.useRouteContext()
  return (
    <>
      <PageTitle tabIndex={-1}>Orders</PageTitle>
      <AdminOrders search={search} />
      {/* The accountant's export sums the shop's money: the owners' alone. */}
      {mayDo(backOfficeRole, 'export') && <OrdersExport />}
    </>
  )
}
