import { useQueryClient } from '@tanstack/react-query'
import { useFollowedOrder } from '../orders/use-live-order'
import { adminOrderQueryOptions } from './api/admin-orders-query'
import { toAdminOrder } from './admin-order'

/**
 * While the back office's order page is open, the order is followed live: what the shopper does meanwhile (a
 * withdrawal) or another owner or staff member, and the provider's events, show without a reload. Read with the
 * schema the page's first read used; a document that does not fit leaves the page as it was.
 */
export function useLiveAdminOrder(orderId: string, uid: string | undefined): void {
  const queryClient = useQueryClient()
  useFollowedOrder(orderId, uid, (stored) => {
    const order = toAdminOrder(stored.id, stored.data)
    if (order) queryClient.setQueryData(adminOrderQueryOptions(orderId).queryKey, order)
    else console.warn(`Order ${orderId} changed into a shape the back office cannot show: the page keeps what it showed`)
  })
}
