// What the index knows of each item: its text by field, and the words hidden inside its compound words.
import { isOnSale } from '../../lib/catalog/sale-price'
import type { ListedItem } from '../catalog/browse'
import { processTerm, tokenize } from './search-terms'

export interface SearchDocument {
  id: number
  name: string
  category: string
  keywords: string
  /** Words found inside the name's and the keywords' compound words: 'coat' in 'overcoat', 'bag' in 'handbag'. */
  parts: string
  collection: string
  description: string
  colors: string
  /** 'gift present' for an item one can give without knowing the other's size. */
  gift: string
  /** 'sale reduced' for an item whose sale price is charged now. */
  sale: string
}

export const SEARCH_FIELDS = ['name', 'category', 'keywords', 'parts', 'collection', 'description', 'colors', 'gift', 'sale'] as const

/**
 * What a shopper means by a gift in a clothing shop: something that fits whoever receives it, so an item with no
 * size to guess. An item the owner calls a gift in its keywords is found through those too.
 */
const GIFT_WORDS = 'gift present'

/** What a shopper types for what is reduced now: the items whose sale is in force as the index is built. */
const SALE_WORDS = 'sale reduced'

/**
 * The words a shopper means as they type them, whatever the catalog holds: a typo tolerance would turn 'sale' into
 * 'sole' when nothing is on sale (the search index's `fuzzy` leaves them alone).
 */
export const SHOP_WORDS: readonly string[] = tokenize(`${GIFT_WORDS} ${SALE_WORDS}`).flatMap((token) => processTerm(token) ?? [])

/** The shortest word looked for inside a compound, and the shortest rest of it ('over' of 'overcoat'). */
const MIN_PART = 3

/** The terms of each word an item is named and described by in few words: its name, category and keywords. */
const ownWords = ({ item }: ListedItem): string[][] =>
  tokenize([item.name, item.category ?? '', ...(item.keywords ?? [])].join(' ')).map((token) => processTerm(token) ?? [])

/**
 * The catalog's own words ('coat', 'shirt', 'bag'), from names, categories and keywords. A compound is split only
 * into a word the catalog itself uses: 'overcoat' gives 'coat' when some item is a coat or is called one, and
 * never a fragment such as 'rcoat'.
 */
export function vocabularyOf(listed: ListedItem[], words = new Set<string>()): Set<string> {
  for (const entry of listed) for (const terms of ownWords(entry)) for (const term of terms) words.add(term)
  return words
}

/**
 * The catalog's words that end a longer word of this item ('overcoat' → 'coat', 'sweatshirt' → 'shirt'), less
 * the words it already has ('T-Shirt' is already 'shirt').
 */
function partsOf(entry: ListedItem, vocabulary: Set<string>): string[] {
  const words = ownWords(entry)
  const own = new Set(words.flat())
  const parts = new Set<string>()
  // A hyphenated word ('full-grain') is already its parts: only a word written as one is split.
  for (const [term] of words.filter((terms) => terms.length === 1) as [string][]) {
    // The shortest such word: 'sweatshirt' is a kind of 'shirt', not of 'tshirt'.
    for (let start = term.length - MIN_PART; start >= MIN_PART; start--) {
      const part = term.slice(start)
      if (vocabulary.has(part)) {
        if (!own.has(part)) parts.add(part)
        break
      }
    }
  }
  return [...parts]
}

export function toDocument(entry: ListedItem, id: number, vocabulary: Set<string>, now = new Date()): SearchDocument {
  const { item, collection } = entry
  return {
    id,
    name: item.name,
    category: item.category ?? '',
    keywords: item.keywords?.join(' ') ?? '',
    parts: partsOf(entry, vocabulary).join(' '),
    collection: collection.title,
    description: item.description ?? '',
    colors: item.colors?.map((color) => color.name).join(' ') ?? '',
    gift: item.sizes && item.sizes.length > 0 ? '' : GIFT_WORDS,
    sale: isOnSale(item, now) ? SALE_WORDS : '',
  }
}
