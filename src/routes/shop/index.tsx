import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VisuallyHidden } from '../../components/visually-hidden'
import { addToCartAction } from '../../features/cart/components/add-to-cart-button'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { CollectionPreview } from '../../features/catalog/components/collection-preview'
import { pageTitle } from '../../lib/site'

export const Route = createFileRoute('/shop/')({
  head: () => ({ meta: [{ title: pageTitle('Shop') }] }),
  component: CollectionsOverview,
})

function CollectionsOverview() {
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  return (
    <>
      <VisuallyHidden as="h1">Shop</VisuallyHidden>
      {Object.values(collections).map((collection, index) => (
        <CollectionPreview key={collection.slug} collection={collection} itemAction={addToCartAction} eager={index === 0} />
      ))}
    </>
  )
}
