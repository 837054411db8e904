// The cart: its lines in localStorage under 'root' (use-local-storage-state keeps other tabs in step and falls
// back to memory when storage is full or disabled). The state kept is the reducer's state, nothing else.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import useLocalStorageState from 'use-local-storage-state'
import { CART_FULL_NOTE, cartCount, cartReducer, cartRoom, cartTotalCents, lineRoom, quantityInCart, type CartAction, type CartItem } from './cart-reducer'
import { lineLimitNote, lineName } from './cart-line'
import { CART_STORAGE_KEY, cartSerializer, parseStoredCart, storedCartNow, stringifyCart } from './cart-storage'

export interface CartContextValue {
  cartItems: readonly CartItem[]
  count: number
  totalCents: number
  /** False when the browser refuses to store the cart: it still works for this visit. */
  isPersistent: boolean
  /** The item added last, with its variant, for the confirmation. */
  lastAdded: string | null
  /** Why the last add was refused (the cart holds all it takes of that line), or null when it was added. */
  refused: string | null
  /** How many adds this visit, refused ones included: each new one shows the confirmation again, even of the same item. */
  additions: number
  dispatch: (action: CartAction) => void
}

const CartContext = createContext<CartContextValue | null>(null)
// The dispatcher never changes: components that only change the cart (every Add to Cart button) read it alone,
// so they do not re-render each time the cart changes.
const CartDispatchContext = createContext<CartContextValue['dispatch'] | null>(null)

const EMPTY: readonly CartItem[] = []

export function CartProvider({ children }: { children: ReactNode }) {
  const [cartItems, setCartItems, { isPersistent }] = useLocalStorageState<readonly CartItem[]>(CART_STORAGE_KEY, {
    defaultValue: EMPTY,
    serializer: cartSerializer,
  })
  const [{ lastAdded, refused, additions }, setAdded] = useState({ lastAdded: null as string | null, refused: null as string | null, additions: 0 })
  // The cart as the reducer last left it, so that an add knows at once whether the line has room (a second tap may
  // come before the first has rendered).
  const latest = useRef(cartItems)
  const persistent = useRef(isPersistent)
  useEffect(() => {
    latest.current = cartItems
    persistent.current = isPersistent
  }, [cartItems, isPersistent])
  // A cart stored otherwise than the app stores it (by an older version, without its count; or with lines the app
  // drops) is stored again as read, once: the prerendered page's count is then right from the next page on.
  useEffect(() => {
    let stored: string | null
    try {
      stored = localStorage.getItem(CART_STORAGE_KEY)
    } catch {
      return
    }
    if (stored === null) return
    const read = parseStoredCart(stored)
    if (stringifyCart(read) !== stored) setCartItems((current) => current ?? read)
  }, [setCartItems])

  const dispatch = useCallback(
    (action: CartAction) => {
      const inCart = action.type === 'add' ? quantityInCart(latest.current, action.item) : 0
      const cartFull = cartRoom(latest.current) < 1
      latest.current = cartReducer(latest.current, action)
      // From the cart as stored now: a change another tab made a moment ago is kept, not written over.
      setCartItems((current) => cartReducer((persistent.current ? storedCartNow() : null) ?? current ?? EMPTY, action))
      if (action.type !== 'add') return
      const full = lineRoom(action.item, inCart) < 1
      setAdded((current) => ({
        lastAdded: lineName(action.item),
        refused: full ? lineLimitNote({ ...action.item, quantity: inCart }) : cartFull ? CART_FULL_NOTE : null,
        additions: current.additions + 1,
      }))
    },
    [setCartItems],
  )

  const value = useMemo(
    () => ({
      cartItems,
      count: cartCount(cartItems),
      totalCents: cartTotalCents(cartItems),
      isPersistent,
      lastAdded,
      refused,
      additions,
      dispatch,
    }),
    [cartItems, isPersistent, lastAdded, refused, additions, dispatch],
  )
  return (
    <CartDispatchContext.Provider value={dispatch}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartDispatchContext.Provider>
  )
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart must be used inside <CartProvider>')
  return value
}

/** Only the dispatcher, for components that change the cart without showing it. */
export function useCartDispatch(): CartContextValue['dispatch'] {
  const dispatch = useContext(CartDispatchContext)
  if (!dispatch) throw new Error('useCartDispatch must be used inside <CartProvider>')
  return dispatch
}
