import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { LowStock } from '../../features/admin/components/low-stock-page'
import { pageTitle } from '../../lib/site'
import { mayDo } from '../../lib/back-office-roles'
import { OwnersOnly } from '../../features/admin/components/owners-only'

export const Route = createFileRoute('/admin/stock')({
  head: () => ({ meta: [{ title: pageTitle('Low stock · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'catalog')) return
    const { adminCatalogQueryOptions, shopSettingsQueryOptions } = await import('../../features/admin/api/admin-catalog-query')
    await Promise.all([queryClient.ensureQueryData(adminCatalogQueryOptions()), queryClient.ensureQueryData(shopSettingsQueryOptions())])
  },
  component: LowStockRoute,
})

function LowStockRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  if (!mayDo(backOfficeRole, 'catalog')) return <OwnersOnly title="Low stock" />
  return (
    <>
      <PageTitle tabIndex={-1}>Low stock</PageTitle>
      <LowStock />
    </>
  )
}
