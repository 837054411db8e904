// The account page opens with the shopper's profile and their orders together: the user document and the order
// history are two listeners, and when the orders answer first the page must not show "—" for the name meanwhile.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { createMockAccount } from '../support/mock-accounts'
import { renderApp, signInBeforeRender } from './harness'

/** While set, the user document's snapshots wait for it (the orders' listener answers as usual). */
let userDocumentHeld: Promise<void> | undefined

vi.mock('../../src/lib/firebase/live-documents', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/firebase/live-documents')>()
  return {
    ...actual,
    followUserDocument: (uid: string, follower: Parameters<typeof actual.followUserDocument>[1]) =>
      actual.followUserDocument(uid, {
        ...follower,
        next: (stored) => {
          const held = userDocumentHeld
          if (held) void held.then(() => follower.next(stored))
          else follower.next(stored)
        },
      }),
  }
})

let release = () => {}

afterEach(() => {
  release()
  userDocumentHeld = undefined
})

const hold = () => {
  userDocumentHeld = new Promise<void>((resolve) => (release = resolve))
}

// Signed up as the sign-up form does it: Auth knows no name, the user document holds the one typed.
const robin = { email: 'robin@example.com', password: 'secret123' }

async function robinSignedIn() {
  const { localId } = await createMockAccount(robin)
  const now = new Date().toISOString()
  mockState().documents[`users/${localId}`] = {
    fields: encodeFields({ displayName: 'Robin Buyer', email: robin.email, createdAt: new Date() }),
    createTime: now,
    updateTime: now,
  }
  await signInBeforeRender(robin.email, robin.password)
  return localId
}

const accountHeading = () => screen.queryByRole('heading', { level: 1, name: 'ACCOUNT' })
const nameShown = () => screen.getByText('Name', { selector: 'dt' }).nextElementSibling?.textContent

describe('/account', () => {
  it('opens from the header with the name from the user document and the orders, even when the orders answer first', async () => {
    const localId = await robinSignedIn()
    hold()
    // Another page first, as after a payment: the header follows the user document, which has not answered yet.
    const { queryClient, user } = await renderApp('/contact')
    await user.click(await screen.findByRole('link', { name: 'ACCOUNT' }, { timeout: 3000 }))
    await waitFor(() => expect(queryClient.getQueryState(['users', localId, 'orders'])?.status).toBe('success'))
    // Time for the page to show itself with the orders alone, as it did before its loader waited for the profile.
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (accountHeading()) expect(nameShown()).toBe('Robin Buyer')

    release()
    await screen.findByRole('heading', { level: 1, name: 'ACCOUNT' }, { timeout: 3000 })
    expect(nameShown()).toBe('Robin Buyer')
    expect(screen.getByText(/^You have not ordered anything yet\./)).toBeInTheDocument()
  })
})
