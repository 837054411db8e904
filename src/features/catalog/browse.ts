// Filtering and sorting a list of items: pure functions of the list and the address's parameters, so the same
// address always gives the same list in the same order.
import { compareText } from '../../lib/compare-text'
import { reversedPriceRange, type BrowseParams, type Sort } from './browse-params'
import type { ItemColor } from '../../lib/catalog/catalog-schema'
import type { CatalogItem, Collection } from './types'
import { isSoldOut } from './variant-display'
import { shownPrice } from './item-offer'

/** An item with the collection it is listed in (search results span collections). */
export interface ListedItem {
  item: CatalogItem
  collection: Collection
}

/** Whether some variant of the item, in the chosen size and colour, is not sold out (one sold without a limit never is). */
function available(item: CatalogItem, { size, color }: BrowseParams): boolean {
  return !isSoldOut(item, { size, color })
}

function matchesFilters({ item, collection }: ListedItem, params: BrowseParams): boolean {
  if (params.collection !== undefined && collection.slug !== params.collection) return false
  if (params.size !== undefined && !item.sizes?.includes(params.size)) return false
  if (params.color !== undefined && !item.colors?.some((color) => color.id === params.color)) return false
  if (params.min !== undefined && shownPrice(item) < params.min) return false
  if (params.max !== undefined && !reversedPriceRange(params) && shownPrice(item) > params.max) return false
  if (params.inStock && !available(item, params)) return false
  return true
}

const byName = (a: ListedItem, b: ListedItem) => compareText(a.item.name, b.item.name) || a.item.id - b.item.id
const COMPARE: Record<Exclude<Sort, 'relevance'>, (a: ListedItem, b: ListedItem) => number> = {
  'price-asc': (a, b) => shownPrice(a.item) - shownPrice(b.item) || byName(a, b),
  'price-desc': (a, b) => shownPrice(b.item) - shownPrice(a.item) || byName(a, b),
  name: byName,
}

/**
 * The listed items that pass every filter, in the chosen order; 'relevance' (or no sort) keeps the order given:
 * the search's ranking, or the collection's own order.
 */
export function browse(listed: readonly ListedItem[], params: BrowseParams): ListedItem[] {
  const kept = listed.filter((entry) => matchesFilters(entry, params))
  const sort = params.sort
  return sort && sort !== 'relevance' ? kept.sort(COMPARE[sort]) : kept
}

export interface Facets {
  collections: Collection[]
  sizes: string[]
  colors: ItemColor[]
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']
const sizeRank = (size: string) => {
  const letter = LETTER_SIZES.indexOf(size)
  return letter >= 0 ? letter : Number.isFinite(Number(size)) ? 100 + Number(size) : 10_000
}

/** What the filters offer: the collections, sizes and colours of the listed items. */
export function facetsOf(listed: readonly ListedItem[]): Facets {
  const collections = new Map<string, Collection>()
  const sizes = new Set<string>()
  const colors = new Map<string, ItemColor>()
  for (const { item, collection } of listed) {
    collections.set(collection.slug, collection)
    for (const size of item.sizes ?? []) sizes.add(size)
    for (const color of item.colors ?? []) if (!colors.has(color.id)) colors.set(color.id, { id: color.id, name: color.name })
  }
  return {
    collections: [...collections.values()],
    sizes: [...sizes].sort((a, b) => sizeRank(a) - sizeRank(b) || compareText(a, b)),
    colors: [...colors.values()].sort((a, b) => compareText(a.name, b.name)),
  }
}

/**
 * The parameters these items can be filtered by: a collection, size or colour that none of them has is dropped (a
 * mistyped or outdated link then lists everything, rather than nothing for a choice the filters do not offer), and
 * so is anything the address holds beside the list's own parameters.
 */
export function knownParams({ collection, size, color, min, max, inStock, sort }: BrowseParams, facets: Facets): BrowseParams {
  const known: BrowseParams = { min, max, inStock, sort }
  if (facets.collections.some((entry) => entry.slug === collection)) known.collection = collection
  if (size !== undefined && facets.sizes.includes(size)) known.size = size
  if (facets.colors.some((entry) => entry.id === color)) known.color = color
  return known
}

export const listCollection = (collection: Collection): ListedItem[] => collection.items.map((item) => ({ item, collection }))
