import styled from '@emotion/styled'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { catalogCollectionsQueryOptions } from '../../features/admin/api/catalog-collections-query'
import { AddItemForm, type ItemAdded } from '../../features/admin/components/add-item-form'
import { pageTitle } from '../../lib/site'
import { mayDo } from '../../lib/back-office-roles'
import { OwnersOnly } from '../../features/admin/components/owners-only'

export const Route = createFileRoute('/admin/catalog/new')({
  head: () => ({ meta: [{ title: pageTitle('Add an item · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, backOfficeRole, queryClient } }) => {
    if (!auth.user || !mayDo(backOfficeRole, 'catalog')) return
    await queryClient.ensureQueryData(catalogCollectionsQueryOptions())
  },
  component: AddItemRoute,
})

const Back = styled.p`
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
  }
`

function AddItemRoute() {
  const { backOfficeRole } = Route.useRouteContext()
  return mayDo(backOfficeRole, 'catalog') ? <AddItem /> : <OwnersOnly title="Add an item" />
}

function AddItem() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const { data: collections } = useSuspenseQuery(catalogCollectionsQueryOptions())

  function onAdded(result: ItemAdded) {
    // The shop's pages and this list read the catalog again: the new item is in it. The back office's own copy is
    // dropped, not only marked stale: the item's page finds the item in it, and a stale copy would not hold it.
    void queryClient.invalidateQueries({ queryKey: ['collections'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'collections'] })
    queryClient.removeQueries({ queryKey: ['admin', 'catalog', 'all'] })
    // The owner goes on with the new item on its own page: its stock, its history, Hide and Show.
    void router.navigate({ to: '/admin/catalog/$collectionId/$itemId', params: { collectionId: result.collection.id, itemId: String(result.item.id) } })
  }

  return (
    <>
      <Back>
        <Link to="/admin">
          <span aria-hidden="true">← </span>Back office
        </Link>
      </Back>
      <PageTitle tabIndex={-1}>Add an item</PageTitle>
      <AddItemForm collections={collections} onAdded={onAdded} />
    </>
  )
}
