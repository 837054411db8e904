import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { VisuallyHidden } from '../../components/visually-hidden'
import { shopCardAction } from '../-components/card-action'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { CollectionPreview } from '../../features/catalog/components/collection-preview'
import { pageTitle } from '../../lib/site'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/shop/')({
  head: () =>
    pageHead({ title: pageTitle('Shop'), description: 'Every Crown Clothing collection: bags, apparel, accessories, city and adventure.', path: '/shop' }),
  component: CollectionsOverview,
})

function CollectionsOverview() {
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  return (
    <>
      <VisuallyHidden as="h1">Shop</VisuallyHidden>
      {Object.values(collections).map((collection, index) => (
        <CollectionPreview key={collection.slug} collection={collection} itemAction={shopCardAction} eager={index === 0} />
      ))}
    </>
  )
}
