// What both forms share: one flow at a time, the failure logged (as the spec does) and turned into a message
// for the shopper, which takes focus (the pending flow disabled the button that had it). On success nothing more happens here: the new user reaches the router, whose /signin guard
// sends the shopper on (see routes/signin.tsx). And the moments before the page is live: its buttons wait for it,
// and what the browser filled in meanwhile is adopted.
import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react'
import { useHydrated } from '../../../prerender/live'
import { useAuthFlow, type AuthFlow } from '../api/auth-flow'
import { describeAuthError, type AuthErrorView } from '../auth-errors'
import { useAuthState } from '../auth-state-provider'

export type FormError = AuthErrorView | { kind: 'mismatch'; message: string }

/** Fields whose value is text someone typed or a password manager filled (not a checkbox's 'on'). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url'])

/**
 * Text the browser put into the form's fields before React hydrated them (typed while the script was loading,
 * or filled in by a password manager) is on the page but not in the form's state: hydration keeps what the
 * field shows, and the next render would erase it, or a submit would send the empty state. Once mounted, the
 * form adopts it. In a form the app rendered itself the fields are still empty then, and nothing happens.
 */
export function useBrowserFilledValues(form: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void): void {
  const adoptFilledValues = useEffectEvent(() => {
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element instanceof HTMLInputElement && TEXT_TYPES.has(element.type) && element.name && element.value !== '') adopt(element.name, element.value)
    }
  })
  // Once, on mount: later the state owns the fields.
  useEffect(() => adoptFilledValues(), [])
}

/** `adopt` takes a field's text that the browser filled in before the page was live (useBrowserFilledValues). */
export function useAuthSubmit({ logLabel, adopt }: { logLabel: string; adopt: (name: string, value: string) => void }) {
  const form = useRef<HTMLFormElement>(null)
  useBrowserFilledValues(form, adopt)
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
  return { form, pending, canSubmit, error, setError, run, alert }
}
