import styled from '@emotion/styled'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/button'
import { PageTitle } from '../../components/page-layout'
import { catalogCollectionsQueryOptions } from '../../features/admin/api/catalog-collections-query'
import { AddItemForm, type ItemAdded } from '../../features/admin/components/add-item-form'
import { slugOf } from '../../features/catalog/find-in-catalog'
import { uniqueSlugs } from '../../features/catalog/slug'
import { Notice } from '../../features/orders/components/order-styles'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/admin/catalog/new')({
  head: () => ({ meta: [{ title: pageTitle('Add an item · Back office') }, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ context: { auth, queryClient } }) => {
    if (!auth.user) return
    await queryClient.ensureQueryData(catalogCollectionsQueryOptions())
  },
  component: AddItemRoute,
})

/** The back office's page of one item, where the owner goes on with a new one (its route comes with the catalog pages). */
const ITEM_PAGE = '/admin/catalog/$collectionId/$itemId'

const Back = styled.p`
  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: inherit;
  }
`

/** The new item's page in the shop: its collection's address, and its name's slug after those of the items before it. */
const shopParams = ({ collection, item }: ItemAdded) => ({
  collectionSlug: slugOf(collection.title),
  productSlug: uniqueSlugs([...collection.itemNames, item.name]).at(-1) ?? '',
})

function AddItemRoute() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const { data: collections } = useSuspenseQuery(catalogCollectionsQueryOptions())
  const [added, setAdded] = useState<ItemAdded | null>(null)
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => notice.current?.focus(), [added])

  function onAdded(result: ItemAdded) {
    // The shop's pages and this list read the catalog again: the new item is in it.
    void queryClient.invalidateQueries({ queryKey: ['collections'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'collections'] })
    if (ITEM_PAGE in router.routesById) {
      void router.navigate({ href: `/admin/catalog/${encodeURIComponent(result.collection.id)}/${result.item.id}` })
      return
    }
    setAdded(result)
  }

  return (
    <>
      <Back>
        <Link to="/admin">
          <span aria-hidden="true">← </span>Back office
        </Link>
      </Back>
      <PageTitle tabIndex={-1}>Add an item</PageTitle>
      {added ? (
        <Notice ref={notice} tabIndex={-1} role="status">
          {added.item.name} is added to {added.collection.title}.{' '}
          <Link to="/shop/$collectionSlug/$productSlug" params={shopParams(added)}>
            See it in the shop
          </Link>
          .{' '}
          <Button type="button" variant="inverted" onClick={() => setAdded(null)}>
            Add another item
          </Button>
        </Notice>
      ) : (
        <AddItemForm collections={collections} onAdded={onAdded} />
      )}
    </>
  )
}
