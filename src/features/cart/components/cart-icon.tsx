import styled from '@emotion/styled'
import type { Ref } from 'react'
import { keepsEarlyTap, useHydrated } from '../../../prerender/live'
import { useCart } from '../cart-context'
import { theme } from '../../../styles/theme'

// A phone's header row is full (nav-item.ts): 44 px wide, still a whole finger's target.
const IconButton = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  svg {
    width: 30px;
    height: 30px;
  }
  ${theme.breakpoint.phone} {
    width: 44px;
  }
`
const Count = styled.span`
  position: absolute;
  top: 19px;
  left: 0;
  right: 0;
  font-size: ${theme.font.size.badge};
  font-weight: ${theme.font.weight.bold};
  text-align: center;
`

export const CART_DROPDOWN_ID = 'cart-dropdown'

/** Marks the element that shows the cart's count, which a prerendered page fills in from the stored cart. */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count'

/** 'Cart, 1 item' / 'Cart, 3 items': the button's name (the page's inline script writes the same). */
export const cartLabel = (count: number): string => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`

interface CartIconProps {
  expanded: boolean
  onToggle: () => void
  ref?: Ref<HTMLButtonElement>
}

export function CartIcon({ expanded, onToggle, ref }: CartIconProps) {
  const { count: cartCount } = useCart()
  // The stored cart is only known in the browser. A prerendered page's script writes its count into the button
  // before the app runs; hydration leaves that text and name as they are (React does not patch them, and this
  // difference is expected), then the first render after it shows the cart's own count.
  const count = useHydrated() ? cartCount : null
  const earlyTap = keepsEarlyTap('cart')
  return (
    <IconButton
      type="button"
      aria-label={count === null ? 'Cart' : cartLabel(count)}
      aria-expanded={expanded}
      aria-controls={expanded ? CART_DROPDOWN_ID : undefined}
      suppressHydrationWarning
      {...earlyTap}
      ref={(element) => {
        earlyTap.ref(element)
        if (typeof ref === 'function') ref(element)
        else if (ref) ref.current = element
      }}
      onClick={onToggle}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M6 10h20l-1.6 18H7.6z" strokeLinejoin="round" />
        <path d="M11 13V8a5 5 0 0 1 10 0v5" strokeLinecap="round" />
      </svg>
      <Count aria-hidden="true" suppressHydrationWarning {...{ [CART_COUNT_ATTRIBUTE]: '' }}>
        {count ?? ''}
      </Count>
    </IconButton>
  )
}
