// What both forms share: one flow at a time, the failure logged and turned into a message for the shopper, which
// takes focus (the pending flow disabled the button that had it). On success nothing more happens here: the new
// user reaches the router, whose /signin guard sends the shopper on (see routes/signin.tsx). Before the page is
// live its buttons wait for it, disabled; its fields need nothing, being the browser's.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../../prerender/live'
import { useAuthFlow, type AuthFlow } from '../api/auth-flow'
import { describeAuthError, type AuthErrorView } from '../auth-errors'
import { useAuthState } from '../auth-state-provider'

export type FormError = AuthErrorView | { kind: 'mismatch'; message: string }

/**
 * The forms' fields are the browser's own (uncontrolled): what was typed or filled in by a password manager, even
 * before the page was live, is in them, and `fieldText(name)` reads it when the form is sent.
 */
export function useAuthSubmit({ logLabel }: { logLabel: string }) {
  const form = useRef<HTMLFormElement>(null)
  const fieldText = useCallback((name: string) => {
    const value = form.current ? new FormData(form.current).get(name) : null
    return typeof value === 'string' ? value : ''
  }, [])
  const { followAuth } = useAuthState()
  const { mutateAsync, isPending: pending } = useAuthFlow()
  const [error, setError] = useState<FormError | null>(null)
  const alert = useRef<HTMLDivElement>(null)
  const focusAlert = useRef(false)

  useEffect(() => {
    if (!focusAlert.current) return
    focusAlert.current = false
    const box = alert.current
    const active = document.activeElement
    // Only where focus was lost or still is in this form: never away from the other form, if the shopper went there.
    if (box && (!active || active === document.body || box.closest('section')?.contains(active))) box.focus()
  }, [error])

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
        focusAlert.current = true
        return view
      }
    },
    [logLabel, followAuth, mutateAsync],
  )

  // Until the page is hydrated its buttons cannot work: they stay disabled, which also stops a native submit.
  const canSubmit = useHydrated() && !pending
  return { form, pending, canSubmit, error, setError, run, alert, fieldText }
}
