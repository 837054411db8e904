// The signed-in shopper's orders, newest first, read from Firestore under the rules (only their own uid may be
// listed). Kept under the user's key, so signing out drops it with the rest of that user's data.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { toOrderHistory, type OrderHistory } from '../order-history'

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

/** What the account page's loader waits for. A failure is shown on the page (with a retry), never thrown. */
export const loadOrderHistory = (queryClient: QueryClient, uid: string): Promise<void> => queryClient.prefetchQuery(orderHistoryQueryOptions(uid))
