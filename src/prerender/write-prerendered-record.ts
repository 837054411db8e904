// The record of what a build prerendered from the catalog (src/lib/catalog/prerendered-record.ts): every item whose
// product page it wrote, under its collection's document id, with the name and price that page carries.
import { slugOf } from '../features/catalog/find-in-catalog'
import type { CollectionsMap } from '../features/catalog/types'
import type { PrerenderedRecord } from '../lib/catalog/prerendered-record'
import { isRecord } from '../lib/is-record'

/** `snapshot` as the pages were rendered from it; `documents` the catalog file's entries (`{ id, title, items }`). */
export function prerenderedRecord(snapshot: CollectionsMap, documents: readonly unknown[], builtAt: Date): PrerenderedRecord {
  // The first document with a title is the collection the shop shows under it (a later one of the same title is skipped).
  const idOfSlug = new Map<string, string>()
  for (const document of documents) {
    if (!isRecord(document) || typeof document.title !== 'string') continue
    const slug = slugOf(document.title)
    if (!idOfSlug.has(slug)) idOfSlug.set(slug, String(document.id))
  }
  const items = Object.values(snapshot).flatMap((collection) => {
    const collectionId = idOfSlug.get(collection.slug)
    if (collectionId === undefined) return []
    return collection.items.map((item) => ({ collectionId, itemId: item.id, name: item.name, price: item.price }))
  })
  return { builtAt: builtAt.toISOString(), items }
}
