import { mergeWishlists, storedWishlist, wishlistFrom } from '../../../lib/wishlist'

/** Joins the device's items into users/{uid}'s wishlist (src/lib/wishlist.ts, mergeWishlists); the listener shows it. */
export async function mergeDeviceWishlist(uid: string, deviceIds: readonly number[]): Promise<void> {
  const { changeWishlist } = await import('../../../lib/firebase/user-documents')
  await changeWishlist(uid, (stored) => storedWishlist(mergeWishlists(wishlistFrom(stored), deviceIds)))
}
