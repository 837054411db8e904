import { mergeWishlists, storedWishlist, wishlistFrom } from '../../../lib/wishlist'
import { withUnsent, type UnsentChange } from '../unsent-changes'

/**
 * Makes on users/{uid}'s wishlist the account's `changes` a page before left unsent, then joins the device's items
 * (src/lib/wishlist.ts, mergeWishlists), in one write; the listener shows it.
 */
export async function mergeDeviceWishlist(uid: string, deviceIds: readonly number[], changes: readonly UnsentChange[] = []): Promise<void> {
  const { changeWishlist } = await import('../../../lib/firebase/user-documents')
  await changeWishlist(uid, (stored) => storedWishlist(mergeWishlists(withUnsent(wishlistFrom(stored), changes, uid), deviceIds)))
}
