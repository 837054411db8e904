// The cart button and its dropdown: a disclosure, dismissed as every panel of the shop is (useDismissablePanel),
// and closed as the shopper leaves the page.
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useDismissablePanel } from '../../../lib/use-dismissable-panel'
import { CartDropdown } from './cart-dropdown'
import { AddedToCart } from './added-to-cart'
import { CartIcon } from './cart-icon'

export function CartMenu() {
  const { open, toggle, close, anchorRef, triggerRef } = useDismissablePanel()
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => {
    close()
  }, [pathname, close])

  return (
    <div ref={anchorRef}>
      <CartIcon ref={triggerRef} expanded={open} onToggle={toggle} />
      {open && <CartDropdown onCheckout={close} />}
      <AddedToCart page={pathname} />
    </div>
  )
}
