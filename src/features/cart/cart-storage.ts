// The cart lives in localStorage under 'root' as {"cartItems":[…],"count":N}. Whatever is stored there may have
// been written by an older version, another tab or a curious shopper: every entry is checked and invalid ones are
// dropped, so a bad store never breaks the shop and never costs the valid lines. Lines stored before items had
// sizes and colours have no variant, and load as they are. `count` is the number of items in the lines as the app
// read them: the prerendered page shows it on the cart button before the app runs, without reading the lines.
import * as v from 'valibot'
import { ItemBase } from '../../lib/catalog/catalog-schema'
import { LineVariant, lineKey } from '../../lib/catalog/variant'
import { storedNow } from '../../lib/stored-now'
import { MAX_LINES, MAX_QUANTITY, cartCount, type CartItem } from './cart-reducer'

export const CART_STORAGE_KEY = 'root'

/** The stored object's field that holds the count of items: the prerendered page reads it (src/prerender). */
export const CART_COUNT_FIELD = 'count'

// One check rather than valibot's integer, minValue and maxValue: each action used adds to the first visit.
const Count = v.pipe(
  v.number(),
  v.check((count) => Number.isInteger(count) && count >= 1 && count <= MAX_QUANTITY),
)

/** A line: the item's own fields, checked as the catalog's are, and the line's. */
const StoredLine = v.pipe(
  v.object({ ...ItemBase.entries, quantity: Count, limit: v.optional(Count), variant: v.optional(LineVariant) }),
  v.check(({ quantity, limit }) => limit === undefined || limit >= quantity),
)

/** The lines, stored as `{"cartItems":[…]}` or, by older versions, as the bare list. */
const StoredList = v.union([
  v.array(v.unknown()),
  v.pipe(
    v.object({ cartItems: v.array(v.unknown()) }),
    v.transform(({ cartItems }) => cartItems),
  ),
])

/** A valid line, or null: a line whose variant is malformed is dropped too (its variant is unknown). */
function toCartItem(value: unknown): CartItem | null {
  const line = v.safeParse(StoredLine, value)
  if (!line.success) return null
  const { id, name, imageUrl, price, quantity, limit, variant } = line.output
  return { id, name, imageUrl, price, ...(variant ? { variant } : {}), ...(limit !== undefined ? { limit } : {}), quantity }
}

export function parseStoredCart(text: string): CartItem[] {
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    return []
  }
  const list = v.safeParse(StoredList, stored)
  if (!list.success) return []
  const seen = new Set<string>()
  const items: CartItem[] = []
  for (const entry of list.output) {
    if (items.length === MAX_LINES) break
    const item = toCartItem(entry)
    if (item && !seen.has(lineKey(item))) {
      seen.add(lineKey(item))
      items.push(item)
    }
  }
  return items
}

/** The lines and their count. The serializer is handed what the cart holds: always a list of its lines. */
export const stringifyCart = (items: unknown): string => {
  const cartItems = Array.isArray(items) ? (items as CartItem[]) : []
  return JSON.stringify({ cartItems, [CART_COUNT_FIELD]: cartCount(cartItems) })
}

export const cartSerializer = { parse: parseStoredCart, stringify: stringifyCart }

/**
 * The cart as stored at this moment, another tab's last change included (its storage event may not have been
 * handled yet), or null when storage cannot be read.
 */
export const storedCartNow = (): CartItem[] | null => storedNow(CART_STORAGE_KEY, parseStoredCart, [])
