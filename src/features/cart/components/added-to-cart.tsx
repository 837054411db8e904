// The confirmation of every Add to Cart (a card, a card's size, a product page, a tap replayed once the page is
// live): a toast at the foot of the screen, where it shows wherever the shopper scrolled. It is the one live
// region for adds, so a screen reader hears each add once; it never takes focus, and taps pass through it. It
// goes as every panel does (Escape, a press, focus moving: ../../../lib/use-dismiss.ts), so that it never hides
// what the shopper focuses next, and it stays on the page the add was made on.
import { useCallback, useEffect, useState } from 'react'
import { Toast } from '../../../components/toast'
import { useDismiss } from '../../../lib/use-dismiss'
import { useCart } from '../cart-context'
import { cartLabel } from './cart-icon'

/** Long enough to read a long product name; the count on the cart button stays. */
const SHOWN_MS = 5000

/** `page` is the address's path: an add is news on the page it was made on, and another page starts without it. */
export function AddedToCart({ page = '' }: { page?: string }) {
  const { lastAdded, refused, additions, count } = useCart()
  const [expired, setExpired] = useState(0)
  const shown = lastAdded !== null && additions > expired
  const hide = useCallback(() => setExpired(additions), [additions])
  useEffect(() => {
    if (additions === 0) return
    const timer = setTimeout(() => setExpired(additions), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [additions])
  const [shownOn, setShownOn] = useState(page)
  if (shownOn !== page) {
    setShownOn(page)
    setExpired(additions)
  }
  // Dismissed as every panel is; it never holds focus, so any focus moved, any press and Escape are outside it.
  useDismiss({ active: shown, onDismiss: hide })
  // An add the cart refused (it holds all that line takes) is said here too, in place of a confirmation.
  const text = `${refused ? `Not added: ${lastAdded}. ${refused}` : `Added ${lastAdded} to your cart`}. ${cartLabel(count)}.`
  return <Toast>{shown ? text : ''}</Toast>
}
