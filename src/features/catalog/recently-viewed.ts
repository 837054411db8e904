// The product pages a shopper viewed, kept on this device only (localStorage, a key of its own): newest first, each
// once, at most MAX_VIEWED, with whose list it is: a visitor's (null) or a signed-in account's uid. An account's list
// is shown to that account alone, so it never outlives a sign-out or a deletion for the next person on the device;
// a visitor's list becomes theirs when they sign in. Whatever the key holds is read with care: an entry that is not
// one is dropped, and a store that is broken, full or refused reads as empty and keeps nothing, never failing the page.

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

/** Whose list it is: a signed-in account's uid, or null for a visitor. */
export type Viewer = string | null

/** The stored list and whose it is: a plain list (as kept before lists had an owner) is a visitor's. */
function readStored(storage: Pick<Storage, 'getItem'> | undefined): { owner: Viewer; entries: unknown[] } {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]')
  } catch {
    return { owner: null, entries: [] }
  }
  if (Array.isArray(parsed)) return { owner: null, entries: parsed }
  const { owner, items } = (parsed ?? {}) as { owner?: unknown; items?: unknown }
  return typeof owner === 'string' && Array.isArray(items) ? { owner, entries: items } : { owner: null, entries: [] }
}

/** The items `viewer` may see, valid ones only, each once, at most MAX_VIEWED: none of another account's. */
export function readViewed(viewer: Viewer, storage: Pick<Storage, 'getItem'> | undefined = deviceStorage()): ViewedItem[] {
  const { owner, entries } = readStored(storage)
  if (owner !== null && owner !== viewer) return []
  const seen = new Set<string>()
  const items: ViewedItem[] = []
  for (const entry of entries) {
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
export function recordView(item: ViewedItem, viewer: Viewer, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = deviceStorage()): void {
  try {
    const items = withViewed(readViewed(viewer, storage), item)
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(viewer === null ? items : { owner: viewer, items }))
  } catch {
    // Nothing to keep it in: the list is a convenience.
  }
}
