// The shopper's wishlist, wherever it lives: a signed-in shopper's is their user document's (followed live, so a
// change in another tab shows without a request), a visitor's is the device's. Saving to the device is a line of
// code; saving to the account loads its code on the first press (./api/save-to-account.ts), so a visitor's first
// visit carries only this file and the heart. A signed-in shopper's change is kept on the device until the account
// holds it (./unsent-changes.ts), so that leaving the page at once loses nothing.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { userDocumentQueryOptions } from '../auth/api/user-document-query'
import { useAuthState } from '../auth/auth-state-provider'
import { withSaved } from '../../lib/wishlist'
import { useDeviceWishlist } from './device-wishlist'
import { useUnsentChanges, withUnsent, withoutSent } from './unsent-changes'

const NONE: readonly number[] = []

export interface Wishlist {
  /** The saved item ids, oldest first. */
  ids: readonly number[]
  /** Whose list it is: the signed-in account's, or undefined for the device's. */
  uid: string | undefined
  /** 'loading' while the account's list is on its way, 'error' when it could not be read. */
  status: 'ready' | 'loading' | 'error'
  /** Saves the item (saved: true) or removes it. */
  save: (id: number, saved: boolean) => void
}

export function useWishlist(): Wishlist {
  const { auth } = useAuthState()
  const { user } = auth
  const uid = user?.uid
  const [deviceIds, setDeviceIds] = useDeviceWishlist()
  const [unsent, setUnsent] = useUnsentChanges()
  const queryClient = useQueryClient()
  const { data: accountIds, status } = useQuery({ ...userDocumentQueryOptions(uid ?? ''), enabled: uid !== undefined, select: (profile) => profile?.wishlist })
  const save = useCallback(
    (id: number, saved: boolean) => {
      if (!user) setDeviceIds((current) => withSaved(current, id, saved))
      else {
        const change = { uid: user.uid, id, saved, at: Date.now() }
        setUnsent((changes) => [...changes, change])
        void import('./api/save-to-account')
          .then(({ saveToAccount }) => saveToAccount(queryClient, user, id, saved))
          .catch((error: unknown) => console.error('The wishlist could not be changed', error))
          // Held by the account, or refused (the heart is then back as it was): not to be sent again.
          .finally(() => setUnsent((changes) => withoutSent(changes, [change])))
      }
    },
    [user, queryClient, setDeviceIds, setUnsent],
  )
  // The account's list as read, with the changes on their way (from this page, another tab, or a page left).
  const ids = useMemo(() => (accountIds && uid ? withUnsent(accountIds, unsent, uid) : NONE), [accountIds, unsent, uid])
  if (uid === undefined) return { ids: deviceIds, uid, status: 'ready', save }
  return { ids, uid, status: status === 'pending' ? 'loading' : status === 'error' ? 'error' : 'ready', save }
}
