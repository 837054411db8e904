// The action page for an email change link (mode verifyAndChangeEmail): the link's code says which account and
// which new address; the shopper confirms with a button (a mail scanner that opens the link changes nothing), then
// signs in with the new email. Auth ends the account's sessions when its email changes. Every outcome is said in
// words that take the focus, and every way on is a real link.
import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Button } from '../../../components/button'
import { describeAuthError } from '../../auth/auth-errors'
import { FormSection, WithLink } from '../../auth/components/auth-form-layout'
import { FormAlert } from '../../auth/components/form-alert'
import { FALLBACK, useCheckedCode } from '../../auth/use-outcome'

const actions = () => import('../../../lib/firebase/account-actions')
const readCode = async (code: string) => (await actions()).readEmailChangeCode(code)

/** Emails are long words: they wrap where they must rather than widen a phone's page. */
const Section = styled(FormSection)`
  overflow-wrap: break-word;
`

export function EmailChangeConfirm({ code }: { code: string }) {
  const titleId = useId()
  const [pending, setPending] = useState(false)
  const { found: emails, outcome, setOutcome, box } = useCheckedCode(code, readCode, 'email change link')

  async function confirm() {
    if (pending || !emails) return
    setPending(true)
    setOutcome(null)
    try {
      await (await actions()).applyEmailChange(code, emails.previousEmail)
      setOutcome({ ok: true, text: `Your email is now ${emails.email}. Sign in with it from now on.` })
    } catch (error) {
      console.error('email change failed', error)
      const view = describeAuthError(error) ?? FALLBACK
      setOutcome({ ok: false, error: view.kind === 'email-exists' ? { kind: 'link', message: `Another account uses ${emails.email} now.` } : view })
    }
    setPending(false)
  }

  const failed = outcome && !outcome.ok && outcome.error.kind === 'link'
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Your new email</h2>
      <FormAlert id={`${titleId}-alert`} box={box}>
        {outcome && !outcome.ok && (
          <WithLink>
            {outcome.error.message} {failed && <Link to="/account">Ask for a new link from your account</Link>}
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
        !failed && (
          <>
            {emails && (
              <p>
                The account that signs in as {emails.previousEmail} will sign in as {emails.email}.
              </p>
            )}
            <Button type="button" onClick={() => void confirm()} disabled={pending || emails === null} aria-describedby={`${titleId}-alert`}>
              Confirm the new email
            </Button>
          </>
        )
      )}
    </Section>
  )
}
