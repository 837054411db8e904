import { offerOf } from '../../catalog/item-offer'
import { PriceTag } from '../../catalog/components/price-tag'
import type { ListedItem } from '../../catalog/browse'

interface SuggestionsProps {
  id: string
  /** The query these suggestions answer (`data-query`: the bench times a keystroke until it matches). */
  query: string
  suggestions: ListedItem[]
  open: boolean
  active: number
  onPick: (entry: ListedItem) => void
}

/**
 * The listbox under the search field. `active` is the suggestion the arrow keys chose, the one Enter opens; the pointer
 * only highlights (CSS), so that Enter with a mouse resting over the list searches for what was typed.
 */
export function Suggestions({ id, query, suggestions, open, active, onPick }: SuggestionsProps) {
  return (
    <ul id={id} role="listbox" aria-label="Suggestions" hidden={!open} data-query={query}>
      {suggestions.map((entry, index) => (
        <li
          key={`${entry.collection.slug}/${entry.item.slug}`}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the field, so a click picks before the field's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(entry)}
        >
          <span>{entry.item.name}</span>
          <PriceTag offer={offerOf(entry.item)} />
        </li>
      ))}
    </ul>
  )
}
