// The signed-in shopper's orders, newest first, read from Firestore under the rules (only their own uid may be
// listed). Kept under the user's key, so signing out drops it with the rest of that user's data.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { liveQueryFn } from '../../auth/api/live-query'
import type { AuthUser } from '../../auth/auth-state'
import { toOrderHistory, type OrderHistory } from '../order-history'
import { claimGuestOrders } from './claim-guest-orders'

export const orderHistoryQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['users', uid, 'orders'],
    // Orders change on the server (a payment, the owner's shipping, a refund): the history follows them live while
    // the page is open, and its listener stops a little after the shopper leaves it.
    queryFn: liveQueryFn<OrderHistory>(async (next, fail) => {
      const { followOrderDocuments } = await import('../../../lib/firebase/live-documents')
      return followOrderDocuments(uid, { next: (documents) => next(toOrderHistory(documents)), error: fail })
    }),
    staleTime: Infinity,
    gcTime: 10_000,
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
