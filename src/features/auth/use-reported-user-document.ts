import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { AUTH_FLOW_KEY } from './api/auth-flow'
import { ensureUserDocument } from './api/create-user-document'
import type { AuthUser } from './auth-state'

/**
 * When Auth reports a user that no sign-in flow of this page is handling (a returning shopper, a sign-in in
 * another tab), makes sure the user's document exists, as the spec asks.
 */
export function useReportedUserDocument(user: AuthUser | null | undefined): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!user || queryClient.isMutating({ mutationKey: AUTH_FLOW_KEY }) > 0) return
    // A failure is logged by the mutation and shown by the header's greeting.
    ensureUserDocument(queryClient, { user }).catch(() => {})
  }, [user, queryClient])
}
