import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { useMemo } from 'react'
import { PageTitle } from '../../components/page-layout'
import { shopCardAction } from '../-components/card-action'
import { collectionsQueryOptions } from '../../features/catalog/api/collections-query'
import { listCollection } from '../../features/catalog/browse'
import { CollectionSearch } from '../../features/catalog/browse-params'
import { BrowseView, itemCount } from '../../features/catalog/components/browse-view'
import { findCollection } from '../../features/catalog/find-in-catalog'
import { pageTitle } from '../../lib/site'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/shop/$collectionSlug')({
  // Imported schemas only: one declared in this file and used both here and in the page component would be shared
  // between the route (first visit) and the page's lazy chunk, which splits the first visit into more files.
  validateSearch: CollectionSearch,
  loader: async ({ context, params }) => {
    const collections = await context.queryClient.ensureQueryData(collectionsQueryOptions())
    const collection = findCollection(collections, params.collectionSlug)
    if (!collection) throw notFound()
    return { title: collection.title }
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: pageTitle(loaderData.title),
          description: `Shop the ${loaderData.title} collection at Crown Clothing.`,
          path: `/shop/${encodeURIComponent(params.collectionSlug.toLowerCase())}`,
        })
      : { meta: [{ title: pageTitle('Collection not found') }] },
  component: CollectionPage,
  notFoundComponent: CollectionNotFound,
})

const Centered = styled.p`
  text-align: center;
`

function CollectionPage() {
  const { collectionSlug } = Route.useParams()
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  const collection = findCollection(collections, collectionSlug)
  const listed = useMemo(() => (collection ? listCollection(collection) : []), [collection])
  if (!collection) return <CollectionNotFound />
  return (
    <>
      <PageTitle>{collection.title.toUpperCase()}</PageTitle>
      <BrowseView
        listed={listed}
        params={params}
        // The path names the collection: never the query.
        onChange={(next, typing) => void navigate({ search: { ...next, collection: undefined }, replace: typing, resetScroll: false })}
        itemAction={shopCardAction}
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
