import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { SHOP_NAME } from '../../components/header'
import { PageTitle } from '../../components/page-layout'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { CollectionItem } from '../../features/catalog/components/collection-item'
import { ItemGrid } from '../../features/catalog/components/item-grid'

const collectionKey = (collectionId: string) => collectionId.toLowerCase()

export const Route = createFileRoute('/shop/$collectionId')({
  loader: async ({ context, params }) => {
    const collections = await context.queryClient.ensureQueryData(collectionsQueryOptions())
    const collection = collections[collectionKey(params.collectionId)]
    if (!collection) throw notFound()
    return { title: collection.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Collection not found'} | ${SHOP_NAME}` }] }),
  component: CollectionPage,
  notFoundComponent: CollectionNotFound,
})

const Centered = styled.p`
  text-align: center;
`

function CollectionPage() {
  const { collectionId } = Route.useParams()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  const collection = collections[collectionKey(collectionId)]
  if (!collection) return <CollectionNotFound />
  return (
    <>
      <PageTitle>{collection.title.toUpperCase()}</PageTitle>
      <ItemGrid>
        {collection.items.map((item, index) => (
          <CollectionItem key={item.id} item={item} eager={index < 4} first={index === 0} />
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
