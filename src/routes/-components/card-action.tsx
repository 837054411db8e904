import { addToCartAction } from '../../features/cart/components/add-to-cart-button'
import type { ItemAction } from '../../features/catalog/types'
import { WishlistHeart } from '../../features/wishlist/components/wishlist-heart'

/** What a product card of the shop offers: the wishlist's heart over its picture, and Add to Cart under it. */
export const shopCardAction: ItemAction = (item, labelId, choice) => (
  <>
    <WishlistHeart itemId={item.id} place="card" describedBy={labelId} />
    {addToCartAction(item, labelId, choice)}
  </>
)
