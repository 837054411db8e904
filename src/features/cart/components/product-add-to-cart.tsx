// Add to Cart on a product page: adds the chosen variant, and when it cannot, says why (no size chosen yet, sold
// out, or all the units left are already in the cart) instead of doing nothing.
import styled from '@emotion/styled'
import { useId, useState } from 'react'
import type { Item } from '../../../lib/catalog/catalog-schema'
import type { Variant } from '../../catalog/types'
import { isComplete, stockOf } from '../../catalog/variant-display'
import { useCart } from '../cart-context'
import { CART_FULL_NOTE, MAX_QUANTITY, cartRoom, lineRoom, quantityInCart } from '../cart-reducer'
import { cartProduct } from '../cart-product'
import { AddButton } from './add-button'

const Wide = styled(AddButton)`
  width: 100%;
  max-width: 24rem;
`
const Message = styled.p`
  min-height: 1.5em;
  margin: 0.5rem 0 1rem;
`

export function ProductAddToCart({ item, variant, sizeGroupId }: { item: Item; variant: Variant; sizeGroupId: string }) {
  const { cartItems, dispatch } = useCart()
  const [message, setMessage] = useState('')
  const messageId = useId()
  const complete = isComplete(item, variant)
  const product = cartProduct(item, variant)
  const stock = stockOf(item, variant)
  const full = lineRoom(product, quantityInCart(cartItems, product)) < 1

  // A sold-out choice keeps the name Add to Cart, looking and announced as unavailable: the stock line says why.
  const label = complete ? 'Add to Cart' : 'Choose a size'
  const add = () => {
    if (!complete) {
      setMessage('Choose a size first.')
      document.getElementById(sizeGroupId)?.querySelector('input')?.focus()
    } else if (stock === 0) setMessage('This one is sold out: choose another size or colour.')
    else if (full)
      setMessage(
        stock !== null && stock <= MAX_QUANTITY
          ? `Only ${stock} left, and all ${stock} are in your cart.`
          : `Your cart holds at most ${MAX_QUANTITY} of one item.`,
      )
    else if (cartRoom(cartItems) < 1) setMessage(CART_FULL_NOTE)
    else {
      dispatch({ type: 'add', item: product })
      setMessage('')
    }
  }
  return (
    <>
      <Wide
        item={item}
        place="page"
        aria-disabled={complete && stock === 0 ? true : undefined}
        aria-describedby={messageId}
        // A tap before the page is live is replayed once it is, after the size and colour tapped before it
        // (keepsOptionTap), so it adds the variant the shopper saw checked.
        onClick={add}
      >
        {label}
      </Wide>
      <Message id={messageId} role="status">
        {message}
      </Message>
    </>
  )
}
