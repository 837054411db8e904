// On the mock backend Google cannot be reached, so 'Sign In with Google' opens this demo chooser instead of
// Google's popup. Picking an account signs in through the same Identity Toolkit call the popup ends with.
import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import type { GoogleProfile } from '../../../lib/firebase/auth-actions'
import { theme } from '../../../styles/theme'

const DEMO_GOOGLE_ACCOUNTS: readonly Omit<GoogleProfile, 'sub'>[] = [
  { name: 'Ann Shopper', email: 'ann.shopper@example.com' },
  { name: 'Ben Walker', email: 'ben.walker@example.com' },
]

/** A stable Google subject per email, so choosing the same account again signs in to the same user. */
const demoGoogleProfile = (name: string, email: string): GoogleProfile => ({
  sub: `demo-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`,
  email: email.trim(),
  name: name.trim(),
})

const Dialog = styled.dialog`
  width: min(26rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 1px solid ${theme.color.text};
  border-radius: ${theme.radius};
  &::backdrop {
    background: rgb(0 0 0 / 45%);
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: ${theme.font.size.large};
  }
  ul {
    margin: 1rem 0;
    padding: 0;
    list-style: none;
  }
  li button {
    display: block;
    width: 100%;
    min-height: 3rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: none;
    text-align: left;
    cursor: pointer;
    margin-bottom: 0.5rem;
  }
  li button:hover {
    background: ${theme.color.surface};
  }
`
const Small = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
`

export function DemoGoogleChooser({ onChoose, onCancel }: { onChoose: (profile: GoogleProfile) => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    onChoose(demoGoogleProfile(name, email))
  }

  return (
    <Dialog ref={dialog} aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId}>Choose an account</h2>
      <Small>Demo Google sign-in: this shop runs on its built-in mock backend.</Small>
      <ul>
        {DEMO_GOOGLE_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <button type="button" onClick={() => onChoose(demoGoogleProfile(account.name, account.email))}>
              {account.name}
              <Small>{account.email}</Small>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} aria-label="Use another account">
        <FormInput label="Name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
        <FormInput label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit">Use another account</Button>
        <Button type="button" variant="inverted" onClick={onCancel} css={{ marginLeft: '0.5rem', minWidth: 0 }}>
          Cancel
        </Button>
      </form>
    </Dialog>
  )
}
