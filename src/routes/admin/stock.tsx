import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { LowStock } from '../../features/admin/components/low-stock-page'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/stock')({
  head: () => ({ meta: [{ title: pageTitle('Low stock · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, queryClient } }) => {
    if (!auth.user) return
    const { adminCatalogQueryOptions, shopSettingsQueryOptions } = await import('../../features/admin/api/admin-catalog-query')
    await Promise.all([queryClient.ensureQueryData(adminCatalogQueryOptions()), queryClient.ensureQueryData(shopSettingsQueryOptions())])
  },
  component: LowStockRoute,
})

function LowStockRoute() {
  return (
    <>
      <PageTitle tabIndex={-1}>Low stock</PageTitle>
      <LowStock />
    </>
  )
}
