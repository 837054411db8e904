// A wishlist is a list of item ids (ids are unique in the catalog), newest last, at most MAX_WISHLIST of them. The
// same shape is kept on the device (features/wishlist/device-wishlist.ts) and in users/{uid}'s `wishlist` field,
// where each id is stored as its decimal string: the rules can check a list of strings as one joined string
// (firestore.rules, isWishlist), and cannot check a list of numbers entry by entry.
import * as v from 'valibot'

/** The most items a wishlist holds: firestore.rules refuses a longer list. */
export const MAX_WISHLIST = 100

/** An id as the rules accept it in the user document: an integer in decimal, up to 16 digits. */
export const STORED_ID_PATTERN = /^-?[0-9]{1,16}$/

/** Entries that are not ids (from an older version, another tab, a curious shopper) are dropped, not refused. */
const Entries = v.fallback(v.array(v.unknown()), [])

/** The ids of any list, as numbers: each a safe integer or its decimal string, once, and no more than the cap. */
export function wishlistFrom(value: unknown): number[] {
  const ids: number[] = []
  for (const entry of v.parse(Entries, value)) {
    const id = typeof entry === 'string' && STORED_ID_PATTERN.test(entry) ? Number(entry) : entry
    if (typeof id === 'number' && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id)
    if (ids.length === MAX_WISHLIST) break
  }
  return ids
}

/** The list as users/{uid} stores it. */
export const storedWishlist = (ids: readonly number[]): string[] => ids.map(String)

/**
 * The account's list with the device's joined in: the account's first, in its order, then each of the device's it
 * lacks, in theirs, up to the cap (the account's own are never pushed out).
 */
export function mergeWishlists(account: readonly number[], device: readonly number[]): number[] {
  const merged = [...account]
  for (const id of device) {
    if (merged.length >= MAX_WISHLIST) break
    if (!merged.includes(id)) merged.push(id)
  }
  return merged
}

/** The list with `id` saved (last) or removed; saving to a full list changes nothing. */
export function withSaved(ids: readonly number[], id: number, saved: boolean): number[] {
  if (!saved) return ids.filter((other) => other !== id)
  return ids.includes(id) || ids.length >= MAX_WISHLIST ? [...ids] : [...ids, id]
}
