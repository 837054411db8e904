import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AuthUser } from '../auth/auth-state'
import { toLiveShopperOrder } from './live-order'
import type { ShopperOrder } from './shopper-order'

/**
 * While a signed-in shopper's order page is open, the order is followed live: a change (the owner ships it, a
 * refund) replaces what the page shows under `queryKey`. The listener's code loads after the page has painted,
 * never for a visitor, and it stops when the page goes or the shopper signs out.
 */
export function useLiveOrder(orderId: string, user: AuthUser | null, queryKey: QueryKey): void {
  const queryClient = useQueryClient()
  const uid = user?.uid
  useEffect(() => {
    if (!uid) return
    let stop: (() => void) | undefined
    let current = true
    import('../../lib/firebase/live-documents')
      .then(({ followOrderDocument }) =>
        followOrderDocument(uid, orderId, {
          next: (stored) => {
            if (!stored) return
            const previous = queryClient.getQueryData<ShopperOrder>(queryKey)
            const order = toLiveShopperOrder(stored.id, stored.data, previous)
            if (order) queryClient.setQueryData(queryKey, order)
            else console.warn(`Order ${orderId} changed into a shape the shop cannot show: the page keeps what it showed`)
          },
          // The page keeps what /api answered; a failed listener only means no live changes.
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
    // The key is derived from orderId and the claim, which the page passes unchanged while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, orderId, queryClient])
}
