import type { Item } from '../../../lib/catalog/catalog-schema'
import type { CatalogItem, Variant } from '../../catalog/types'
import { resolveVariant } from '../../catalog/variant-display'
import { variantKey } from '../../../lib/catalog/variant'
import { cardAsks } from '../card-choice'
import { useCartDispatch } from '../cart-context'
import { cartProduct } from '../cart-product'
import { FullWidth } from './card-chooser-styles'
import { CardOptionsChooser } from './card-options-chooser'

/** 'Add to Cart' under a product; `describedBy` names the element with the item's name, for screen readers. */
function AddToCartButton({ item, variant, describedBy }: { item: Item; variant: Variant; describedBy: string }) {
  // Reads only the dispatcher: a change to the cart does not re-render every product's button.
  const dispatch = useCartDispatch()
  return (
    <FullWidth
      item={item}
      place="card"
      variant="inverted"
      aria-describedby={describedBy}
      onClick={() => dispatch({ type: 'add', item: cartProduct(item, variant) })}
    >
      Add to Cart
    </FullWidth>
  )
}

/**
 * The card action that sells an item: `<ProductCard action={addToCartAction} />`. It adds the variant its list chose
 * (`choice`, from the list's size and colour filters) at once, as the spec says of a plain item; when the item has
 * a size or several colours the list did not choose, the button asks for them (cardAsks).
 */
export const addToCartAction = (item: CatalogItem, labelId: string, choice: Variant) => {
  const asks = cardAsks(item, choice)
  return asks.size || asks.color ? (
    // A new choice is a new chooser, starting from it.
    <CardOptionsChooser key={variantKey(choice)} item={item} choice={choice} describedBy={labelId} />
  ) : (
    <AddToCartButton item={item} variant={resolveVariant(item, choice)} describedBy={labelId} />
  )
}
