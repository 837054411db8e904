import styled from '@emotion/styled'
import { Button } from '../../../components/button'
import { earlyClick, earlyClickRef } from '../../../lib/early-clicks'
import type { CatalogItem, Item, Variant } from '../../catalog/types'
import { isSoldOut, resolveVariant } from '../../catalog/variants'
import { useCartDispatch } from '../cart-context'
import { cartProduct } from '../cart-product'
import { CardSizeChooser } from './card-size-chooser'

const FullWidth = styled(Button)`
  width: 100%;
  min-width: 0;
`

/** 'Add to Cart' under a product; `describedBy` names the element with the item's name, for screen readers. */
function AddToCartButton({ item, variant, describedBy }: { item: Item; variant: Variant; describedBy: string }) {
  // Reads only the dispatcher: a change to the cart does not re-render every product's button.
  const dispatch = useCartDispatch()
  return (
    <FullWidth
      type="button"
      variant="inverted"
      aria-describedby={describedBy}
      ref={earlyClickRef}
      {...earlyClick(`add:${item.id}`)}
      onClick={() => dispatch({ type: 'add', item: cartProduct(item, variant) })}
    >
      Add to Cart
    </FullWidth>
  )
}

/** The card's colour: the first one in stock (an item without colours has none). */
function cardVariant(item: Item): Variant {
  const inStock = item.colors?.find((color) => item.sizes?.length || !isSoldOut(item, { color: color.id }))
  return resolveVariant(item, inStock ? { color: inStock.id } : {})
}

/**
 * The card action that sells an item: `<ProductCard action={addToCartAction} />`. An item without sizes is added at
 * once, as the spec says (in its first colour in stock); for one with sizes the button asks which size.
 */
export const addToCartAction = (item: CatalogItem, labelId: string) =>
  item.sizes?.length ? (
    <CardSizeChooser item={{ ...item, sizes: item.sizes }} variant={cardVariant(item)} describedBy={labelId} />
  ) : (
    <AddToCartButton item={item} variant={cardVariant(item)} describedBy={labelId} />
  )
