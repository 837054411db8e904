// The cart lives in localStorage under 'root' as {"cartItems":[…]}. Whatever is stored there may have been
// written by an older version, another tab or a curious shopper: every entry is checked and invalid ones are
// dropped, so a bad store never breaks the shop and never costs the valid lines. Lines stored before items had
// sizes and colours have no variant, and load as they are.
import * as v from 'valibot'
import { ItemBase } from '../../lib/catalog/catalog-schema'
import { ColorId, SizeName } from '../../lib/catalog/variant'
import { MAX_LINES, MAX_QUANTITY, lineKey, type CartItem, type CartVariant } from './cart-reducer'

export const CART_STORAGE_KEY = 'root'

/** A line's size and colour: at least one of them, and a colour's name only with its colour. */
const StoredVariant = v.pipe(
  v.object({
    size: v.optional(SizeName),
    color: v.optional(ColorId),
    colorName: v.optional(
      v.pipe(
        v.string(),
        v.check((name) => name.trim() !== '' && name.length <= 60),
      ),
    ),
  }),
  v.check(({ size, color, colorName }) => (size !== undefined || color !== undefined) && (colorName === undefined || color !== undefined)),
) satisfies v.GenericSchema<unknown, CartVariant>

// One check rather than valibot's integer, minValue and maxValue: each action used adds to the first visit.
const Count = v.pipe(
  v.number(),
  v.check((count) => Number.isInteger(count) && count >= 1 && count <= MAX_QUANTITY),
)

/** A line: the item's own fields, checked as the catalog's are, and the line's. */
const StoredLine = v.pipe(
  v.object({ ...ItemBase.entries, quantity: Count, limit: v.optional(Count), variant: v.optional(StoredVariant) }),
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

export const stringifyCart = (items: unknown): string => JSON.stringify({ cartItems: items })

export const cartSerializer = { parse: parseStoredCart, stringify: stringifyCart }
