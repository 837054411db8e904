// The cart's lines and the one pure reducer that decides every change to them. The provider keeps exactly
// this state (cart-context.tsx); the dropdown's visibility is UI state and lives with the dropdown.
import type { ItemBase } from '../../lib/catalog/catalog-schema'
import { lineKey, variantKey, type Variant } from '../../lib/catalog/variant'
import { MAX_LINES, MAX_QUANTITY, MAX_UNITS } from '../../lib/orders/checkout-limits'
import { toCents } from '../../lib/money'

// The order code owns the limits (checkout-limits.ts): the checkout refuses what the cart would never hold, so a
// shopper who builds a cart here never meets a refusal for its size.
export { MAX_LINES, MAX_QUANTITY, MAX_UNITS }

/** The size and colour of a line, with the colour's name as the shopper read it when adding. */
interface CartVariant extends Variant {
  colorName?: string
}

/** What Add to Cart puts in the cart: the item, the variant chosen (if it has options) and the units left of it. */
export interface CartProduct extends ItemBase {
  variant?: CartVariant
  /** Units left of this variant when it was added: the line stops there. Absent when the item is sold without a limit. */
  limit?: number
}

export interface CartItem extends CartProduct {
  quantity: number
}

/** The most of this line the cart takes: its stock when counted, and never more than MAX_QUANTITY. */
const lineLimit = (line: CartProduct): number => Math.min(MAX_QUANTITY, line.limit ?? MAX_QUANTITY)

/**
 * How many more of this line the cart takes when it holds `quantity` of it: 0 at its limit, never negative. The one
 * answer to "can this be added?", for every button that adds and for the reducer below.
 */
export const lineRoom = (line: CartProduct, quantity: number): number => Math.max(0, lineLimit(line) - quantity)

/** How many more units of any line the cart takes: an order holds at most MAX_UNITS. */
export const cartRoom = (cartItems: readonly CartItem[]): number => Math.max(0, MAX_UNITS - cartCount(cartItems))

/** What a shopper reads when the cart is full. */
export const CART_FULL_NOTE = `An order holds at most ${MAX_UNITS} items.`

/** How many of this line the cart holds: 0 when it has none. */
export const quantityInCart = (cartItems: readonly CartItem[], line: { id: number; variant?: Variant | undefined }): number =>
  cartItems.find((candidate) => lineKey(candidate) === lineKey(line))?.quantity ?? 0

/**
 * `variant` is the variantKey of the line ('M/navy'); absent for a line without one. `restore` puts a removed line
 * back at `index` with its quantity (an undo), unless the line is in the cart again by then.
 */
export type CartAction =
  | { type: 'add'; item: CartProduct }
  /** One more of a line already in the cart (its + button): an add the page itself shows, so no note says it. */
  | { type: 'increase'; item: CartProduct }
  | { type: 'remove'; id: number; variant?: string }
  | { type: 'clear'; id: number; variant?: string }
  | { type: 'restore'; line: CartItem; index: number }
  /**
   * The cart joined with the account's (a signed-in shopper's cart follows their account): `merge` makes the new
   * lines of the cart as it is at that moment. Its code loads only once someone is signed in.
   */
  | { type: 'merge'; merge: (cartItems: readonly CartItem[]) => readonly CartItem[] }

const matches = (line: CartItem, id: number, variant = ''): boolean => line.id === id && (line.variant ? variantKey(line.variant) : '') === variant

/** Only what a line keeps: a whole catalog item (description, stock…) does not go into storage. */
function toLine({ id, name, imageUrl, price, variant, limit }: CartProduct, quantity: number): CartItem {
  return { id, name, imageUrl, price, ...(variant ? { variant } : {}), ...(limit !== undefined ? { limit } : {}), quantity }
}

export function cartReducer(cartItems: readonly CartItem[], action: CartAction): readonly CartItem[] {
  switch (action.type) {
    case 'add':
    case 'increase': {
      if (cartRoom(cartItems) < 1) return cartItems
      const key = lineKey(action.item)
      const existing = cartItems.find((line) => lineKey(line) === key)
      if (!existing) return cartItems.length >= MAX_LINES || lineRoom(action.item, 0) < 1 ? cartItems : [...cartItems, toLine(action.item, 1)]
      // The stock as last seen, not as first stored.
      const latest = { ...existing, limit: action.item.limit ?? existing.limit }
      if (lineRoom(latest, existing.quantity) < 1) return cartItems
      return cartItems.map((line) => (line === existing ? toLine(latest, line.quantity + 1) : line))
    }
    case 'remove': {
      const existing = cartItems.find((line) => matches(line, action.id, action.variant))
      if (!existing) return cartItems
      if (existing.quantity <= 1) return cartItems.filter((line) => line !== existing)
      return cartItems.map((line) => (line === existing ? { ...line, quantity: line.quantity - 1 } : line))
    }
    case 'clear': {
      const rest = cartItems.filter((line) => !matches(line, action.id, action.variant))
      return rest.length === cartItems.length ? cartItems : rest
    }
    case 'restore': {
      const { line, index } = action
      const quantity = Math.min(line.quantity, lineRoom(line, 0), cartRoom(cartItems))
      if (quantity < 1 || cartItems.length >= MAX_LINES || cartItems.some((other) => lineKey(other) === lineKey(line))) return cartItems
      const at = Math.min(Math.max(0, index), cartItems.length)
      return [...cartItems.slice(0, at), toLine(line, quantity), ...cartItems.slice(at)]
    }
    case 'merge':
      return action.merge(cartItems)
  }
}

export const cartCount = (items: readonly CartItem[]): number => items.reduce((sum, line) => sum + line.quantity, 0)

/** What a line costs: its quantity times its unit price, in cents. */
export const lineTotalCents = (line: CartItem): number => line.quantity * toCents(line.price)

export const cartTotalCents = (items: readonly CartItem[]): number => items.reduce((sum, line) => sum + lineTotalCents(line), 0)
