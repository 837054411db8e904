// On sign-in, the wishlist kept on this device joins the account's: the account's items stay as they are, each
// of the device's it lacks is added (no duplicates, up to the cap), and the device's list is then cleared of what
// was sent. The account's own changes a page before left unsent (./unsent-changes.ts) go in the same write, first.
// It waits for the user document (created on sign-in) and loads its code only when there is something to send; a
// failure leaves both as they were, to be sent on the next page; only changes the backend refused, which it would
// refuse again, are dropped.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { userDocumentQueryOptions } from '../auth/api/user-document-query'
import type { AuthUser } from '../auth/auth-state'
import { useDeviceWishlist } from './device-wishlist'
import { leftUnsent, useUnsentChanges, withoutSent, type UnsentChange } from './unsent-changes'

/** A write the backend refused: sent again, it would be refused again. */
const refused = (error: unknown) => ['permission-denied', 'invalid-argument'].includes((error as { code?: unknown } | null)?.code as string)

export function useWishlistMerge(user: AuthUser | null | undefined): void {
  const [deviceIds, setDeviceIds] = useDeviceWishlist()
  const [unsent, setUnsent] = useUnsentChanges()
  const uid = user?.uid
  const left = uid === undefined ? [] : leftUnsent(unsent, uid)
  const waiting = uid !== undefined && (deviceIds.length > 0 || left.length > 0)
  const { data: profileExists } = useQuery({ ...userDocumentQueryOptions(uid ?? ''), enabled: waiting, select: (profile) => profile !== null })
  const sent = deviceIds.join(',')
  const resent = JSON.stringify(left)
  useEffect(() => {
    if (!uid || !profileExists || (sent === '' && resent === '[]')) return
    const ids = sent === '' ? [] : sent.split(',').map(Number)
    const changes = JSON.parse(resent) as UnsentChange[]
    // Still this account once the code is here: not signed out, nor another account signed in, meanwhile.
    let current = true
    const forgetChanges = () => setUnsent((now) => withoutSent(now, changes))
    import('./api/merge-device-wishlist')
      .then(({ mergeDeviceWishlist }) => (current ? mergeDeviceWishlist(uid, ids, changes).then(() => true) : false))
      .then((merged) => {
        if (!merged) return
        setDeviceIds((now) => now.filter((id) => !ids.includes(id)))
        forgetChanges()
      })
      .catch((error: unknown) => {
        console.error('The wishlist on this device could not join the account’s', error)
        if (refused(error)) forgetChanges()
      })
    return () => {
      current = false
    }
  }, [uid, profileExists, sent, resent, setDeviceIds, setUnsent])
}
