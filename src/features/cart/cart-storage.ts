// The cart lives in localStorage under 'root' as {"cartItems":[…]}. Whatever is stored there may have been
// written by an older version, another tab or a curious shopper: every entry is checked and invalid ones are
// dropped, so a bad store never breaks the shop and never costs the valid lines.
import { toItem } from '../catalog/map-collections'
import { MAX_LINES, MAX_QUANTITY, type CartItem } from './cart-reducer'

export const CART_STORAGE_KEY = 'root'

function toCartItem(value: unknown): CartItem | null {
  const item = toItem(value)
  const quantity = (value as { quantity?: unknown } | null)?.quantity
  if (!item || typeof quantity !== 'number' || !Number.isInteger(quantity)) return null
  if (quantity < 1 || quantity > MAX_QUANTITY) return null
  return { ...item, quantity }
}

export function parseStoredCart(text: string): CartItem[] {
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    return []
  }
  const list: unknown = Array.isArray(stored) ? stored : (stored as { cartItems?: unknown } | null)?.cartItems
  if (!Array.isArray(list)) return []
  const seen = new Set<number>()
  const items: CartItem[] = []
  for (const entry of list) {
    if (items.length === MAX_LINES) break
    const item = toCartItem(entry)
    if (item && !seen.has(item.id)) {
      seen.add(item.id)
      items.push(item)
    }
  }
  return items
}

export const stringifyCart = (items: unknown): string => JSON.stringify({ cartItems: items })

export const cartSerializer = { parse: parseStoredCart, stringify: stringifyCart }
