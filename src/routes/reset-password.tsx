import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageTitle } from '../components/page-layout'
import { dropInvalid } from '../lib/drop-invalid'
import { pageHead } from '../lib/seo'
import { pageTitle } from '../lib/site'
import { EmailChangeConfirm } from '../features/account/components/email-change-confirm'
import { PasswordReset } from '../features/auth/components/password-reset'

// The action page of Auth's mails: a real project sets it as the one action URL of its email templates, and the
// demo's outbox links here too, with `mode` and `oobCode`. `mode=verifyAndChangeEmail` confirms a new email; any
// other mode, or none, is the password reset (without a code the shopper asks for a link).
export const Route = createFileRoute('/reset-password')({
  validateSearch: v.object({ oobCode: dropInvalid(v.pipe(v.string(), v.maxLength(512))), mode: dropInvalid(v.string()) }),
  head: ({ match }) =>
    match.search.mode === 'verifyAndChangeEmail'
      ? pageHead({ title: pageTitle('Confirm your new email'), description: 'Confirm the new email of your account.', path: '/reset-password' })
      : pageHead({ title: pageTitle('Reset your password'), description: 'Choose a new password for your account.', path: '/reset-password' }),
  component: ActionPage,
})

function ActionPage() {
  const { oobCode, mode } = Route.useSearch()
  if (mode === 'verifyAndChangeEmail' && oobCode)
    return (
      <>
        <PageTitle tabIndex={-1}>Confirm your new email</PageTitle>
        <EmailChangeConfirm code={oobCode} />
      </>
    )
  return (
    <>
      <PageTitle tabIndex={-1}>Reset your password</PageTitle>
      <PasswordReset code={oobCode} />
    </>
  )
}
