import styled from '@emotion/styled'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { AdminItemPage } from '../../features/admin/components/admin-item-page'
import { pageTitle } from '../../lib/site'
import { mayDo } from '../../lib/back-office-roles'
import { OwnersOnly } from '../../features/admin/components/owners-only'

const itemIdOf = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null)

export const Route = createFileRoute('/admin/catalog/$collectionId/$itemId')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Item ${params.itemId} · Back office`) }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, backOfficeRole, queryClient }, params }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'catalog')) return
    const itemId = itemIdOf(params.itemId)
    if (itemId === null) throw notFound()
    const [{ adminCatalogQueryOptions, itemEditsQueryOptions }, { findAdminItem }] = await Promise.all([
      import('../../features/admin/api/admin-catalog-query'),
      import('../../lib/catalog/admin-catalog'),
    ])
    // The history is read beside the item, and never holds its page up.
    void queryClient.prefetchQuery(itemEditsQueryOptions(params.collectionId, itemId))
    const catalog = await queryClient.ensureQueryData(adminCatalogQueryOptions())
    // An item that does not exist is a page that does not exist.
    if (!findAdminItem(catalog, params.collectionId, itemId)) throw notFound()
  },
  component: AdminItemRoute,
})

const Back = styled.p`
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
  }
`

function AdminItemRoute() {
  const { collectionId, itemId } = Route.useParams()
  const { backOfficeRole } = Route.useRouteContext()
  if (!mayDo(backOfficeRole, 'catalog')) return <OwnersOnly title={`Item ${itemId}`} />
  return (
    <>
      <Back>
        <Link to="/admin/catalog">
          <span aria-hidden="true">← </span>All items
        </Link>
      </Back>
      <AdminItemPage collectionId={collectionId} itemId={Number(itemId)} />
    </>
  )
}
