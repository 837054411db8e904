// The spec's "current user": { id, email ('' by default), createdAt (epoch by default), plus the stored fields
// of users/{uid} }. Stored fields are data from outside: only the known ones are copied, each checked.
import * as v from 'valibot'
import { wishlistFrom } from '../../lib/wishlist'

export interface UserProfile {
  id: string
  email: string
  createdAt: Date
  displayName?: string
  /** The ids of the items the shopper saved (src/lib/wishlist.ts): a bad entry is left out, a bad list is empty. */
  wishlist: number[]
  /**
   * The account's cart as stored, whatever it holds: only the cart's sync with the account reads it, and checks it
   * then (src/lib/account-cart.ts), so a visitor's first visit carries none of that code.
   */
  cart?: unknown
}

/** firestore.rules refuses a longer displayName (it counts characters, i.e. code points). */
export const MAX_DISPLAY_NAME = 100

/** A name the rules accept: a Google account's name can be longer than the sign-up form allows. */
export const storableDisplayName = (name: string): string => Array.from(name).slice(0, MAX_DISPLAY_NAME).join('')

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  // Firestore Timestamps (and anything shaped like one) convert themselves.
  const convertible = value as { toDate?: () => unknown } | null
  if (convertible && typeof convertible.toDate === 'function') return toDate(convertible.toDate())
  if (typeof value === 'string' || typeof value === 'number') return toDate(new Date(value))
  return null
}

/** users/{uid}: a malformed field is read as its default, or left out; an id stored there is never read. */
const StoredUser = v.object({
  email: v.fallback(v.string(), ''),
  // A missing field is an issue even for unknown(): the fallback covers it.
  createdAt: v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) => toDate(value) ?? new Date(0)),
    ),
    () => new Date(0),
  ),
  displayName: v.fallback(v.optional(v.string()), undefined),
  wishlist: v.fallback(v.pipe(v.unknown(), v.transform(wishlistFrom)), () => []),
})

export function toUserProfile(uid: string, stored: Record<string, unknown> | null): UserProfile {
  const { email, createdAt, displayName, wishlist } = v.parse(StoredUser, stored ?? {})
  const cart = stored?.cart
  return { id: uid, email, createdAt, ...(displayName !== undefined ? { displayName } : {}), wishlist, ...(cart !== undefined ? { cart } : {}) }
}
