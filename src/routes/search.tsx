import styled from '@emotion/styled'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { PageTitle } from '../components/page-layout'
import { Spinner } from '../components/spinner'
import { shopCardAction } from './-components/card-action'
import { collectionsQueryOptions } from '../features/catalog/api/collections-query'
import { BrowseView } from '../features/catalog/components/browse-view'
import type { CollectionsMap } from '../features/catalog/types'
import { searchIndexQueryOptions } from '../features/search/search-index-query'
import { ResultsSearch } from '../features/search/search-params'
import { pageHead } from '../lib/seo'
import { SHOP_NAME, pageTitle } from '../lib/site'
import { ShopError } from './shop/-components/shop-error'
import { theme } from '../styles/theme'

export const Route = createFileRoute('/search')({
  validateSearch: ResultsSearch,
  // The catalog, MiniSearch and the index, before the page shows: its first render has the results.
  // Awaited, not returned: the index stays in Query's cache, out of the router's (serialised) state.
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(searchIndexQueryOptions())
  },
  head: ({ match }) => {
    const { q } = match.search
    const head = pageHead({ title: pageTitle(q ? `Search: ${q}` : 'Search'), description: `Search ${SHOP_NAME}'s collections.`, path: '/search' })
    // Results pages are for shoppers, not for search engines' indexes; their links are still followed.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  pendingComponent: () => <Spinner label="Loading search" />,
  pendingMs: 200,
  pendingMinMs: 300,
  errorComponent: ShopError,
  component: SearchPage,
})

const Note = styled.p`
  margin: 0 0 1rem;
  overflow-wrap: break-word;
`
const CollectionLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.5rem 0;
    font-weight: ${theme.font.weight.bold};
  }
`

function SearchPage() {
  // Passed whole, not spread: the same object while the address stays, so the list is filtered again only when it
  // changes (BrowseView takes its own parameters out of it).
  const search = Route.useSearch()
  const { q } = search
  const navigate = Route.useNavigate()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions())
  // A refetched catalog gets a new index; the page keeps the results it shows while that one builds.
  const { data: index } = useSuspenseQuery(searchIndexQueryOptions())
  const ranked = useMemo(() => (q ? index.search(q) : []), [index, q])
  if (!q) {
    return (
      <>
        <PageTitle>Search</PageTitle>
        <Note>Type what you are looking for in the search field above, or browse a collection:</Note>
        <Collections collections={collections} />
      </>
    )
  }
  // One page for results and for none: its count is one live region, so a new query from the header (the path
  // stays /search, the focus stays in the field) is announced either way.
  return (
    <>
      <PageTitle>Results for “{q}”</PageTitle>
      <BrowseView
        listed={ranked}
        params={search}
        onChange={(next, typing) => void navigate({ search: { q, ...next }, replace: typing, resetScroll: false })}
        itemAction={shopCardAction}
        defaultSort="Relevance"
        byCollection
        countLabel={(count) => (ranked.length === 0 ? `No results for “${q}”` : `${count} result${count === 1 ? '' : 's'} for “${q}”`)}
        empty={
          ranked.length === 0 ? (
            <>
              <Note>Browse the collections instead:</Note>
              <Collections collections={collections} />
            </>
          ) : (
            <Note>No results for “{q}” match these filters.</Note>
          )
        }
      />
    </>
  )
}

function Collections({ collections }: { collections: CollectionsMap }) {
  return (
    <nav aria-label="Collections">
      <CollectionLinks>
        {Object.values(collections).map((collection) => (
          <li key={collection.slug}>
            <Link to="/shop/$collectionSlug" params={{ collectionSlug: collection.slug }}>
              {collection.title.toUpperCase()}
            </Link>
          </li>
        ))}
      </CollectionLinks>
    </nav>
  )
}
