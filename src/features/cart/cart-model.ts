import type { Item } from '../catalog/types'
import { toCents } from './money'

export interface CartItem extends Item {
  quantity: number
}

export interface CartState {
  cartItems: CartItem[]
  /** Whether the cart dropdown is hidden. UI state: never persisted. */
  hidden: boolean
}

/** A line stops growing here: beyond it a quantity is a mistake (or a tampered store), not an order. */
export const MAX_QUANTITY = 99

export type CartAction =
  | { type: 'add'; item: Item }
  | { type: 'remove'; id: number }
  | { type: 'clear'; id: number }
  | { type: 'toggle' }
  | { type: 'close' }

export const initialCartState: CartState = { cartItems: [], hidden: true }

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const existing = state.cartItems.find((line) => line.id === action.item.id)
      if (!existing) return { ...state, cartItems: [...state.cartItems, { ...action.item, quantity: 1 }] }
      if (existing.quantity >= MAX_QUANTITY) return state
      return {
        ...state,
        cartItems: state.cartItems.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line)),
      }
    }
    case 'remove': {
      const existing = state.cartItems.find((line) => line.id === action.id)
      if (!existing) return state
      if (existing.quantity <= 1) return { ...state, cartItems: state.cartItems.filter((line) => line !== existing) }
      return {
        ...state,
        cartItems: state.cartItems.map((line) => (line === existing ? { ...line, quantity: line.quantity - 1 } : line)),
      }
    }
    case 'clear': {
      const cartItems = state.cartItems.filter((line) => line.id !== action.id)
      return cartItems.length === state.cartItems.length ? state : { ...state, cartItems }
    }
    case 'toggle':
      return { ...state, hidden: !state.hidden }
    case 'close':
      return state.hidden ? state : { ...state, hidden: true }
  }
}

export const cartCount = (items: readonly CartItem[]): number => items.reduce((sum, line) => sum + line.quantity, 0)

export const cartTotalCents = (items: readonly CartItem[]): number =>
  items.reduce((sum, line) => sum + line.quantity * toCents(line.price), 0)
