// The catalog's search index (MiniSearch): name, collection, description and colours, with prefix and
// typo-tolerant matching. This module and MiniSearch load only when the index is first needed (the query in
// search-index-query.ts imports them), so they are not part of a first visit.
import MiniSearch, { type SearchOptions } from 'minisearch'
import type { ListedItem } from '../catalog/browse'
import type { CollectionsMap } from '../catalog/types'
import { processTerm, tokenize } from './search-terms'

interface SearchDocument {
  id: number
  name: string
  collection: string
  description: string
  colors: string
}

export interface SearchIndex {
  /** The matches, best first (at most `limit`); nothing for a query of no words. */
  search(query: string, limit?: number): ListedItem[]
}

const SEARCH_OPTIONS: SearchOptions = {
  // A name says most about an item; a word from its description the least.
  boost: { name: 4, collection: 2, colors: 2, description: 1 },
  // 'tot' finds 'tote'. Only the last word: the words before it are finished (and a prefix of each would
  // match, score and then throw away much of a large catalog on every keystroke).
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One typo from 4 letters on ('bakpack' → 'backpack'), two from 8; none in shorter words, where one edit
  // turns 'bag' into 'cap'.
  fuzzy: (term) => (term.length < 4 ? false : term.length < 8 ? 1 : 2),
  // Every word of the query must match (in any field): 'navy shirt' narrows, it does not widen.
  combineWith: 'AND',
}

function listOf(collections: CollectionsMap): ListedItem[] {
  return Object.values(collections).flatMap((collection) => collection.items.map((item) => ({ item, collection })))
}

function newIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: ['name', 'collection', 'description', 'colors'],
    tokenize,
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  })
}

const toDocument = ({ item, collection }: ListedItem, id: number): SearchDocument => ({
  id,
  name: item.name,
  collection: collection.title,
  description: item.description ?? '',
  colors: item.colors?.map((color) => color.name).join(' ') ?? '',
})

function searchIndex(index: MiniSearch<SearchDocument>, listed: ListedItem[]): SearchIndex {
  return {
    search(query, limit = Infinity) {
      // Callers bound the query's length (the field's maxlength, the address's parsing). A one-letter word beside
      // longer ones ('wool c', typed on the way to 'wool coat') would match most of a large catalog as a prefix and
      // narrow nothing yet: it is left out.
      const words = tokenize(query)
      const kept = words.length > 1 ? words.filter((word) => word.length > 1) : words
      if (kept.length === 0) return []
      const results = index.search(kept.join(' '))
      const found: ListedItem[] = []
      for (const result of results) {
        if (found.length >= limit) break
        const entry = listed[result.id as number]
        if (entry) found.push(entry)
      }
      return found
    },
  }
}

export function buildSearchIndex(collections: CollectionsMap): SearchIndex {
  const listed = listOf(collections)
  const index = newIndex()
  index.addAll(listed.map(toDocument))
  return searchIndex(index, listed)
}

/** Items per slice of an asynchronous build: a slice of a 5,000-item catalog stays far below a long task. */
const CHUNK_SIZE = 250

/** The same index, built in slices between which the browser handles input and paints. */
export async function buildSearchIndexAsync(collections: CollectionsMap): Promise<SearchIndex> {
  const listed = listOf(collections)
  const index = newIndex()
  await index.addAllAsync(listed.map(toDocument), { chunkSize: CHUNK_SIZE })
  return searchIndex(index, listed)
}

/** The index of these collections, built in slices and timed as the `search-index` performance measure (`npm run bench` reads it). */
export async function indexCollections(collections: CollectionsMap): Promise<SearchIndex> {
  const start = performance.now()
  const index = await buildSearchIndexAsync(collections)
  performance.measure('search-index', { start, end: performance.now() })
  return index
}
