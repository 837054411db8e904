// The signed-in shopper's orders, newest first, read from Firestore under the rules (only their own uid may be
// listed). Kept under the user's key, so signing out drops it with the rest of that user's data.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { AuthUser } from '../../auth/auth-state'
import { toOrderHistory, type OrderHistory } from '../order-history'
import { claimGuestOrders } from './claim-guest-orders'

export const orderHistoryQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['users', uid, 'orders'],
    queryFn: async (): Promise<OrderHistory> => {
      const { fetchOrderDocuments } = await import('../../../lib/firebase/order-documents')
      return toOrderHistory(await fetchOrderDocuments(uid))
    },
    // Orders change on the server (a payment, a withdrawal, an expiry): every visit to the page reads them again,
    // but the page's own first render reuses what its loader just read.
    staleTime: 5_000,
    // The loader's fetch has had its retries: a failure is shown with a button to try again, not hidden behind
    // one more silent attempt as the page mounts.
    retryOnMount: false,
  })

/**
 * What the account page's loader waits for. Guest orders this browser remembers (or, for a verified email, every
 * one placed with it) join the account meanwhile; when some did, the history is read again to show them. A failure
 * is shown on the page (with a retry), never thrown.
 */
export async function loadOrderHistory(queryClient: QueryClient, user: AuthUser): Promise<void> {
  const options = orderHistoryQueryOptions(user.uid)
  const [joined] = await Promise.all([claimGuestOrders(user), queryClient.prefetchQuery(options)])
  if (joined > 0) await queryClient.prefetchQuery({ ...options, staleTime: 0 })
}
