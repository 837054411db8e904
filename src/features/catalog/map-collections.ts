// Firestore documents are data from outside: each is checked, and a malformed document or item is skipped
// with a warning so the rest of the shop keeps working.
import type { RawDocument } from '../../lib/firebase/firestore'
import { toItemOptions } from './item-options'
import { uniqueSlugs } from './slug'
import type { CatalogItem, Collection, CollectionsMap, Item } from './types'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** A price above this (in dollars) is a data error, not a product: the item is skipped. */
const MAX_PRICE = 1_000_000

/**
 * The item, or null when one of its own fields (id, name, imageUrl, price) is malformed. Malformed optional data
 * (description, details, images, sizes, colours, stock) is left out, with a message to `warn`: the item still sells.
 */
export function toItem(value: unknown, warn: (message: string) => void = () => {}): Item | null {
  if (!isRecord(value)) return null
  const { id, name, imageUrl, price } = value
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null
  if (!isNonEmptyString(name) || typeof imageUrl !== 'string') return null
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || price > MAX_PRICE) return null
  return { id, name, imageUrl, price, ...toItemOptions(value, warn) }
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
  if (!isRecord(doc.data)) return null
  const { title, items } = doc.data
  if (!isNonEmptyString(title) || !Array.isArray(items)) return null
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
