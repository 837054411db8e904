// The account page's profile says what it knows: the stored name, else the one Auth knows, "Loading…" while the user
// document has not answered, and "—" only for a profile that has no name.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { userDocumentQueryOptions } from '../api/user-document-query'
import type { AuthUser } from '../auth-state'
import type { UserProfile } from '../user-profile'
import { ProfileSummary } from './profile-summary'

const user: AuthUser = { uid: 'u1', email: 'robin@example.com', displayName: null }
const key = userDocumentQueryOptions(user.uid).queryKey

function renderProfile(client: QueryClient, account: AuthUser = user) {
  render(
    <QueryClientProvider client={client}>
      <dl>
        <ProfileSummary user={account} />
      </dl>
    </QueryClientProvider>,
  )
  return () => screen.getByText('Name').nextElementSibling?.textContent
}

describe('ProfileSummary', () => {
  it('says the name is loading while the user document has not answered', () => {
    const client = new QueryClient()
    // A read in flight that has not answered: the component's query joins it.
    void client.prefetchQuery({ queryKey: key, queryFn: () => new Promise<never>(() => {}) })
    expect(renderProfile(client)()).toBe('Loading…')
  })

  it('shows the name Auth knows until the user document answers', () => {
    const client = new QueryClient()
    void client.prefetchQuery({ queryKey: key, queryFn: () => new Promise<never>(() => {}) })
    expect(renderProfile(client, { ...user, displayName: 'Robin from Google' })()).toBe('Robin from Google')
  })

  it('shows the stored name', () => {
    const client = new QueryClient()
    const profile: UserProfile = { id: user.uid, displayName: 'Robin Buyer', email: 'robin@example.com', createdAt: new Date(0), wishlist: [] }
    client.setQueryData(key, profile)
    expect(renderProfile(client)()).toBe('Robin Buyer')
  })

  it('shows "—" for a profile without a name', () => {
    const client = new QueryClient()
    const profile: UserProfile = { id: user.uid, email: 'robin@example.com', createdAt: new Date(0), wishlist: [] }
    client.setQueryData(key, profile)
    expect(renderProfile(client)()).toBe('—')
  })
})
