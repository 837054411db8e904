// The signed-in shopper's profile on the account page: the name from users/{uid} (or, until it is read, the one
// Auth knows, else "Loading…": "—" says there is no name) and the account's email, as the terms and descriptions of
// the page's list.
import { useQuery } from '@tanstack/react-query'
import { userDocumentQueryOptions } from '../api/user-document-query'
import type { AuthUser } from '../auth-state'

export function ProfileSummary({ user }: { user: AuthUser }) {
  const { data, isPending } = useQuery(userDocumentQueryOptions(user.uid))
  const name = data?.displayName || user.displayName || (isPending ? 'Loading…' : '—')
  const email = user.email || data?.email || '—'
  return (
    <>
      <dt>Name</dt>
      <dd>{name}</dd>
      <dt>Email</dt>
      <dd>{email}</dd>
    </>
  )
}
