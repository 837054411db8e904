import styled from '@emotion/styled'
import { Button } from '../../../components/button'
import { earlyClick, earlyClickRef } from '../../../lib/early-clicks'
import type { Item } from '../../catalog/types'
import { useCartDispatch } from '../cart-context'

const FullWidth = styled(Button)`
  width: 100%;
  min-width: 0;
`

/** 'Add to Cart' under a product; `describedBy` names the element with the item's name, for screen readers. */
function AddToCartButton({ item, describedBy }: { item: Item; describedBy: string }) {
  // Reads only the dispatcher: a change to the cart does not re-render every product's button.
  const dispatch = useCartDispatch()
  return (
    <FullWidth
      type="button"
      variant="inverted"
      aria-describedby={describedBy}
      ref={earlyClickRef}
      {...earlyClick(`add:${item.id}`)}
      onClick={() => dispatch({ type: 'add', item })}
    >
      Add to Cart
    </FullWidth>
  )
}

/** The card action that sells an item: `<ProductCard action={addToCartAction} />`. */
export const addToCartAction = (item: Item, labelId: string) => <AddToCartButton item={item} describedBy={labelId} />
