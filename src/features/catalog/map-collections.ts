// Firestore documents are data from outside: each is checked, and a malformed document or item is skipped
// with a warning so the rest of the shop keeps working.
import type { RawDocument } from '../../lib/firebase/firestore'
import { isRecord } from '../../lib/is-record'
import { toItemOptions } from './item-options'
import { uniqueSlugs } from './slug'
import type { CatalogItem, Collection, CollectionsMap, Item } from './types'

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** A price above this (in dollars) is a data error, not a product: the item is skipped. */
const MAX_PRICE = 1_000_000

/**
 * What is wrong with an item, one entry per field ('price: …'); empty when the shop can show it. The app skips
 * such an item; `npm run seed` refuses a catalog file with any (catalog-file.ts).
 */
export function itemProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['must be an object with id, name, imageUrl and price']
  const { id, name, imageUrl, price } = value
  const problems: string[] = []
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) problems.push(`id: must be a whole number, not ${show(id)}`)
  if (!isNonEmptyString(name)) problems.push(`name: must be a non-empty string, not ${show(name)}`)
  if (typeof imageUrl !== 'string') problems.push(`imageUrl: must be a string, not ${show(imageUrl)}`)
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || price > MAX_PRICE) {
    problems.push(`price: must be a number of dollars from 0 to ${MAX_PRICE}, not ${show(price)}`)
  }
  return problems
}

/** What is wrong with a collection document's own fields (its items are checked one by one). */
export function collectionProblems(data: unknown): string[] {
  if (!isRecord(data)) return ['must be an object with title and items']
  const problems: string[] = []
  if (!isNonEmptyString(data.title)) problems.push(`title: must be a non-empty string, not ${show(data.title)}`)
  if (!Array.isArray(data.items)) problems.push(`items: must be a list, not ${show(data.items)}`)
  return problems
}

function show(value: unknown): string {
  if (value === undefined) return 'missing'
  if (typeof value === 'number') return String(value)
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

/**
 * The item, or null when one of its own fields (id, name, imageUrl, price) is malformed. Malformed optional data
 * (description, details, images, sizes, colours, stock) is left out, with a message to `warn`: the item still sells.
 */
export function toItem(value: unknown, warn: (message: string) => void = () => {}): Item | null {
  if (itemProblems(value).length) return null
  const { id, name, imageUrl, price } = value as Item
  return { id, name, imageUrl, price, ...toItemOptions(value as Record<string, unknown>, warn) }
}

/** The one place a collection's title becomes its key and address: 'Summer Sale' → 'summer sale' (/shop/summer%20sale). */
const collectionSlug = (title: string): string => title.toLowerCase()

/**
 * The collection a `/shop/$collectionId` address names, matched without regard to case. An own-property check:
 * '/shop/constructor' or '/shop/__proto__' must find nothing, not an object's built-ins.
 */
export function findCollection(collections: CollectionsMap, collectionId: string): Collection | undefined {
  const slug = collectionSlug(collectionId)
  return Object.hasOwn(collections, slug) ? collections[slug] : undefined
}

function toCollection(doc: RawDocument): Collection | null {
  if (collectionProblems(doc.data).length) return null
  const { title, items } = doc.data as { title: string; items: unknown[] }
  const valid: Item[] = []
  items.forEach((raw, index) => {
    const item = toItem(raw, (message) => console.warn(`Item ${index} of collection '${doc.id}': ${message}`))
    if (item) valid.push(item)
    else console.warn(`Skipping malformed item ${index} of collection '${doc.id}'`, raw)
  })
  const slugs = uniqueSlugs(valid.map((item) => item.name))
  const withSlugs: CatalogItem[] = valid.map((item, index) => ({ ...item, slug: slugs[index] ?? String(item.id) }))
  const numericId = Number(doc.id)
  const slug = collectionSlug(title)
  return {
    id: doc.id.trim() !== '' && Number.isFinite(numericId) ? numericId : 0,
    title,
    slug,
    routeName: encodeURIComponent(slug),
    items: withSlugs,
  }
}

/** The item a `/shop/$collectionId/$productSlug` address names. */
export const findItem = (collection: Collection, productSlug: string): CatalogItem | undefined =>
  collection.items.find((item) => item.slug === productSlug.toLowerCase())

export function mapCollections(docs: RawDocument[]): CollectionsMap {
  // No prototype: a collection titled 'Constructor' or '__proto__' is an ordinary key.
  const map: CollectionsMap = Object.create(null) as CollectionsMap
  for (const doc of docs) {
    const collection = toCollection(doc)
    if (!collection) {
      console.warn(`Skipping malformed collection document '${doc.id}'`)
      continue
    }
    const key = collection.slug
    if (Object.hasOwn(map, key)) {
      console.warn(`Skipping collection '${doc.id}': another collection is already titled '${collection.title}'`)
      continue
    }
    map[key] = collection
  }
  return map
}

/** The page of the item with this id (ids are unique in the catalog): the parameters of its `/shop/$collectionId/$productSlug` address. */
export function productParams(collections: CollectionsMap, id: number): { collectionId: string; productSlug: string } | undefined {
  for (const collection of Object.values(collections)) {
    const item = collection.items.find((candidate) => candidate.id === id)
    if (item) return { collectionId: collection.slug, productSlug: item.slug }
  }
  return undefined
}
