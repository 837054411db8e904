// Add a staff member: the email of an account that has signed up in the shop. The server finds the account, refuses an
// owner and an email no account uses, each with a sentence said here; the field is emptied once they are added.
import styled from '@emotion/styled'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { addStaffMember } from '../api/staff-list'
import { ActionOutcome, type Outcome } from './action-outcome'

// An email is one long word: it wraps where it must rather than widen a phone's page.
const Form = styled.form`
  max-width: 32rem;
  overflow-wrap: break-word;
`

export function AddStaffForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    setBusy(true)
    const answer = await addStaffMember(email)
    if (answer.ok) await onAdded()
    setBusy(false)
    if (!answer.ok) return setOutcome({ ok: false, text: answer.message, stale: false })
    form.reset()
    setOutcome({
      ok: true,
      text: answer.done ? `${answer.member.email} is now staff. They see the back office once they sign in again.` : `${answer.member.email} is staff already.`,
    })
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="add-staff-heading" aria-busy={busy}>
      <h2 id="add-staff-heading">Add a staff member</h2>
      <p>They must have signed up in the shop first, with this email.</p>
      <ActionOutcome outcome={outcome} focusSaved />
      <FormInput label="Email" name="email" type="email" required maxLength={254} autoComplete="off" spellCheck={false} />
      <Button type="submit" variant="inverted" disabled={busy}>
        Add staff member
      </Button>
    </Form>
  )
}
