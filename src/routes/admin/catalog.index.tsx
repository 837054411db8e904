import { createFileRoute, Link } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { AdminCatalogList } from '../../features/admin/components/admin-catalog-list'
import { UnpublishedChanges } from '../../features/admin/components/unpublished-changes'
import { pageTitle } from '../../lib/site'
import { mayDo } from '../../lib/back-office-roles'
import { OwnersOnly } from '../../features/admin/components/owners-only'

export const Route = createFileRoute('/admin/catalog/')({
  head: () => ({ meta: [{ title: pageTitle('Catalog · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'catalog')) return
    // The back office's code loads with its pages, never for a shopper.
    const { adminCatalogQueryOptions } = await import('../../features/admin/api/admin-catalog-query')
    await queryClient.ensureQueryData(adminCatalogQueryOptions())
  },
  component: AdminCatalogRoute,
})

function AdminCatalogRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  if (!mayDo(backOfficeRole, 'catalog')) return <OwnersOnly title="Catalog" />
  return (
    <>
      <PageTitle tabIndex={-1}>Catalog</PageTitle>
      <p>
        <Link to="/admin/catalog/new">Add an item</Link> to the catalog.
      </p>
      <UnpublishedChanges />
      <AdminCatalogList />
    </>
  )
}
