// Firestore documents are data from outside: each is checked, and a malformed document or item is skipped
// with a warning so the rest of the shop keeps working.
import * as v from 'valibot'
import { CollectionDocument, problemsOf, readItem, type Item } from '../../lib/catalog/catalog-schema'
import { offerAt } from '../../lib/catalog/sale-price'
import type { RawDocument } from '../../lib/firebase/firestore'
import { nextTask } from '../../lib/next-task'
import { itemSlugs } from '../../lib/catalog/item-handle'
import { slugOf } from './find-in-catalog'
import type { CatalogItem, Collection, CollectionsMap } from './types'

/** Items read per task when reading in slices: a slice stays far below a long task on a slow phone. */
const SLICE = 200

/**
 * Reads one collection document, pausing (`yield`) after every slice of items it reads. An item an owner hid is
 * left out (no list, search, product page or sitemap shows it) unless `withHidden` (the owners' own views); its
 * slug is still taken, so hiding or showing one item never moves another's address.
 */
function* toCollection(doc: RawDocument, withHidden: boolean, at: Date): Generator<void, Collection | string[]> {
  const parsed = v.safeParse(CollectionDocument, doc.data)
  if (!parsed.success) return problemsOf(CollectionDocument, parsed.issues)
  const { title, items } = parsed.output
  const valid: Item[] = []
  for (const [index, raw] of items.entries()) {
    if (index > 0 && index % SLICE === 0) yield
    const { item, problems, dropped } = readItem(raw)
    if (!item) {
      console.warn(`Skipping malformed item ${index} of collection '${doc.id}': ${problems.join('; ')}`)
      continue
    }
    for (const message of dropped) console.warn(`Item ${index} of collection '${doc.id}': ${message}`)
    valid.push(item)
  }
  const slugs = itemSlugs(valid)
  const withSlugs: CatalogItem[] = valid
    .map((item, index) => ({ ...item, slug: slugs[index]!, ...(item.sale ? { offer: offerAt(item, at) } : {}) }))
    .filter((item) => withHidden || item.hidden !== true)
  const numericId = Number(doc.id)
  const slug = slugOf(title)
  return {
    id: doc.id.trim() !== '' && Number.isFinite(numericId) ? numericId : 0,
    title,
    slug,
    routeName: encodeURIComponent(slug),
    items: withSlugs,
  }
}

function* readCollections(docs: RawDocument[], withHidden: boolean, at: Date): Generator<void, CollectionsMap> {
  // No prototype: a collection titled 'Constructor' or '__proto__' is an ordinary key.
  const map: CollectionsMap = Object.create(null) as CollectionsMap
  for (const doc of docs) {
    const collection = yield* toCollection(doc, withHidden, at)
    if (Array.isArray(collection)) {
      console.warn(`Skipping malformed collection document '${doc.id}': ${collection.join('; ')}`)
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

/**
 * The shop's collections from their documents, read at once (prerendering, tests), each item with its offer at `at`
 * (the price in force as the documents are read: the build's time for a prerendered page).
 */
export function mapCollections(docs: RawDocument[], { withHidden = false, at = new Date() } = {}): CollectionsMap {
  const reading = readCollections(docs, withHidden, at)
  let step = reading.next()
  while (!step.done) step = reading.next()
  return step.value
}

/**
 * The same, read in slices between which the browser handles input and paints: checking every item of a large
 * catalog at once would be one long task on the page that fetched it.
 */
export async function mapCollectionsInSlices(docs: RawDocument[], { withHidden = false, at = new Date() } = {}): Promise<CollectionsMap> {
  const reading = readCollections(docs, withHidden, at)
  let step = reading.next()
  while (!step.done) {
    await nextTask()
    step = reading.next()
  }
  return step.value
}
