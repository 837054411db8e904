// The account page's danger section: deleting the account for good. It says what goes and what stays (the orders,
// which the shop must keep, with no account), asks for the password (an account with Google alone: a sign-in of the
// last minutes, which the /api checks) and an explicit confirmation, then the shop's /api deletes it. Once deleted,
// the page moves on (`onDeleted`) and the shopper is signed out.
import styled from '@emotion/styled'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { theme } from '../../../styles/theme'
import { describeAuthError } from '../../auth/auth-errors'
import { FormAlert } from '../../auth/components/form-alert'
import { FALLBACK, useOutcome } from '../../auth/use-outcome'

const Confirm = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  margin: 0 0 1.25rem;
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${theme.color.danger};
  }
`

/** Whether the account has a password to confirm; null until Auth has said. */
function usePasswordAccount(): boolean | null {
  const [has, setHas] = useState<boolean | null>(null)
  useEffect(() => {
    let live = true
    void import('../../../lib/firebase/account-actions')
      .then(({ hasPassword }) => hasPassword())
      .then(
        (answer) => live && setHas(answer),
        () => live && setHas(true),
      )
    return () => {
      live = false
    }
  }, [])
  return has
}

export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const id = useId()
  const passwordAccount = usePasswordAccount()
  const [pending, setPending] = useState(false)
  const { outcome, setOutcome, box } = useOutcome()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const password = passwordAccount === false ? null : String(new FormData(event.currentTarget).get('password') ?? '')
    setPending(true)
    setOutcome(null)
    try {
      const result = await (await import('../api/delete-account')).deleteAccount(password)
      if (result.ok) return await onDeleted()
      setOutcome({ ok: false, error: { kind: 'other', message: result.message } })
    } catch (error) {
      console.error('account deletion failed', error)
      const view = describeAuthError(error) ?? FALLBACK
      setOutcome({ ok: false, error: view.kind === 'credentials' ? { kind: 'credentials', message: 'Your password is not right.' } : view })
    }
    setPending(false)
  }

  return (
    <>
      <p>Deleting your account removes your profile (your name and email) and your sign-in, for good: it cannot be undone.</p>
      <p>
        We keep the orders you placed, as the law asks of a shop (its invoices and sales records, for up to ten years), but joined to no account: you will not
        see them here again. An order under way is still delivered, and its mails still reach you.
      </p>
      <FormAlert id={`${id}-alert`} box={box}>
        {outcome && !outcome.ok && <p>{outcome.error.message}</p>}
      </FormAlert>
      <form method="post" onSubmit={(event) => void submit(event)} aria-describedby={`${id}-alert`} aria-label="Delete your account">
        {passwordAccount === false ? (
          <p>This account signs in with Google: sign out and in again first if you signed in more than a few minutes ago.</p>
        ) : (
          <FormInput label="Your password" name="password" type="password" autoComplete="current-password" required />
        )}
        <Confirm>
          <input type="checkbox" name="confirm" required />
          <span>I understand that my account and profile are deleted for good, and that my orders are kept without an account.</span>
        </Confirm>
        <Button type="submit" variant="danger" disabled={pending}>
          Delete my account
        </Button>
      </form>
    </>
  )
}
