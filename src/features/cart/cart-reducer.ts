// The cart's lines and the one pure reducer that decides every change to them. The provider keeps exactly
// this state (cart-context.tsx); the dropdown's visibility is UI state and lives with the dropdown.
import type { Item } from '../catalog/types'
import { toCents } from '../../lib/money'

export interface CartItem extends Item {
  quantity: number
}

/** A line stops growing here: beyond it a quantity is a mistake (or a tampered store), not an order. */
export const MAX_QUANTITY = 99

/** A cart holds at most this many lines; a stored cart beyond it keeps its first lines. */
export const MAX_LINES = 100

export type CartAction = { type: 'add'; item: Item } | { type: 'remove'; id: number } | { type: 'clear'; id: number }

export function cartReducer(cartItems: readonly CartItem[], action: CartAction): readonly CartItem[] {
  switch (action.type) {
    case 'add': {
      const existing = cartItems.find((line) => line.id === action.item.id)
      if (!existing) return cartItems.length >= MAX_LINES ? cartItems : [...cartItems, { ...action.item, quantity: 1 }]
      if (existing.quantity >= MAX_QUANTITY) return cartItems
      return cartItems.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line))
    }
    case 'remove': {
      const existing = cartItems.find((line) => line.id === action.id)
      if (!existing) return cartItems
      if (existing.quantity <= 1) return cartItems.filter((line) => line !== existing)
      return cartItems.map((line) => (line === existing ? { ...line, quantity: line.quantity - 1 } : line))
    }
    case 'clear': {
      const rest = cartItems.filter((line) => line.id !== action.id)
      return rest.length === cartItems.length ? cartItems : rest
    }
  }
}

export const cartCount = (items: readonly CartItem[]): number => items.reduce((sum, line) => sum + line.quantity, 0)

export const cartTotalCents = (items: readonly CartItem[]): number => items.reduce((sum, line) => sum + line.quantity * toCents(line.price), 0)
