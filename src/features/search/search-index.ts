// The catalog's search index (MiniSearch): name, category, keywords, the words inside compound words, collection,
// description and colours, with prefix and typo-tolerant matching. This module and MiniSearch load only when the
// index is first needed (the query in search-index-query.ts imports them), so they are not part of a first visit.
import MiniSearch, { type SearchOptions } from 'minisearch'
import { nextTask } from '../../lib/next-task'
import type { ListedItem } from '../catalog/browse'
import type { CollectionsMap } from '../catalog/types'
import { SEARCH_FIELDS, SHOP_WORDS, toDocument, vocabularyOf, type SearchDocument } from './search-documents'
import { offeredIn, sizeNamesOf, sizesIn } from './search-sizes'
import { processTerm, tokenize } from './search-terms'

export interface SearchIndex {
  /** The matches, best first (at most `limit`); nothing for a query of no words. */
  search(query: string, limit?: number): ListedItem[]
}

/** The typos allowed in a word of this many letters. */
function typoDistance(term: string): number | false {
  return term.length < 4 ? false : term.length < 8 ? 1 : 2
}

const SEARCH_OPTIONS: SearchOptions = {
  // A name says most about an item, what kind of thing it is next ('hat' finds the cap and the beanie); a word
  // inside a compound ('coat' in 'overcoat') less than a word of its own, and a word of its description the least.
  boost: { name: 4, category: 3, keywords: 3, parts: 2, collection: 2, colors: 2, description: 1, gift: 1, sale: 1 },
  // A word as typed outranks a word it may have been meant as: 'shirt' lists shirts before the skirt one letter
  // away, and 'hat' the hats before a longer word it begins.
  weights: { fuzzy: 0.1, prefix: 0.3 },
  // 'tot' finds 'tote'. Only the last word: the words before it are finished (and a prefix of each would
  // match, score and then throw away much of a large catalog on every keystroke).
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One typo from 4 letters on ('bakpack' → 'backpack'), two from 8; none in shorter words, where one edit
  // turns 'bag' into 'cap'. A word the catalog itself names things by is no typo (searchIndex below).
  fuzzy: typoDistance,
  // Every word of the query must match (in any field): 'navy shirt' narrows, it does not widen.
  combineWith: 'AND',
}

function listOf(collections: CollectionsMap): ListedItem[] {
  return Object.values(collections).flatMap((collection) => collection.items.map((item) => ({ item, collection })))
}

function newIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: [...SEARCH_FIELDS],
    tokenize,
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  })
}

/**
 * `vocabulary`: the catalog's own words (its names, categories and keywords). A query's word among them, or among the
 * shop's words ('sale', 'gift'), is meant as typed and is matched with no typo: 'shirt' does not find the skirt, nor
 * 'sale' the sole of a shoe; a word the catalog does not know ('bakpack') may be a typo of one it does.
 */
function searchIndex(index: MiniSearch<SearchDocument>, listed: ListedItem[], vocabulary: Set<string>): SearchIndex {
  const known = new Set([...vocabulary, ...SHOP_WORDS])
  const options: SearchOptions = { fuzzy: (term) => (known.has(term) ? false : typoDistance(term)) }
  const sizeNames = sizeNamesOf(listed.map(({ item }) => item))
  return {
    search(query, limit = Infinity) {
      // Callers bound the query's length (the field's maxlength, the address's parsing). A one-letter word beside
      // longer ones ('wool c', typed on the way to 'wool coat') would match most of a large catalog as a prefix and
      // narrow nothing yet: it is left out.
      const { sizes, rest: words } = sizesIn(tokenize(query), sizeNames)
      const kept = words.length > 1 ? words.filter((word) => word.length > 1) : words
      const terms = kept.flatMap((word) => processTerm(word) ?? [])
      // Only a size ('size M'): everything offered in it, in the catalog's order.
      if (terms.length === 0) return sizes.size > 0 ? listed.filter(({ item }) => offeredIn(item, sizes)).slice(0, limit) : []
      // Items that have every word as typed (or begun), then those found only through a typo, each by score.
      const asTyped: ListedItem[] = []
      const corrected: ListedItem[] = []
      for (const result of index.search(kept.join(' '), options)) {
        if (asTyped.length >= limit) break
        const entry = listed[result.id as number]
        if (!entry || !offeredIn(entry.item, sizes)) continue
        const exact = terms.every((term) => result.terms.some((found) => found.startsWith(term)))
        if (exact) asTyped.push(entry)
        else if (corrected.length < limit) corrected.push(entry)
      }
      return [...asTyped, ...corrected].slice(0, limit)
    },
  }
}

export function buildSearchIndex(collections: CollectionsMap): SearchIndex {
  const listed = listOf(collections)
  const index = newIndex()
  const vocabulary = vocabularyOf(listed)
  index.addAll(listed.map((entry, id) => toDocument(entry, id, vocabulary)))
  return searchIndex(index, listed, vocabulary)
}

/** Items per slice of an asynchronous build: a slice of a 5,000-item catalog stays far below a long task. */
const CHUNK_SIZE = 250

/** The same index, built in slices between which the browser handles input and paints. */
export async function buildSearchIndexAsync(collections: CollectionsMap): Promise<SearchIndex> {
  const listed = listOf(collections)
  const index = newIndex()
  // Every item's words first (a part of a word is found in any item's words), then each slice's documents: each
  // slice in a task of its own, as MiniSearch's addAllAsync would index them, when there is more than one.
  const vocabulary = new Set<string>()
  const many = listed.length > CHUNK_SIZE
  for (let start = 0; start < listed.length; start += CHUNK_SIZE) {
    if (start > 0) await nextTask()
    vocabularyOf(listed.slice(start, start + CHUNK_SIZE), vocabulary)
  }
  for (let start = 0; start < listed.length; start += CHUNK_SIZE) {
    if (many) await nextTask()
    index.addAll(listed.slice(start, start + CHUNK_SIZE).map((entry, offset) => toDocument(entry, start + offset, vocabulary)))
  }
  return searchIndex(index, listed, vocabulary)
}

/** The index of these collections, built in slices and timed as the `search-index` performance measure (`npm run bench` reads it). */
export async function indexCollections(collections: CollectionsMap): Promise<SearchIndex> {
  const start = performance.now()
  const index = await buildSearchIndexAsync(collections)
  performance.measure('search-index', { start, end: performance.now() })
  return index
}
