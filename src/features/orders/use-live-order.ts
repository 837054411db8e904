import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { RawDocument } from '../../lib/firebase/firestore'
import type { AuthUser } from '../auth/auth-state'
import { toLiveShopperOrder } from './live-order'
import type { ShopperOrder } from './shopper-order'

/**
 * While a page is open for the signed-in account `uid`, the stored order document is followed live and each version
 * handed to `show` (a deleted order is not shown). The listener's code loads after the page has painted, never for
 * a visitor, and it stops when the page goes or the account signs out. The rules decide who may follow it: the
 * shopper whose order it is, and the shop's owners and staff.
 */
export function useFollowedOrder(orderId: string, uid: string | undefined, show: (stored: RawDocument) => void): void {
  const latest = useRef(show)
  // The newest `show` for the listener that stays open, set after each render rather than during it.
  useLayoutEffect(() => {
    latest.current = show
  })
  useEffect(() => {
    if (!uid) return
    let stop: (() => void) | undefined
    let current = true
    import('../../lib/firebase/live-documents')
      .then(({ followOrderDocument }) =>
        followOrderDocument(uid, orderId, {
          next: (stored) => {
            if (stored) latest.current(stored)
          },
          // The page keeps what it read; a failed listener only means no live changes.
          error: (error) => console.warn(`Order ${orderId} is no longer followed`, error),
        }),
      )
      .then((unsubscribe) => {
        if (current) stop = unsubscribe
        else unsubscribe()
      })
      .catch(() => {})
    return () => {
      current = false
      stop?.()
    }
  }, [uid, orderId])
}

/**
 * While a signed-in shopper's order page is open, the order is followed live: a change (the owner ships it, a
 * refund) replaces what the page shows under `queryKey`.
 */
export function useLiveOrder(orderId: string, user: AuthUser | null, queryKey: QueryKey): void {
  const queryClient = useQueryClient()
  useFollowedOrder(orderId, user?.uid, (stored) => {
    const previous = queryClient.getQueryData<ShopperOrder>(queryKey)
    const order = toLiveShopperOrder(stored.id, stored.data, previous)
    if (order) queryClient.setQueryData(queryKey, order)
    else console.warn(`Order ${orderId} changed into a shape the shop cannot show: the page keeps what it showed`)
  })
}
