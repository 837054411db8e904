// The header's search field: a form that works without JavaScript (GET /search?q=…), and with it an ARIA APG
// combobox with a listbox of up to 6 items. MiniSearch loads when the field is first used. The field's text is the
// browser's (an uncontrolled input): what was typed before the page was live stays, and Enter searches for it.
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { ListedItem } from '../../catalog/browse'
import { MAX_QUERY_LENGTH } from '../search-params'
import { searchIndexQueryOptions } from '../search-index-query'
import { SearchForm } from './search-form'
import { Suggestions } from './suggestions'

const MAX_SUGGESTIONS = 6
/** Suggestions start from this many characters: one letter matches most of a large catalog and helps nobody. */
const MIN_SUGGEST_LENGTH = 2

interface SearchBoxProps {
  /** The query of the results page on screen, if it is: the field shows it, and follows it (back, a link). */
  pageQuery?: string
}

export function SearchBox({ pageQuery = '' }: SearchBoxProps) {
  const navigate = useNavigate()
  const inputId = useId()
  const listboxId = useId()
  const limitId = useId()
  const input = useRef<HTMLInputElement>(null)
  // What the field shows, as the suggestions need it; the field itself holds it.
  const [value, setShown] = useState(pageQuery)
  const setValue = (text: string) => {
    if (input.current) input.current.value = text
    setShown(text)
  }
  // Follows the page's query when it changes (back, a link) without remounting, which would take the focus out of
  // the field; not when the page starts, so that what was typed before stays.
  const followed = useRef(pageQuery)
  useLayoutEffect(() => {
    if (followed.current === pageQuery) return
    followed.current = pageQuery
    setValue(pageQuery)
  }, [pageQuery])
  const [focused, setFocused] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Not before the field is focused: only then are MiniSearch and the index loaded. Without an index (yet, or at
  // all) the field still searches: Enter opens the results page. A rebuilt index replaces the previous one only
  // once it is ready.
  const { data: index } = useQuery({ ...searchIndexQueryOptions(), enabled: focused })
  const suggesting = index !== undefined && value.trim().length >= MIN_SUGGEST_LENGTH
  const suggestions = useMemo(() => (index && suggesting ? index.search(value, MAX_SUGGESTIONS) : []), [index, suggesting, value])
  const expanded = open && suggestions.length > 0
  // The field takes no more than the address keeps; at that length it says so, rather than drop keys silently.
  const atLimit = value.length >= MAX_QUERY_LENGTH

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const search = (query: string) => {
    close()
    void navigate({ to: '/search', search: query.trim() === '' ? {} : { q: query.trim() } })
  }
  // A suggestion is an item: picking it opens the item's own page.
  const pick = ({ item, collection }: ListedItem) => {
    close()
    setValue('')
    void navigate({ to: '/shop/$collectionSlug/$productSlug', params: { collectionSlug: collection.slug, productSlug: item.slug } })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      if (!expanded) {
        setOpen(true)
        setActive(down ? 0 : count - 1)
      } else setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      const chosen = suggestions[active]
      if (chosen) pick(chosen)
    } else if (event.key === 'Escape') {
      if (expanded) close()
      else setValue('')
    }
  }

  return (
    <SearchForm
      role="search"
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        search(input.current?.value ?? value)
      }}
    >
      <label htmlFor={inputId}>Search</label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="text"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-describedby={atLimit ? limitId : undefined}
        defaultValue={pageQuery}
        onChange={(event) => {
          setShown(event.target.value)
          setFocused(true)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setFocused(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <p id={limitId} hidden={!(atLimit && open)}>
        {LIMIT_NOTE}
      </p>
      <Suggestions id={listboxId} query={value} suggestions={suggestions} open={expanded} active={active} onPick={pick} />
      <span role="status">{open ? [atLimit ? LIMIT_NOTE : '', suggesting ? suggestionCount(suggestions.length) : ''].join(' ').trim() : ''}</span>
    </SearchForm>
  )
}

const LIMIT_NOTE = `Searches use the first ${MAX_QUERY_LENGTH} characters.`

const suggestionCount = (count: number) => (count === 0 ? 'No suggestions' : `${count} suggestion${count === 1 ? '' : 's'}, use the arrow keys to choose`)
