// The product pages a shopper viewed, kept on this device only (localStorage, a key of its own): newest first, each
// once, at most MAX_VIEWED. Whatever the key holds is read with care: an entry that is not one is dropped, and a
// store that is broken, full or refused reads as empty and keeps nothing, never failing the page.

/** A product page as the list links to it. */
export interface ViewedItem {
  collectionSlug: string
  productSlug: string
  name: string
}

export const RECENTLY_VIEWED_KEY = 'recently-viewed'
export const MAX_VIEWED = 8

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max

function asViewedItem(value: unknown): ViewedItem | null {
  if (typeof value !== 'object' || value === null) return null
  const { collectionSlug, productSlug, name } = value as Record<string, unknown>
  return isText(collectionSlug, 100) && isText(productSlug, 200) && isText(name, 200) ? { collectionSlug, productSlug, name } : null
}

/** This device's localStorage; reading the property itself throws where storage is blocked. */
function deviceStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export const viewedKey = (item: Pick<ViewedItem, 'collectionSlug' | 'productSlug'>) => `${item.collectionSlug}/${item.productSlug}`

/** The items as stored, valid ones only, each once, at most MAX_VIEWED. */
export function readViewed(storage: Pick<Storage, 'getItem'> | undefined = deviceStorage()): ViewedItem[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const seen = new Set<string>()
  const items: ViewedItem[] = []
  for (const entry of parsed) {
    const item = asViewedItem(entry)
    if (!item || seen.has(viewedKey(item))) continue
    seen.add(viewedKey(item))
    items.push(item)
    if (items.length === MAX_VIEWED) break
  }
  return items
}

/** `item` first, an earlier view of it dropped, the oldest beyond MAX_VIEWED forgotten. */
function withViewed(items: ViewedItem[], item: ViewedItem): ViewedItem[] {
  return [item, ...items.filter((other) => viewedKey(other) !== viewedKey(item))].slice(0, MAX_VIEWED)
}

/** Records a view; a store that refuses (full, private mode, blocked) keeps nothing, silently. */
export function recordView(item: ViewedItem, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = deviceStorage()): void {
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(readViewed(storage), item)))
  } catch {
    // Nothing to keep it in: the list is a convenience.
  }
}
