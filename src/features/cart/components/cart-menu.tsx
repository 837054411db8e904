// The cart button and its dropdown: a disclosure. Escape or a click outside closes it and, unless the shopper
// has moved focus elsewhere, returns focus to the button; so does leaving the page. Not a `popover`: the top layer
// would cut the panel loose from the header it is placed against (anchor positioning is not yet in every browser
// the shop supports), and the DOM the unit and integration tests run in has no light dismiss to test it with.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useDisclosure } from '../../../lib/use-disclosure'
import { CartDropdown } from './cart-dropdown'
import { AddedToCart } from './added-to-cart'
import { CartIcon } from './cart-icon'

export function CartMenu() {
  const { open, toggle, close: hide } = useDisclosure()
  const anchor = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => {
    hide()
  }, [pathname, hide])

  useEffect(() => {
    if (!open) return
    const close = () => {
      const focusWasInside = anchor.current?.contains(document.activeElement) ?? false
      hide()
      // After the click has moved focus (or not): only reclaim focus that would otherwise be lost.
      setTimeout(() => {
        if (focusWasInside || document.activeElement === document.body) button.current?.focus()
      })
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, hide])

  return (
    <div ref={anchor}>
      <CartIcon ref={button} expanded={open} onToggle={toggle} />
      {open && <CartDropdown onCheckout={hide} />}
      <AddedToCart />
    </div>
  )
}
