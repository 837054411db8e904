// The account page's Password section: the current password, then the new one typed twice and checked as at
// sign-up. A wrong current password is said as such; the outcome takes the focus. The code that talks to Auth loads
// when the form is sent.
import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { describeAuthError, type AuthErrorView } from '../auth-errors'
import { FormAlert } from './form-alert'

const Done = styled.div`
  margin: 0 0 1rem;
  p {
    margin: 0;
  }
`

type Outcome = { ok: true } | { ok: false; error: AuthErrorView }

const FALLBACK: AuthErrorView = { kind: 'other', message: 'Something went wrong. Please try again.' }

export function ChangePassword() {
  const id = useId()
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome) box.current?.focus()
  }, [outcome])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const fields = new FormData(form)
    const [current, next, again] = ['currentPassword', 'newPassword', 'confirmPassword'].map((name) => String(fields.get(name) ?? ''))
    if (next !== again) return setOutcome({ ok: false, error: { kind: 'password', message: 'Passwords do not match' } })
    setPending(true)
    setOutcome(null)
    try {
      await (await import('../../../lib/firebase/auth-actions')).changePassword(current!, next!)
      form.reset()
      setOutcome({ ok: true })
    } catch (error) {
      console.error('password change failed', error)
      const view = describeAuthError(error) ?? FALLBACK
      setOutcome({ ok: false, error: view.kind === 'credentials' ? { kind: 'credentials', message: 'Your current password is not right.' } : view })
    }
    setPending(false)
  }

  return (
    <>
      <FormAlert id={`${id}-alert`} box={box}>
        {outcome && !outcome.ok && <p>{outcome.error.message}</p>}
      </FormAlert>
      {outcome?.ok && (
        <Done ref={box} tabIndex={-1} role="status">
          <p>Your password is changed. Other devices signed in to this account will ask to sign in again.</p>
        </Done>
      )}
      <form method="post" onSubmit={(event) => void submit(event)} aria-describedby={`${id}-alert`} aria-label="Change your password">
        <FormInput label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
        <FormInput label="New password" name="newPassword" type="password" autoComplete="new-password" required />
        <FormInput label="Confirm the new password" name="confirmPassword" type="password" autoComplete="new-password" required />
        <Button type="submit" disabled={pending}>
          Change password
        </Button>
      </form>
    </>
  )
}
