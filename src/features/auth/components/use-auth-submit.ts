// What both forms share: one request at a time, the failure logged (as the spec does) and turned into a
// message for the shopper. On success nothing more happens here: the new user reaches the router, whose
// /signin guard sends the shopper on (see routes/signin.tsx), and the header's user-document query makes sure
// users/{uid} exists (see api/user-doc-query.ts).
import { useCallback, useState } from 'react'
import type { User } from '../../../lib/firebase/auth-actions'
import { useHydrated } from '../../../lib/use-hydrated'
import { describeAuthError, type AuthErrorView } from '../auth-errors'
import { useSession } from '../session-provider'

export type FormError = AuthErrorView | { kind: 'mismatch'; message: string }

export function useAuthSubmit({ logLabel }: { logLabel: string }) {
  const { requireAuth } = useSession()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<FormError | null>(null)

  const run = useCallback(
    async (signIn: () => Promise<User>): Promise<FormError | null> => {
      setPending(true)
      setError(null)
      // Follow live auth state from now on, so the router hears about the new user.
      requireAuth()
      try {
        await signIn()
        return null
      } catch (failure) {
        console.error(logLabel, failure)
        const view = describeAuthError(failure)
        setError(view)
        return view
      } finally {
        setPending(false)
      }
    },
    [logLabel, requireAuth],
  )

  // Until the page is hydrated its buttons cannot work: they stay disabled, which also stops a native submit.
  const canSubmit = useHydrated() && !pending
  return { pending, canSubmit, error, setError, run }
}
