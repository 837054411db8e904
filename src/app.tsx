import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { CartProvider } from './features/cart/cart-context'
import { forgetProfileForSignUp, userDocQueryOptions } from './features/auth/api/user-doc-query'
import { SessionProvider, useSession } from './features/auth/session-provider'
import type { AppRouter } from './router'
import { GlobalStyles } from './styles/global-styles'

function RouterWithAuth({ router }: { router: AppRouter }) {
  const { auth } = useSession()
  const queryClient = useQueryClient()
  const previous = useRef(auth)
  useEffect(() => {
    const before = previous.current?.user
    previous.current = auth
    // The first report is not a change. After sign-in or sign-out, guards and loaders run again, and the
    // previous user's document leaves the cache.
    if (!auth || before === undefined || before?.uid === auth.user?.uid) return
    if (before) queryClient.removeQueries({ queryKey: userDocQueryOptions(before).queryKey })
    if (!auth.user) forgetProfileForSignUp()
    void router.invalidate()
  }, [auth, router, queryClient])
  // Nothing renders before the first auth state: no flash of the wrong header, no guard run on a guess.
  if (!auth) return null
  return <RouterProvider router={router} context={{ auth }} />
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <GlobalStyles />
          <RouterWithAuth router={router} />
        </CartProvider>
      </SessionProvider>
    </QueryClientProvider>
  )
}
