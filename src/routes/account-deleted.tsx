import styled from '@emotion/styled'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageTitle } from '../components/page-layout'
import { pageHead } from '../lib/seo'
import { pageTitle } from '../lib/site'

// Where the account page goes once the shop's /api has deleted the account (and the shopper is signed out): what
// happened, said once more, and the way on. Nothing here depends on who was signed in.
export const Route = createFileRoute('/account-deleted')({
  head: () => {
    const head = pageHead({ title: pageTitle('Your account is deleted'), description: 'Your Crown Clothing account is deleted.', path: '/account-deleted' })
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: AccountDeletedPage,
})

const Note = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  a {
    display: inline-block;
    min-height: 24px;
    padding: 0.25rem 0;
    color: inherit;
  }
`

function AccountDeletedPage() {
  return (
    <>
      <PageTitle tabIndex={-1}>Your account is deleted</PageTitle>
      <Note role="status">
        <p>Your account and your profile are gone, and you are signed out. You can no longer sign in with that account.</p>
        <p>We keep the orders you placed, joined to no account, as the law asks of a shop. Thank you for shopping with us.</p>
        <p>
          <Link to="/shop">Browse the shop</Link>
        </p>
      </Note>
    </>
  )
}
