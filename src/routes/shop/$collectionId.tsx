import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { PageTitle } from '../../components/page-layout'
import { addToCartAction } from '../../features/cart/components/add-to-cart-button'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { ItemGrid } from '../../features/catalog/components/item-grid'
import { ProductCard } from '../../features/catalog/components/product-card'
import { findCollection } from '../../features/catalog/map-collections'
import { pageTitle } from '../../lib/site'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/shop/$collectionId')({
  loader: async ({ context, params }) => {
    const collections = await context.queryClient.ensureQueryData(collectionsQueryOptions())
    const collection = findCollection(collections, params.collectionId)
    if (!collection) throw notFound()
    return { title: collection.title }
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: pageTitle(loaderData.title),
          description: `Shop the ${loaderData.title} collection at Crown Clothing.`,
          path: `/shop/${encodeURIComponent(params.collectionId.toLowerCase())}`,
        })
      : { meta: [{ title: pageTitle('Collection not found') }] },
  component: CollectionPage,
  notFoundComponent: CollectionNotFound,
})

const Centered = styled.p`
  text-align: center;
`

function CollectionPage() {
  const { collectionId } = Route.useParams()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  const collection = findCollection(collections, collectionId)
  if (!collection) return <CollectionNotFound />
  return (
    <>
      <PageTitle>{collection.title.toUpperCase()}</PageTitle>
      <ItemGrid>
        {collection.items.map((item, index) => (
          <ProductCard key={item.id} item={item} collectionId={collection.slug} action={addToCartAction} eager={index < 4} first={index === 0} />
        ))}
      </ItemGrid>
    </>
  )
}

function CollectionNotFound() {
  return (
    <>
      <PageTitle>Collection not found</PageTitle>
      <Centered>
        <Link to="/shop">See all collections</Link>
      </Centered>
    </>
  )
}
