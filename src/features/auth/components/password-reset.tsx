// Forgot password: without a code, the shopper gives their email and is mailed a link; the page says the same
// whether the email has an account or not, so nobody learns who shops here. With the link's code, the shopper
// chooses a new password, checked as at sign-up (the same rules, typed twice); the code works once. Each outcome is
// said in words that take the focus, and every way on is a real link. The page is not prerendered: it renders live.
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { describeAuthError, type AuthErrorView } from '../auth-errors'
import { FormSection, WithLink } from './auth-form-layout'
import { FALLBACK, useCheckedCode, useOutcome } from '../use-outcome'
import { FormAlert } from './form-alert'

const actions = () => import('../../../lib/firebase/auth-actions')
const readCode = async (code: string) => (await actions()).checkPasswordResetCode(code)

/** Whether a failure means "could not ask", as against an answer about this email (which is never told). */
const couldNotAsk = (view: AuthErrorView | null) => view !== null && (view.kind === 'retry' || view.message.startsWith('Enter a valid email'))

function AskForLink() {
  const titleId = useId()
  const [pending, setPending] = useState(false)
  const { outcome, setOutcome, box } = useOutcome()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    setPending(true)
    setOutcome(null)
    let failure: AuthErrorView | null = null
    try {
      await (await actions()).sendPasswordReset(email)
    } catch (error) {
      console.error('password reset request failed', error)
      failure = describeAuthError(error)
    }
    setPending(false)
    // An unknown email is answered as a known one: the page never says who has an account.
    if (failure && couldNotAsk(failure)) return setOutcome({ ok: false, error: failure })
    setOutcome({
      ok: true,
      text: `If an account has the email ${email}, we have sent it a link to choose a new password. The link works once, within an hour. Nothing there? Look in your spam folder, or send it again.`,
    })
  }

  return (
    <FormSection aria-labelledby={titleId}>
      <h2 id={titleId}>Forgot your password?</h2>
      <p>Give the email of your account: we send it a link to choose a new password.</p>
      <FormAlert id={`${titleId}-alert`} box={box}>
        {outcome && !outcome.ok && <p>{outcome.error.message}</p>}
      </FormAlert>
      {outcome?.ok && (
        <div ref={box} tabIndex={-1} role="status">
          <p>{outcome.text}</p>
        </div>
      )}
      <form method="post" onSubmit={(event) => void submit(event)} aria-describedby={`${titleId}-alert`}>
        <FormInput label="Email" name="email" type="email" autoComplete="email" required />
        <Button type="submit" disabled={pending}>
          Send the link
        </Button>
      </form>
      <WithLink>
        <Link to="/signin">Back to sign in</Link>
      </WithLink>
    </FormSection>
  )
}

function NewPassword({ code }: { code: string }) {
  const titleId = useId()
  const [pending, setPending] = useState(false)
  const { found: email, outcome, setOutcome, box } = useCheckedCode(code, readCode, 'password reset link')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = new FormData(event.currentTarget)
    const [password, again] = [String(form.get('password') ?? ''), String(form.get('confirmPassword') ?? '')]
    if (password !== again) return setOutcome({ ok: false, error: { kind: 'password', message: 'Passwords do not match' } })
    setPending(true)
    setOutcome(null)
    try {
      await (await actions()).setNewPassword(code, password)
      setOutcome({ ok: true, text: 'Your password is changed. Sign in with it now.' })
    } catch (error) {
      console.error('password reset failed', error)
      setOutcome({ ok: false, error: describeAuthError(error) ?? FALLBACK })
    }
    setPending(false)
  }

  const linkFailed = outcome && !outcome.ok && outcome.error.kind === 'link'
  return (
    <FormSection aria-labelledby={titleId}>
      <h2 id={titleId}>Choose a new password</h2>
      {email && <p>For the account {email}.</p>}
      <FormAlert id={`${titleId}-alert`} box={box}>
        {outcome && !outcome.ok && (
          <WithLink>
            {outcome.error.message} {linkFailed && <Link to="/reset-password">Ask for a new link</Link>}
          </WithLink>
        )}
      </FormAlert>
      {outcome?.ok ? (
        <div ref={box} tabIndex={-1} role="status">
          <WithLink>
            {outcome.text} <Link to="/signin">Sign in</Link>
          </WithLink>
        </div>
      ) : (
        !linkFailed && (
          <form method="post" onSubmit={(event) => void submit(event)} aria-describedby={`${titleId}-alert`}>
            <FormInput label="New password" name="password" type="password" autoComplete="new-password" required />
            <FormInput label="Confirm the new password" name="confirmPassword" type="password" autoComplete="new-password" required />
            <Button type="submit" disabled={pending || email === null}>
              Save the new password
            </Button>
          </form>
        )
      )}
    </FormSection>
  )
}

/** The page: the link's code chooses the new password; without one, the shopper asks for a link. */
export function PasswordReset({ code }: { code?: string | undefined }) {
  return code ? <NewPassword code={code} /> : <AskForLink />
}
