// A form's outcome on the account page, said in words that take the focus as soon as they show: the button that had
// it was disabled while waiting.
import { useEffect, useRef, useState } from 'react'
import type { AuthErrorView } from '../../auth/auth-errors'

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
