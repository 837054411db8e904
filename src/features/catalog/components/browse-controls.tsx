// Filters and sort for a list of items. They only say what the shopper chose (`onChange` with the next
// parameters); the page keeps them in its address. Until the app runs they are disabled: a prerendered page lists
// every item, and its filters need the app.
import styled from '@emotion/styled'
import { useId } from 'react'
import { Button } from '../../../components/button'
import { useHydrated } from '../../../prerender/live'
import type { Facets } from '../browse'
import { FILTER_KEYS, hasFilters, reversedPriceRange, type BrowseParams, type Sort } from '../browse-params'
import { Field } from './filter-field'
import { PriceInput } from './price-input'
import { theme } from '../../../styles/theme'
import { SHOP_CURRENCY } from '../../../lib/money'
import { CheckLabel } from '../../../components/check-label'

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
    font-weight: ${theme.font.weight.bold};
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

/** One option of a filter: what the address says, and what the shopper reads. */
interface Choice {
  value: string
  label: string
}

interface ChoiceFilterProps {
  id: string
  label: string
  /** The option that filters nothing: 'Any size'. */
  anyLabel: string
  value: string | undefined
  choices: Choice[]
  onChange: (value: string) => void
}

function ChoiceFilter({ id, label, anyLabel, value, choices, onChange }: ChoiceFilterProps) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

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
  // The parameters hold only choices these items offer (knownParams).
  const collections = facets.collections.map(({ slug, title }) => ({ value: slug, label: title }))
  const sizes = facets.sizes.map((size) => ({ value: size, label: size }))
  const colors = facets.colors.map(({ id, name }) => ({ value: id, label: name }))
  return (
    <Controls disabled={!hydrated}>
      <legend>Filter and sort</legend>
      {byCollection && (
        <ChoiceFilter
          id={`${id}-collection`}
          label="Collection"
          anyLabel="All collections"
          value={params.collection}
          choices={collections}
          onChange={(collection) => change({ collection })}
        />
      )}
      {sizes.length > 0 && (
        <ChoiceFilter id={`${id}-size`} label="Size" anyLabel="Any size" value={params.size} choices={sizes} onChange={(size) => change({ size })} />
      )}
      {colors.length > 0 && (
        <ChoiceFilter id={`${id}-color`} label="Colour" anyLabel="Any colour" value={params.color} choices={colors} onChange={(color) => change({ color })} />
      )}
      <PriceInput id={`${id}-min`} label={`Min price (${SHOP_CURRENCY.sign})`} value={params.min} onChange={(min) => change({ min }, true)} />
      <PriceInput
        id={`${id}-max`}
        label={`Max price (${SHOP_CURRENCY.sign})`}
        value={params.max}
        onChange={(max) => change({ max }, true)}
        error={reversedPriceRange(params) ? `Lower than the min price ($${params.min}), so not applied.` : undefined}
      />
      <CheckLabel>
        <input type="checkbox" checked={params.inStock === true} onChange={(event) => change({ inStock: event.target.checked })} />
        In stock only
      </CheckLabel>
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
