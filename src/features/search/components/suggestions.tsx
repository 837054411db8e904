import styled from '@emotion/styled'
import { formatPrice } from '../../../lib/money'
import { theme } from '../../../styles/theme'
import type { ListedItem } from '../../catalog/browse'

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  left: 0;
  z-index: 20;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${theme.color.background};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: 0 6px 18px rgb(0 0 0 / 12%);
  &[hidden] {
    display: none;
  }
  /* The options are plain elements styled from here: they re-render on every keystroke. */
  > li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    padding: 0.25rem 0.75rem;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  > li[aria-selected='true'] {
    background: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
  > li > span:last-of-type {
    flex: none;
    font-size: 0.9rem;
  }
`

interface SuggestionsProps {
  id: string
  /** The query these suggestions answer (`data-query`: the bench times a keystroke until it matches). */
  query: string
  suggestions: ListedItem[]
  open: boolean
  active: number
  onPick: (entry: ListedItem) => void
  onHover: (index: number) => void
}

export function Suggestions({ id, query, suggestions, open, active, onPick, onHover }: SuggestionsProps) {
  return (
    <List id={id} role="listbox" aria-label="Suggestions" hidden={!open} data-query={query}>
      {suggestions.map((entry, index) => (
        <li
          key={`${entry.collection.slug}/${entry.item.slug}`}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the field, so a click picks before the field's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(entry)}
          onMouseEnter={() => onHover(index)}
        >
          <span>{entry.item.name}</span>
          <span>{formatPrice(entry.item.price)}</span>
        </li>
      ))}
    </List>
  )
}
