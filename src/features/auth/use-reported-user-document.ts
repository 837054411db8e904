import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { AUTH_FLOW_KEY } from './api/mutation-keys'
import type { AuthUser } from './auth-state'

/**
 * When Auth reports a user that no sign-in flow of this page is handling (a returning shopper, a sign-in in
 * another tab), makes sure the user's document exists. Its code loads only then: most visitors have no account.
 */
export function useReportedUserDocument(user: AuthUser | null | undefined): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const flowRunning = () => queryClient.isMutating({ mutationKey: AUTH_FLOW_KEY }) > 0
    if (!user || flowRunning()) return
    // Still this user once the code is here: not signed out, nor another account signed in, meanwhile.
    let current = true
    // A failure is logged by the mutation and shown by the header's greeting.
    import('./api/create-user-document')
      .then(({ ensureUserDocument }) => (current && !flowRunning() ? ensureUserDocument(queryClient, { user }) : undefined))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [user, queryClient])
}
