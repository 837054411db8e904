// The confirmation of every Add to Cart (a card, a card's size, a product page, a tap replayed once the page is
// live): a note at the foot of the screen, where it shows wherever the shopper scrolled. It is the one live
// region for adds, so a screen reader hears each add once; it never takes focus, and taps pass through it. It
// goes as every panel does (Escape, a press, focus moving: ../../../lib/use-dismiss.ts), so that it never hides
// what the shopper focuses next, and it stays on the page the add was made on.
import styled from '@emotion/styled'
import { useCallback, useEffect, useState } from 'react'
import { useDismiss } from '../../../lib/use-dismiss'
import { theme } from '../../../styles/theme'
import { useCart } from '../cart-context'
import { cartLabel } from './cart-icon'

/** Long enough to read a long product name; the count on the cart button stays. */
const SHOWN_MS = 5000

// Always in the page, empty and boxless when nothing is shown: a live region has to exist before its text
// changes for screen readers to announce the change.
const Note = styled.p`
  position: fixed;
  right: 1rem;
  bottom: calc(1rem + env(safe-area-inset-bottom, 0px));
  left: 1rem;
  z-index: 30;
  width: fit-content;
  max-width: 28rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.color.accent};
  color: ${theme.color.onAccent};
  font-size: ${theme.font.size.small};
  overflow-wrap: anywhere;
  box-shadow: 0 6px 18px rgb(0 0 0 / 20%);
  pointer-events: none;
  &:empty {
    padding: 0;
    box-shadow: none;
  }
`

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
  return <Note role="status">{shown ? text : ''}</Note>
}
