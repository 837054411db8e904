// A visitor's wishlist lives on the device, in localStorage under its own key ('wishlist', never the cart's
// 'root'), as {"items":[id, …]}. Whatever is stored there may be broken (an older version, another tab, a curious
// shopper): each entry is checked and a bad one dropped, and a store that cannot be read is an empty list. Another
// tab's change shows at once (use-local-storage-state listens for it), and a browser that refuses storage keeps the
// list for this visit. Once the shopper signs in, the list joins their account's (use-wishlist-merge.ts).
import { useCallback } from 'react'
import useLocalStorageState from 'use-local-storage-state'
import { storedNow } from '../../lib/stored-now'
import { wishlistFrom } from '../../lib/wishlist'

const WISHLIST_STORAGE_KEY = 'wishlist'

/** The ids stored as `{"items":[…]}`, or as a bare list; anything else is an empty list. */
export function parseDeviceWishlist(text: string): number[] {
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    return []
  }
  const items: unknown = Array.isArray(stored) ? stored : (stored as { items?: unknown } | null)?.items
  return wishlistFrom(items)
}

export const stringifyDeviceWishlist = (ids: unknown): string => JSON.stringify({ items: wishlistFrom(ids) })

const NONE: readonly number[] = []

/**
 * The device's list, and a change to it. A change starts from the list as stored at that moment (another tab's
 * change included), not from what this component last rendered: a tap replayed as the page goes live, or a
 * second heart pressed before the first has rendered, changes the list as it is.
 */
export function useDeviceWishlist() {
  const [ids, setIds] = useLocalStorageState<readonly number[]>(WISHLIST_STORAGE_KEY, {
    defaultValue: NONE,
    serializer: { parse: parseDeviceWishlist, stringify: stringifyDeviceWishlist },
  })
  const change = useCallback(
    (edit: (ids: readonly number[]) => readonly number[]) =>
      setIds((current) => edit(storedNow(WISHLIST_STORAGE_KEY, parseDeviceWishlist, []) ?? current ?? NONE)),
    [setIds],
  )
  return [ids, change] as const
}
