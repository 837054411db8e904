// The account page's Email section: the new address and the current password (Auth asks for a fresh sign-in). Auth
// mails a link to the new address; the email changes only once it is followed, so a typo never locks the shopper
// out. With email-enumeration protection (a new project's default) Auth sends nothing, and says nothing, when another
// account has the address: the message says so. The code that talks to Auth loads when the form is sent.
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { describeAuthError, type AuthErrorView } from '../../auth/auth-errors'
import { FormAlert } from '../../auth/components/form-alert'
import { FALLBACK, useOutcome } from '../../auth/use-outcome'

/** What a refusal means here: the password is the current one, and an account with Google alone has none. */
function refusal(error: unknown): AuthErrorView {
  const view = describeAuthError(error) ?? FALLBACK
  if (view.kind === 'credentials') return { kind: 'credentials', message: 'Your current password is not right.' }
  if (view.kind === 'email-exists') return { kind: 'email-exists', message: 'Another account already uses this email.' }
  if ((error as { code?: unknown } | null)?.code === 'shop/no-password')
    return { kind: 'other', message: 'This account signs in with Google: its email is the one of your Google account.' }
  return view
}

export function ChangeEmail({ currentEmail }: { currentEmail: string | null }) {
  const id = useId()
  const [pending, setPending] = useState(false)
  const { outcome, setOutcome, box } = useOutcome()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const fields = new FormData(form)
    const newEmail = String(fields.get('newEmail') ?? '').trim()
    const password = String(fields.get('password') ?? '')
    if (currentEmail && newEmail.toLowerCase() === currentEmail.toLowerCase())
      return setOutcome({ ok: false, error: { kind: 'other', message: 'This is already your email.' } })
    setPending(true)
    setOutcome(null)
    try {
      await (await import('../../../lib/firebase/account-actions')).requestEmailChange(password, newEmail)
      form.reset()
      setOutcome({
        ok: true,
        text: `If no other account uses ${newEmail}, we have sent it a link. Your email changes when you follow the link, within an hour; until then you sign in with ${currentEmail ?? 'your email'}.`,
      })
    } catch (error) {
      console.error('email change failed', error)
      setOutcome({ ok: false, error: refusal(error) })
    }
    setPending(false)
  }

  return (
    <>
      <FormAlert id={`${id}-alert`} box={box}>
        {outcome && !outcome.ok && <p>{outcome.error.message}</p>}
      </FormAlert>
      {outcome?.ok && (
        <div ref={box} tabIndex={-1} role="status">
          <p>{outcome.text}</p>
        </div>
      )}
      <form method="post" onSubmit={(event) => void submit(event)} aria-describedby={`${id}-alert`} aria-label="Change your email">
        <FormInput label="New email" name="newEmail" type="email" autoComplete="email" required />
        <FormInput label="Current password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" disabled={pending}>
          Change email
        </Button>
      </form>
    </>
  )
}
