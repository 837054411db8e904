import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { userDocumentQueryOptions } from '../features/auth/api/user-document-query'
import { AuthStateProvider, useAuthState } from '../features/auth/auth-state-provider'
import { useReportedUserDocument } from '../features/auth/use-reported-user-document'
import { CartProvider } from '../features/cart/cart-context'
import { CartFollowsAccount } from '../features/cart-sync/cart-follows-account'
import { useWishlistMerge } from '../features/wishlist/use-wishlist-merge'
import { GlobalStyles } from '../styles/global-styles'
import type { AppRouter } from './router'

function RouterWithAuth({ router }: { router: AppRouter }) {
  const { auth } = useAuthState()
  const queryClient = useQueryClient()
  const previous = useRef(auth)
  useReportedUserDocument(auth.user)
  useWishlistMerge(auth.user)
  useEffect(() => {
    const { user: before, pending: wasPending } = previous.current
    previous.current = auth
    // After sign-in or sign-out, or when Auth answers for a returning shopper (pages rendered meanwhile saw a
    // visitor), guards and loaders run again with the new state, and the previous user's document leaves the cache.
    if (before?.uid === auth.user?.uid && wasPending === auth.pending) return
    if (before && before.uid !== auth.user?.uid) queryClient.removeQueries({ queryKey: userDocumentQueryOptions(before.uid).queryKey })
    void router.invalidate()
  }, [auth, router, queryClient])
  return (
    <>
      <CartFollowsAccount uid={auth.user?.uid} />
      <RouterProvider router={router} context={{ auth }} />
    </>
  )
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthStateProvider>
        <CartProvider>
          <GlobalStyles />
          <RouterWithAuth router={router} />
        </CartProvider>
      </AuthStateProvider>
    </QueryClientProvider>
  )
}
