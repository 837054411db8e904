// Signing in and signing up are writes, so each runs as a mutation under one key. While one is running, the
// flow itself makes sure the user document exists (with the name typed at sign-up), and the app's follower of
// auth reports (use-reported-user-document.ts) leaves that to it.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { AuthUser } from '../auth-state'
import { ensureUserDocument } from './create-user-document'
import { AUTH_FLOW_KEY } from './mutation-keys'

/** One way of signing in: resolves to the account, and optionally the name to store in a new user document. */
export type AuthFlow = () => Promise<{ user: AuthUser; displayName?: string }>

async function runFlow(queryClient: QueryClient, flow: AuthFlow): Promise<void> {
  const { user: account, displayName } = await flow()
  // Only what the app uses: Auth's own user object stays out of the mutation cache.
  const user: AuthUser = { uid: account.uid, email: account.email, displayName: account.displayName }
  // Signed in either way: a document that cannot be written is reported by the header, not as a failed sign-in.
  await ensureUserDocument(queryClient, displayName === undefined ? { user } : { user, displayName }).catch(() => {})
}

export function useAuthFlow() {
  const queryClient = useQueryClient()
  return useMutation({ mutationKey: AUTH_FLOW_KEY, mutationFn: (flow: AuthFlow) => runFlow(queryClient, flow) })
}
