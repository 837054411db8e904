// A list of items with its filters and sort, as a collection page and the search results show it: the controls,
// the count in a polite live region (announced as it changes), and the cards.
import styled from '@emotion/styled'
import { useMemo, type ReactNode } from 'react'
import { browse, facetsOf, knownParams, type ListedItem } from '../browse'
import { FILTER_KEYS, hasFilters, type BrowseParams } from '../browse-params'
import type { ItemAction } from '../types'
import { listChoice } from '../variant-display'
import { BrowseControls } from './browse-controls'
import { FilterFold } from './filter-fold'
import { ItemGrid } from './item-grid'
import { ProductCard } from './product-card'

// It may quote the query: a long word wraps.
const Count = styled.p`
  margin: 0 0 1.25rem;
  overflow-wrap: break-word;
`

interface BrowseViewProps {
  /** Every item before filtering, in the list's own order (the collection's, or the search's ranking). */
  listed: ListedItem[]
  params: BrowseParams
  onChange: (next: BrowseParams, typing?: boolean) => void
  itemAction?: ItemAction
  /** 'Relevance' for results, 'Featured' for a collection. */
  defaultSort: string
  byCollection?: boolean
  /** What the count says: '3 items', '3 results for “bag”'. */
  countLabel: (count: number) => string
  /** Shown instead of the cards when no item is listed or passes the filters. */
  empty: ReactNode
}

export function BrowseView({ listed, params, onChange, itemAction, defaultSort, byCollection, countLabel, empty }: BrowseViewProps) {
  const facets = useMemo(() => facetsOf(listed), [listed])
  const known = useMemo(() => knownParams(params, facets), [params, facets])
  const shown = useMemo(() => browse(listed, known), [listed, known])
  return (
    <>
      {/* Nothing to filter when nothing is listed; the count below stays the same live region either way. */}
      {listed.length > 0 && (
        <FilterFold active={activeChoices(known)}>
          <BrowseControls facets={facets} params={known} onChange={onChange} byCollection={byCollection} defaultSort={defaultSort} />
        </FilterFold>
      )}
      <Count role="status">
        {countLabel(shown.length)}
        {hasFilters(known) && shown.length < listed.length ? ` (filtered from ${listed.length})` : ''}
      </Count>
      {shown.length === 0 ? (
        empty
      ) : (
        <ItemGrid>
          {shown.map(({ item, collection }, index) => (
            <ProductCard
              key={`${collection.slug}/${item.slug}`}
              item={item}
              collectionSlug={collection.slug}
              action={itemAction}
              choice={listChoice(item, params)}
              eager={index < 4}
              first={index === 0}
            />
          ))}
        </ItemGrid>
      )}
    </>
  )
}

/** The filters and the sort a shopper chose. */
const activeChoices = (params: BrowseParams): number => FILTER_KEYS.filter((key) => params[key] !== undefined).length + (params.sort ? 1 : 0)

export const itemCount = (count: number) => `${count} item${count === 1 ? '' : 's'}`
