import styled from '@emotion/styled'
import { useNavigate } from '@tanstack/react-router'
import { Button } from '../../../components/button'
import { theme } from '../../../styles/theme'
import { useCart } from '../cart-context'
import { lineKey } from '../../../lib/catalog/variant'
import { CartDropdownItem } from './cart-dropdown-item'
import { CART_DROPDOWN_ID } from './cart-icon'

// Placed against the header (the nearest positioned ancestor), not against the button: on a phone the button
// may sit anywhere in its row, and the panel still has to fit the screen. Its top is left to where it would
// flow, just under the button.
const Panel = styled.div`
  position: absolute;
  right: 0;
  margin-top: 0.5rem;
  z-index: 10;
  display: flex;
  flex-direction: column;
  width: min(20rem, calc(100vw - 2rem));
  padding: 1rem;
  border: 1px solid ${theme.color.text};
  background: ${theme.color.background};
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
`
const Items = styled.ul`
  max-height: 16rem;
  margin: 0 0 1rem;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`
const Empty = styled.p`
  margin: 2rem auto;
  color: ${theme.color.muted};
`

/** `onCheckout` closes the dropdown as the shopper leaves for the checkout. */
export function CartDropdown({ onCheckout }: { onCheckout: () => void }) {
  const { cartItems } = useCart()
  const navigate = useNavigate()
  return (
    <Panel id={CART_DROPDOWN_ID} role="region" aria-label="Cart">
      {cartItems.length > 0 ? (
        // Focusable so that keyboard users can scroll a long list.
        <Items tabIndex={0} aria-label="Items in your cart">
          {cartItems.map((item) => (
            <CartDropdownItem key={lineKey(item)} item={item} />
          ))}
        </Items>
      ) : (
        <Empty>Your cart is empty</Empty>
      )}
      <Button
        type="button"
        onClick={() => {
          onCheckout()
          void navigate({ to: '/checkout' })
        }}
      >
        GO TO CHECKOUT
      </Button>
    </Panel>
  )
}
