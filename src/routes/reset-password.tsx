import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageTitle } from '../components/page-layout'
import { dropInvalid } from '../lib/drop-invalid'
import { pageHead } from '../lib/seo'
import { pageTitle } from '../lib/site'
import { PasswordReset } from '../features/auth/components/password-reset'

// The reset link's page: Firebase's mail (a real project sets this page as its action URL) and the demo's outbox
// link here with `mode=resetPassword&oobCode=…`; without a code the shopper asks for a link.
export const Route = createFileRoute('/reset-password')({
  validateSearch: v.object({ oobCode: dropInvalid(v.pipe(v.string(), v.maxLength(512))), mode: dropInvalid(v.string()) }),
  head: () => ({ ...pageHead({ title: pageTitle('Reset your password'), description: 'Choose a new password for your account.', path: '/reset-password' }) }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { oobCode } = Route.useSearch()
  return (
    <>
      <PageTitle tabIndex={-1}>Reset your password</PageTitle>
      <PasswordReset code={oobCode} />
    </>
  )
}
