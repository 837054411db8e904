import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { AuthProvider, FirebaseAppProvider } from 'reactfire'
import { CartProvider } from './features/cart/cart-context'
import { useAuthSession } from './features/auth/session'
import { firebaseApp } from './lib/firebase/app'
import { firebaseAuth } from './lib/firebase/auth'
import type { AppRouter } from './router'
import { GlobalStyles } from './styles/global-styles'

function RouterWithAuth({ router }: { router: AppRouter }) {
  const auth = useAuthSession()
  const previous = useRef(auth)
  useEffect(() => {
    // Sign-in and sign-out rerun guards and loaders (the first report is not a change).
    if (previous.current && auth && previous.current.user?.uid !== auth.user?.uid) void router.invalidate()
    previous.current = auth
  }, [auth, router])
  // Nothing renders before the first auth state: no flash of the wrong header, no guard run on a guess.
  if (!auth) return null
  return <RouterProvider router={router} context={{ auth }} />
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={firebaseAuth()}>
        <QueryClientProvider client={queryClient}>
          <CartProvider>
            <GlobalStyles />
            <RouterWithAuth router={router} />
          </CartProvider>
        </QueryClientProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  )
}
