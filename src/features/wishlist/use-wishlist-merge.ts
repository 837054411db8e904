// On sign-in, the wishlist kept on this device joins the account's: the account's items stay as they are, each
// of the device's it lacks is added (no duplicates, up to the cap), and the device's list is then cleared of what
// was sent. It waits for the user document (created on sign-in) and loads its code only when there is something to
// join; a failure leaves the device's list as it was, to be joined on the next sign-in or page.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { userDocumentQueryOptions } from '../auth/api/user-document-query'
import type { AuthUser } from '../auth/auth-state'
import { useDeviceWishlist } from './device-wishlist'

export function useWishlistMerge(user: AuthUser | null | undefined): void {
  const [deviceIds, setDeviceIds] = useDeviceWishlist()
  const uid = user?.uid
  const waiting = uid !== undefined && deviceIds.length > 0
  const { data: profileExists } = useQuery({ ...userDocumentQueryOptions(uid ?? ''), enabled: waiting, select: (profile) => profile !== null })
  const sent = deviceIds.join(',')
  useEffect(() => {
    if (!uid || !profileExists || sent === '') return
    const ids = sent.split(',').map(Number)
    // Still this account once the code is here: not signed out, nor another account signed in, meanwhile.
    let current = true
    import('./api/merge-device-wishlist')
      .then(({ mergeDeviceWishlist }) => (current ? mergeDeviceWishlist(uid, ids).then(() => true) : false))
      .then((merged) => {
        if (merged) setDeviceIds((now) => now.filter((id) => !ids.includes(id)))
      })
      .catch((error: unknown) => console.error('The wishlist on this device could not join the account’s', error))
    return () => {
      current = false
    }
  }, [uid, profileExists, sent, setDeviceIds])
}
