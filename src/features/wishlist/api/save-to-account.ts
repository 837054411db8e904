// Saving to a signed-in shopper's wishlist: shown at once (the user document's query is changed in place), written
// with a transaction on users/{uid} so that two tabs saving at once both keep their item, and confirmed by the
// document's listener. A refused write puts the heart back as it was. The document is created on sign-in; on a page
// opened while it was still being written, the change waits for it rather than fail on a document not there yet.
import type { QueryClient } from '@tanstack/react-query'
import { userDocumentQueryOptions } from '../../auth/api/user-document-query'
import type { AuthUser } from '../../auth/auth-state'
import type { UserProfile } from '../../auth/user-profile'
import { storedWishlist, wishlistFrom, withSaved } from '../../../lib/wishlist'

function showSaved(queryClient: QueryClient, uid: string, id: number, saved: boolean): void {
  queryClient.setQueryData<UserProfile | null>(userDocumentQueryOptions(uid).queryKey, (profile) =>
    profile ? { ...profile, wishlist: withSaved(profile.wishlist, id, saved) } : profile,
  )
}

export async function saveToAccount(queryClient: QueryClient, user: AuthUser, id: number, saved: boolean): Promise<void> {
  const { uid } = user
  showSaved(queryClient, uid, id, saved)
  try {
    if (!queryClient.getQueryData(userDocumentQueryOptions(uid).queryKey)) {
      // Not read yet, or not written yet: made sure of (read, or created), then shown.
      const { ensureUserDocument } = await import('../../auth/api/create-user-document')
      await ensureUserDocument(queryClient, { user })
      showSaved(queryClient, uid, id, saved)
    }
    const { changeWishlist } = await import('../../../lib/firebase/user-documents')
    await changeWishlist(uid, (stored) => storedWishlist(withSaved(wishlistFrom(stored), id, saved)))
  } catch (error) {
    showSaved(queryClient, uid, id, !saved)
    throw error
  }
}
