import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { userDocumentQueryOptions } from '../features/auth/api/user-document-query'
import { AuthStateProvider, useAuthState } from '../features/auth/auth-state-provider'
import { useReportedUserDocument } from '../features/auth/use-reported-user-document'
import { CartProvider } from '../features/cart/cart-context'
import { GlobalStyles } from '../styles/global-styles'
import type { AppRouter } from './router'

function RouterWithAuth({ router }: { router: AppRouter }) {
  const { auth } = useAuthState()
  const queryClient = useQueryClient()
  const previous = useRef(auth)
  useReportedUserDocument(auth?.user)
  useEffect(() => {
    const before = previous.current?.user
    previous.current = auth
    // The first report is not a change. After sign-in or sign-out, guards and loaders run again, and the
    // previous user's document leaves the cache.
    if (!auth || before === undefined || before?.uid === auth.user?.uid) return
    if (before) queryClient.removeQueries({ queryKey: userDocumentQueryOptions(before.uid).queryKey })
    void router.invalidate()
  }, [auth, router, queryClient])
  // Nothing renders before the first auth state: no flash of the wrong header, no guard run on a guess.
  if (!auth) return null
  return <RouterProvider router={router} context={{ auth }} />
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
