import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { useMemo } from 'react'
import { PageTitle } from '../../components/page-layout'
import { addToCartAction } from '../../features/cart/components/add-to-cart-button'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { listCollection } from '../../features/catalog/browse'
import { parseBrowseParams, withoutCollection, type BrowseParams } from '../../features/catalog/browse-params'
import { BrowseView, itemCount } from '../../features/catalog/components/browse-view'
import { findCollection } from '../../features/catalog/map-collections'
import { pageTitle } from '../../lib/site'
import { pageHead } from '../../lib/seo'

/** A collection page's filters and sort: every one but the collection, which the path names. */
type CollectionSearch = Omit<BrowseParams, 'collection'>

export const Route = createFileRoute('/shop/$collectionId')({
  // Imported functions only: a function declared in this file and used both here and in the page component would be
  // shared between the route (first visit) and the page's lazy chunk, which splits the first visit into more files.
  validateSearch: (raw: Record<string, unknown>): CollectionSearch => withoutCollection(parseBrowseParams(raw)),
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
  // The route's search merges the address's own parameters, invalid ones too: the page reads them validated.
  const search = Route.useSearch()
  const params = useMemo(() => withoutCollection(parseBrowseParams(search)), [search])
  const navigate = Route.useNavigate()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  const collection = findCollection(collections, collectionId)
  const listed = useMemo(() => (collection ? listCollection(collection) : []), [collection])
  if (!collection) return <CollectionNotFound />
  return (
    <>
      <PageTitle>{collection.title.toUpperCase()}</PageTitle>
      <BrowseView
        listed={listed}
        params={params}
        onChange={(next, typing) => void navigate({ search: next, replace: typing, resetScroll: false })}
        itemAction={addToCartAction}
        defaultSort="Featured"
        countLabel={itemCount}
        empty={<Centered>No items in this collection match these filters.</Centered>}
      />
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
