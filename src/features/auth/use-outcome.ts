// A form's outcome (the account page's forms, the action page of Auth's mails), said in words that take the focus as
// soon as they show: the button that had it was disabled while waiting.
import { useEffect, useRef, useState } from 'react'
import { describeAuthError, type AuthErrorView } from './auth-errors'

export type Outcome = { ok: true; text: string } | { ok: false; error: AuthErrorView }

export const FALLBACK: AuthErrorView = { kind: 'other', message: 'Something went wrong. Please try again.' }

export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome) box.current?.focus()
  }, [outcome])
  return { outcome, setOutcome, box }
}

/**
 * The action page's first step: what a mail's link code says (`check` reads it from Auth), or the outcome that says
 * why the link is refused; `what` names the link in the console's report.
 */
export function useCheckedCode<Found>(code: string, check: (code: string) => Promise<Found>, what: string) {
  const [found, setFound] = useState<Found | null>(null)
  const { outcome, setOutcome, box } = useOutcome()
  useEffect(() => {
    let live = true
    check(code).then(
      (answer) => live && setFound(answer),
      (error: unknown) => {
        console.error(`${what} refused`, error)
        if (live) setOutcome({ ok: false, error: describeAuthError(error) ?? FALLBACK })
      },
    )
    return () => {
      live = false
    }
  }, [code, check, what, setOutcome])
  return { found, outcome, setOutcome, box }
}
