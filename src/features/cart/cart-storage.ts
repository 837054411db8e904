// The cart lives in localStorage under 'root' as {"cartItems":[…]}. Whatever is stored there may have been
// written by an older version, another tab or a curious shopper: every entry is checked and invalid ones are
// dropped, so a bad store never breaks the shop and never costs the valid lines. Lines stored before items had
// sizes and colours have no variant, and load as they are.
import { isColorId, isSizeName } from '../catalog/item-options'
import { toItem } from '../catalog/map-collections'
import { MAX_LINES, MAX_QUANTITY, lineKey, type CartItem, type CartVariant } from './cart-reducer'

export const CART_STORAGE_KEY = 'root'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The stored variant; null when it is malformed (the line is then dropped: its variant is unknown). */
function toVariant(value: unknown): CartVariant | null {
  if (!isRecord(value)) return null
  const { size, color, colorName } = value
  if (size !== undefined && !isSizeName(size)) return null
  if (color !== undefined && !isColorId(color)) return null
  if (colorName !== undefined && (typeof colorName !== 'string' || colorName.trim() === '' || colorName.length > 60 || color === undefined)) return null
  if (size === undefined && color === undefined) return null
  return { ...(size !== undefined ? { size } : {}), ...(color !== undefined ? { color } : {}), ...(colorName !== undefined ? { colorName } : {}) }
}

function toCartItem(value: unknown): CartItem | null {
  const item = toItem(value)
  if (!item || !isRecord(value)) return null
  const { quantity, variant, limit } = value
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return null
  if (quantity < 1 || quantity > MAX_QUANTITY) return null
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < quantity || limit > MAX_QUANTITY)) return null
  const stored = variant === undefined ? undefined : toVariant(variant)
  if (stored === null) return null
  const { id, name, imageUrl, price } = item
  return { id, name, imageUrl, price, ...(stored ? { variant: stored } : {}), ...(limit !== undefined ? { limit } : {}), quantity }
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
  const seen = new Set<string>()
  const items: CartItem[] = []
  for (const entry of list) {
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
