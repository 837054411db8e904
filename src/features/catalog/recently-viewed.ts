// The product pages a shopper viewed, kept on this device only (localStorage, a key of its own): newest first, each
// once, at most MAX_VIEWED, with whose list it is (an account's uid, or '' for a visitor not signed in). A visitor's
// list becomes the account's when they sign in; an account's list is never shown to anyone else: read by a visitor
// or another account (its owner signed out, or deleted the account), it leaves the device. Whatever the key holds is
// read with care: an entry that is not one is dropped, a list from before owners (a bare array) is a visitor's, and a
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

type ViewedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The stored list and its owner; a bare array is a visitor's, anything else no list. */
function readStored(storage: Pick<Storage, 'getItem'> | undefined): { owner: string; entries: unknown[] } {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]')
  } catch {
    return { owner: '', entries: [] }
  }
  if (Array.isArray(parsed)) return { owner: '', entries: parsed }
  if (typeof parsed !== 'object' || parsed === null) return { owner: '', entries: [] }
  const { owner, items } = parsed as Record<string, unknown>
  return typeof owner === 'string' && Array.isArray(items) ? { owner, entries: items } : { owner: '', entries: [] }
}

/**
 * `owner`'s items as stored (an account's uid, or '' for a visitor), valid ones only, each once, at most MAX_VIEWED:
 * a visitor's list too, which a signed-in shopper takes over. Another account's list is none, and leaves the device.
 */
export function readViewed(owner: string, storage: ViewedStorage | undefined = deviceStorage()): ViewedItem[] {
  const { owner: stored, entries } = readStored(storage)
  if (stored !== owner && stored !== '') {
    try {
      storage?.removeItem(RECENTLY_VIEWED_KEY)
    } catch {
      // Storage refused: nothing to take off it.
    }
    return []
  }
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

/** Records `owner`'s view; a store that refuses (full, private mode, blocked) keeps nothing, silently. */
export function recordView(item: ViewedItem, owner: string, storage: ViewedStorage | undefined = deviceStorage()): void {
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ owner, items: withViewed(readViewed(owner, storage), item) }))
  } catch {
    // Nothing to keep it in: the list is a convenience.
  }
}
