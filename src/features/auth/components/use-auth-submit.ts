// What both forms share: one request at a time, the failure logged (as the spec does) and turned into a
// message for the shopper, and the landing page after success.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { User } from '../../../lib/firebase/auth-actions'
import { userDocQueryOptions } from '../api/user-doc-query'
import { useSession } from '../session-provider'
import { describeAuthError, type AuthErrorView } from '../auth-errors'

export type FormError = AuthErrorView | { kind: 'mismatch' | 'profile'; message: string }

export function useAuthSubmit({ redirectTo, logLabel }: { redirectTo: string; logLabel: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { requireAuth } = useSession()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<FormError | null>(null)

  const run = useCallback(
    async (signIn: () => Promise<User>): Promise<FormError | null> => {
      setPending(true)
      setError(null)
      // Follow live auth state from now on, so the router hears about the new user.
      requireAuth()
      let user: User
      try {
        user = await signIn()
      } catch (failure) {
        console.error(logLabel, failure)
        const view = describeAuthError(failure)
        setError(view)
        setPending(false)
        return view
      }
      try {
        // Makes sure users/{uid} exists (create-if-absent) before the shopper moves on.
        await queryClient.fetchQuery(userDocQueryOptions({ uid: user.uid, email: user.email, displayName: user.displayName }))
      } catch {
        const view: FormError = { kind: 'profile', message: 'You are signed in, but we could not save your profile. We will try again on your next visit.' }
        setError(view)
        setPending(false)
        return view
      }
      setPending(false)
      await navigate({ href: redirectTo, replace: true })
      return null
    },
    [logLabel, navigate, queryClient, redirectTo, requireAuth],
  )

  return { pending, error, setError, run }
}
