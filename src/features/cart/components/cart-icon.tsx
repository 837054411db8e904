import styled from '@emotion/styled'
import type { Ref } from 'react'
import { earlyClick } from '../../../lib/early-clicks'
import { useHydrated } from '../../../lib/use-hydrated'
import { useCart } from '../cart-context'

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
`
const Count = styled.span`
  position: absolute;
  top: 19px;
  left: 0;
  right: 0;
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`

export const CART_DROPDOWN_ID = 'cart-dropdown'

interface CartIconProps {
  expanded: boolean
  onToggle: () => void
  ref?: Ref<HTMLButtonElement>
}

export function CartIcon({ expanded, onToggle, ref }: CartIconProps) {
  const { count } = useCart()
  // The stored cart is only known in the browser: the prerendered button shows no count.
  const known = useHydrated()
  return (
    <IconButton
      ref={ref}
      type="button"
      aria-label={!known ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-expanded={expanded}
      aria-controls={expanded ? CART_DROPDOWN_ID : undefined}
      {...earlyClick('cart')}
      onClick={onToggle}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M6 10h20l-1.6 18H7.6z" strokeLinejoin="round" />
        <path d="M11 13V8a5 5 0 0 1 10 0v5" strokeLinecap="round" />
      </svg>
      <Count aria-hidden="true">{known ? count : ''}</Count>
    </IconButton>
  )
}
