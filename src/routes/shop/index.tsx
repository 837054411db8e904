import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SHOP_NAME } from '../../components/header'
import { VisuallyHidden } from '../../components/visually-hidden'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { CollectionPreview } from '../../features/catalog/components/collection-preview'

export const Route = createFileRoute('/shop/')({
  head: () => ({ meta: [{ title: `Shop | ${SHOP_NAME}` }] }),
  component: CollectionsOverview,
})

function CollectionsOverview() {
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  return (
    <>
      <VisuallyHidden as="h1">Shop</VisuallyHidden>
      {Object.entries(collections).map(([key, collection], index) => (
        <CollectionPreview key={key} collectionKey={key} collection={collection} eager={index === 0} />
      ))}
    </>
  )
}
