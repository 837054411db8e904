// Add to Cart on a product page: adds the chosen variant, and when it cannot, says why (no size chosen yet, sold
// out, all the units left are already in the cart, or no longer sold) instead of doing nothing.
import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState } from 'react'
import type { Item } from '../../../lib/catalog/catalog-schema'
import { ITEM_GONE_NOTE } from '../../../lib/orders/pricing'
import type { Variant } from '../../catalog/types'
import { isComplete, stockOf } from '../../catalog/variant-display'
import { useCart } from '../cart-context'
import { CART_FULL_NOTE, MAX_QUANTITY, cartReducer, cartRoom, lineRoom, quantityInCart } from '../cart-reducer'
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

interface ProductAddToCartProps {
  item: Item
  variant: Variant
  sizeGroupId: string
  /**
   * Given while the page shows the item as the catalog it was built with had it: the item as the shop has it now
   * (null when it is no longer sold), once that answer is in. Add to Cart waits for it, so it never adds what the
   * page shows as sold out a moment later.
   */
  whenLive?: (() => Promise<Item | null>) | undefined
}

export function ProductAddToCart({ item, variant, sizeGroupId, whenLive }: ProductAddToCartProps) {
  const { cartItems, dispatch } = useCart()
  const [message, setMessage] = useState('')
  const messageId = useId()
  // The cart as it is when a waiting Add to Cart goes ahead, not as it was when pressed.
  const cart = useRef(cartItems)
  useEffect(() => {
    cart.current = cartItems
  })
  const complete = isComplete(item, variant)

  /** Adds `current` (the item as the page shows it, or as the shop has it now) in the chosen variant, or says why not. */
  const addNow = (current: Item | null) => {
    const product = current && cartProduct(current, variant)
    const stock = current && stockOf(current, variant)
    if (!product) setMessage(ITEM_GONE_NOTE)
    else if (stock === 0) setMessage('This one is sold out: choose another size or colour.')
    else if (lineRoom(product, quantityInCart(cart.current, product)) < 1)
      setMessage(
        stock !== null && stock <= MAX_QUANTITY
          ? `Only ${stock} left, and all ${stock} are in your cart.`
          : `Your cart holds at most ${MAX_QUANTITY} of one item.`,
      )
    else if (cartRoom(cart.current) < 1) setMessage(CART_FULL_NOTE)
    else {
      const action = { type: 'add', item: product } as const
      dispatch(action)
      // A second press waiting on the same answer goes ahead in the same moment, before the cart re-renders.
      cart.current = cartReducer(cart.current, action)
      setMessage('')
    }
  }

  // A sold-out choice keeps the name Add to Cart, looking and announced as unavailable: the stock line says why.
  const label = complete ? 'Add to Cart' : 'Choose a size'
  const add = () => {
    if (!complete) {
      setMessage('Choose a size first.')
      document.getElementById(sizeGroupId)?.querySelector('input')?.focus()
    } else if (whenLive) void whenLive().then(addNow)
    else addNow(item)
  }
  return (
    <>
      <Wide
        item={item}
        place="page"
        aria-disabled={complete && stockOf(item, variant) === 0 ? true : undefined}
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
