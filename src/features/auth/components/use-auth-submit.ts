// What both forms share: one flow at a time, the failure logged (as the spec does) and turned into a message
// for the shopper. On success nothing more happens here: the new user reaches the router, whose /signin guard
// sends the shopper on (see routes/signin.tsx).
import { useCallback, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { useAuthFlow, type AuthFlow } from '../api/auth-flow'
import { describeAuthError, type AuthErrorView } from '../auth-errors'
import { useAuthState } from '../auth-state-provider'

export type FormError = AuthErrorView | { kind: 'mismatch'; message: string }

export function useAuthSubmit({ logLabel }: { logLabel: string }) {
  const { followAuth } = useAuthState()
  const { mutateAsync, isPending: pending } = useAuthFlow()
  const [error, setError] = useState<FormError | null>(null)

  const run = useCallback(
    async (flow: AuthFlow): Promise<FormError | null> => {
      setError(null)
      // Follow live auth state from now on, so the router hears about the new user.
      followAuth()
      try {
        await mutateAsync(flow)
        return null
      } catch (failure) {
        console.error(logLabel, failure)
        const view = describeAuthError(failure)
        setError(view)
        return view
      }
    },
    [logLabel, followAuth, mutateAsync],
  )

  // Until the page is hydrated its buttons cannot work: they stay disabled, which also stops a native submit.
  const canSubmit = useHydrated() && !pending
  return { pending, canSubmit, error, setError, run }
}
