// Filters and sort for a list of items. They only say what the shopper chose (`onChange` with the next
// parameters); the page keeps them in its address. Until the app runs they are disabled: a prerendered page lists
// every item, and its filters need the app.
import styled from '@emotion/styled'
import { useId } from 'react'
import { Button } from '../../../components/button'
import { useHydrated } from '../../../lib/use-hydrated'
import type { Facets } from '../browse'
import { FILTER_KEYS, hasFilters, type BrowseParams, type Sort } from '../browse-params'
import { Field } from './filter-field'
import { PriceInput } from './price-input'

const Controls = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 700;
  }
`
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`
const ClearButton = styled(Button)`
  min-width: 0;
  min-height: 44px;
`

type Changes = Partial<Record<keyof BrowseParams, unknown>>

interface BrowseControlsProps {
  facets: Facets
  params: BrowseParams
  /** The next parameters; `typing` for a change made key by key (a price), which should not add a history entry. */
  onChange: (next: BrowseParams, typing?: boolean) => void
  /** Offer the collection filter (the search results span collections). */
  byCollection?: boolean
  /** What the list's own order is called: 'Relevance' for results, 'Featured' for a collection. */
  defaultSort: string
}

/** The options with the current choice among them, even one these items do not have (nothing then matches). */
const withCurrent = <T,>(options: T[], current: string | undefined, key: (option: T) => string, make: (value: string) => T): T[] =>
  current === undefined || options.some((option) => key(option) === current) ? options : [...options, make(current)]

export function BrowseControls({ facets, params, onChange, byCollection = false, defaultSort }: BrowseControlsProps) {
  const hydrated = useHydrated()
  const id = useId()
  const change = (changes: Changes, typing = false) => {
    const next: Record<string, unknown> = { ...params }
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === false) delete next[key]
      else next[key] = value
    }
    onChange(next as BrowseParams, typing)
  }
  const clear = () => {
    const next: Record<string, unknown> = { ...params }
    for (const key of FILTER_KEYS) delete next[key]
    onChange(next as BrowseParams)
  }
  const collections = withCurrent(
    facets.collections.map(({ slug, title }) => ({ slug, title })),
    params.collection,
    (option) => option.slug,
    (slug) => ({ slug, title: slug }),
  )
  const sizes = withCurrent(
    facets.sizes,
    params.size,
    (size) => size,
    (size) => size,
  )
  const colors = withCurrent(
    facets.colors,
    params.color,
    (color) => color.id,
    (color) => ({ id: color, name: color }),
  )
  return (
    <Controls disabled={!hydrated}>
      <legend>Filter and sort</legend>
      {byCollection && (
        <Field>
          <label htmlFor={`${id}-collection`}>Collection</label>
          <select id={`${id}-collection`} value={params.collection ?? ''} onChange={(event) => change({ collection: event.target.value })}>
            <option value="">All collections</option>
            {collections.map((collection) => (
              <option key={collection.slug} value={collection.slug}>
                {collection.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      {sizes.length > 0 && (
        <Field>
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} value={params.size ?? ''} onChange={(event) => change({ size: event.target.value })}>
            <option value="">Any size</option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </Field>
      )}
      {colors.length > 0 && (
        <Field>
          <label htmlFor={`${id}-color`}>Colour</label>
          <select id={`${id}-color`} value={params.color ?? ''} onChange={(event) => change({ color: event.target.value })}>
            <option value="">Any colour</option>
            {colors.map((color) => (
              <option key={color.id} value={color.id}>
                {color.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <PriceInput id={`${id}-min`} label="Min price ($)" value={params.min} onChange={(min) => change({ min }, true)} />
      <PriceInput id={`${id}-max`} label="Max price ($)" value={params.max} onChange={(max) => change({ max }, true)} />
      <Check>
        <input type="checkbox" checked={params.inStock === true} onChange={(event) => change({ inStock: event.target.checked })} />
        In stock only
      </Check>
      <Field>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} value={params.sort ?? ''} onChange={(event) => change({ sort: event.target.value as Sort | '' })}>
          <option value="">{defaultSort}</option>
          <option value="price-asc">Price: low to high</option>
          <option value="price-desc">Price: high to low</option>
          <option value="name">Name: A to Z</option>
        </select>
      </Field>
      {hasFilters(params) && (
        <ClearButton type="button" variant="inverted" onClick={clear}>
          Clear filters
        </ClearButton>
      )}
    </Controls>
  )
}
