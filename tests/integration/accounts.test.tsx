import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMockAccount } from '../../mocks/auth/accounts'
import { firestoreFailure } from '../../mocks/firestore/faults'
import { server } from '../../mocks/node'
import { mockState } from '../../mocks/state'
import { encodeFields } from '../../mocks/firestore/values'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { expectConsoleError } from '../setup/dom'
import { renderApp, signInBeforeRender } from './harness'

const ann = { email: 'ann@example.com', password: 'secret123', displayName: 'Ann Shopper' }

// Every request the app sends, to prove what was (not) sent.
let requests: string[] = []
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`)
}
beforeEach(() => {
  requests = []
  server.events.on('request:start', record)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
})

const signInForm = () => screen.getByRole('region', { name: 'I already have an account' })
const signUpForm = () => screen.getByRole('region', { name: 'I do not have an account' })
const userDoc = (uid: string) => mockState().documents[`users/${uid}`]

async function signUp(user: Awaited<ReturnType<typeof renderApp>>['user'], fields: { displayName: string; email: string; password: string; confirm?: string }) {
  const form = signUpForm()
  await user.type(within(form).getByLabelText('Display Name'), fields.displayName)
  await user.type(within(form).getByLabelText('Email'), fields.email)
  await user.type(within(form).getByLabelText('Password'), fields.password)
  await user.type(within(form).getByLabelText('Confirm Password'), fields.confirm ?? fields.password)
  await user.click(within(form).getByRole('button', { name: 'SIGN UP' }))
}

async function signIn(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password: string) {
  const form = signInForm()
  await user.clear(within(form).getByLabelText('Email'))
  await user.type(within(form).getByLabelText('Email'), email)
  await user.type(within(form).getByLabelText('Password'), password)
  await user.click(within(form).getByRole('button', { name: 'Sign In' }))
}

const signedInHeader = () => screen.findByRole('button', { name: 'SIGN OUT' }, { timeout: 3000 })

describe('/signin forms', () => {
  it('shows both forms with labelled, required fields and the right input types and autocomplete', async () => {
    await renderApp('/signin')
    const signInFields = within(signInForm())
    expect(signInFields.getByLabelText('Email')).toMatchObject({ type: 'email', required: true, autocomplete: 'email' })
    expect(signInFields.getByLabelText('Password')).toMatchObject({ type: 'password', required: true, autocomplete: 'current-password' })
    expect(signInFields.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(signInFields.getByRole('button', { name: 'Sign In with Google' })).toBeInTheDocument()
    const signUpFields = within(signUpForm())
    expect(signUpFields.getByLabelText('Display Name')).toMatchObject({ required: true, autocomplete: 'name' })
    expect(signUpFields.getByLabelText('Email')).toMatchObject({ type: 'email', required: true, autocomplete: 'email' })
    expect(signUpFields.getByLabelText('Password')).toMatchObject({ type: 'password', required: true, autocomplete: 'new-password' })
    expect(signUpFields.getByLabelText('Confirm Password')).toMatchObject({ type: 'password', required: true, autocomplete: 'new-password' })
  })

  it("alerts 'Passwords do not match' and sends nothing", async () => {
    const { user } = await renderApp('/signin')
    await signUp(user, { ...ann, confirm: 'secret124' })
    expect(within(signUpForm()).getByRole('alert')).toHaveTextContent('Passwords do not match')
    expect(within(signUpForm()).getByLabelText('Confirm Password')).toHaveFocus()
    expect(requests.filter((r) => /accounts|documents/.test(r))).toEqual([])
  })

  it('signs up, creates users/{uid} once with the form display name, and lands on the home page signed in', async () => {
    const { user, history } = await renderApp('/signin')
    await signUp(user, ann)
    await signedInHeader()
    await waitFor(() => expect(history.location.pathname).toBe('/'))
    expect(await screen.findByText('Hi, Ann')).toBeInTheDocument()
    const uid = firebaseAuth().currentUser!.uid
    const stored = userDoc(uid)!
    expect(Object.keys(stored.fields).sort()).toEqual(['createdAt', 'displayName', 'email'])
    expect(stored.fields.displayName).toEqual({ stringValue: 'Ann Shopper' })
    expect(stored.fields.email).toEqual({ stringValue: 'ann@example.com' })
    expect(stored.fields.createdAt).toHaveProperty('timestampValue')
    expect(requests.filter((r) => r.endsWith(':commit'))).toHaveLength(1)
  })

  it('tells the signed-in shopper when the user document cannot be created, and logs it as the spec does', async () => {
    server.use(firestoreFailure('commit', 403))
    expectConsoleError(/error creating user/)
    const { user, history } = await renderApp('/signin')
    await signUp(user, ann)
    expect(await screen.findByText('We could not load your profile', {}, { timeout: 3000 })).toHaveAttribute('role', 'alert')
    expect(history.location.pathname).toBe('/')
    expect(Object.keys(mockState().documents).filter((path) => path.startsWith('users/'))).toEqual([])
  })

  it('never overwrites an existing user document', async () => {
    const { localId } = await createMockAccount(ann)
    mockState().documents[`users/${localId}`] = {
      fields: encodeFields({ displayName: 'Original Name', email: ann.email, createdAt: new Date('2025-02-03T00:00:00Z'), plan: 'gold' }),
      createTime: '2025-02-03T00:00:00.000000Z',
      updateTime: '2025-02-03T00:00:00.000000Z',
    }
    const before = structuredClone(userDoc(localId))
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, ann.password)
    expect(await screen.findByText('Hi, Original')).toBeInTheDocument()
    expect(userDoc(localId)).toEqual(before)
  })

  it('signs in and goes back to the page named by ?redirect, but never to another site', async () => {
    await createMockAccount(ann)
    const first = await renderApp('/signin?redirect=/checkout')
    await signIn(first.user, ann.email, ann.password)
    await waitFor(() => expect(first.history.location.pathname).toBe('/checkout'))
    // The user document is in place before this shopper signs out.
    await screen.findByText('Hi, Ann')
    first.unmount()
    await firebaseAuth().signOut()

    const second = await renderApp('/signin?redirect=https://evil.example/steal')
    await signIn(second.user, ann.email, ann.password)
    await waitFor(() => expect(second.history.location.pathname).toBe('/'))
    expect(second.history.location.href).not.toContain('evil')
  })

  it('redirects a signed-in visitor from /signin to /', async () => {
    await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    const { history } = await renderApp('/signin')
    await signedInHeader()
    expect(history.location.pathname).toBe('/')
    expect(screen.queryByRole('region', { name: 'I already have an account' })).not.toBeInTheDocument()
  })

  it('signs out, stays on the page, keeps the cart and forgets the user document', async () => {
    const { localId } = await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    localStorage.setItem('root', JSON.stringify({ cartItems: [{ id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 2 }] }))
    const { user, history, queryClient } = await renderApp('/checkout')
    await user.click(await signedInHeader())
    expect(await screen.findByRole('link', { name: 'SIGN IN' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/checkout')
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument()
    await waitFor(() => expect(queryClient.getQueryData(['users', localId])).toBeUndefined())
  })
})

describe('sign-in and sign-up errors shoppers can act on', () => {
  it('says the email or password is incorrect, keeps the email and clears the password', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, 'wrong-password')
    expect(await within(signInForm()).findByRole('alert')).toHaveTextContent('Email or password is incorrect.')
    expect(within(signInForm()).getByLabelText('Email')).toHaveValue(ann.email)
    expect(within(signInForm()).getByLabelText('Password')).toHaveValue('')
  })

  it('offers to sign in instead when the email already has an account', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user creation encountered an error/)
    const { user } = await renderApp('/signin')
    await signUp(user, { ...ann, displayName: 'Someone Else' })
    const alert = await within(signUpForm()).findByRole('alert')
    expect(alert).toHaveTextContent('An account already exists with this email.')
    await user.click(within(alert).getByRole('button', { name: 'Sign in with this email instead' }))
    expect(within(signInForm()).getByLabelText('Email')).toHaveValue(ann.email)
    expect(within(signInForm()).getByLabelText('Password')).toHaveFocus()
  })

  it('says what a weak password still needs', async () => {
    expectConsoleError(/user creation encountered an error/)
    const { user } = await renderApp('/signin')
    await signUp(user, { ...ann, password: '123' })
    expect(await within(signUpForm()).findByRole('alert')).toHaveTextContent('Choose a stronger password. Password should be at least 6 characters.')
  })

  it('asks the shopper to wait after too many attempts', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    const { user } = await renderApp('/signin')
    for (let i = 0; i < 6; i++) {
      await signIn(user, ann.email, `wrong-${i}`)
      await within(signInForm()).findByRole('alert')
    }
    expect(within(signInForm()).getByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes, then try again.')
  })

  it('offers a retry when the network fails, and the retry signs in', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    server.use(http.post(/\/accounts:signInWithPassword$/, () => HttpResponse.error(), { once: true }))
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, ann.password)
    const alert = await within(signInForm()).findByRole('alert')
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection and try again.')
    expect(within(signInForm()).getByLabelText('Password')).toHaveValue(ann.password)
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await signedInHeader()
  })

  it('disables the buttons while a request is pending, so a double click sends one request', async () => {
    await createMockAccount(ann)
    server.use(
      http.post(/\/accounts:signInWithPassword$/, async () => {
        await delay(300)
      }),
    )
    const { user } = await renderApp('/signin')
    const form = within(signInForm())
    await user.type(form.getByLabelText('Email'), ann.email)
    await user.type(form.getByLabelText('Password'), ann.password)
    await user.dblClick(form.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled())
    expect(form.getByRole('button', { name: 'Sign In with Google' })).toBeDisabled()
    await signedInHeader()
    expect(requests.filter((r) => r.endsWith('accounts:signInWithPassword'))).toHaveLength(1)
  })
})

describe('Google sign-in on the mock backend', () => {
  it('picks a demo account in the chooser, signs in through signInWithIdp and creates the document with the Google name', async () => {
    const { user } = await renderApp('/signin')
    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose an account' })
    await user.click(within(chooser).getByRole('button', { name: /Ann Shopper/ }))
    await signedInHeader()
    expect(requests).toContain('POST /v1/accounts:signInWithIdp')
    const current = firebaseAuth().currentUser!
    expect(current.providerData.map((p) => p.providerId)).toEqual(['google.com'])
    await waitFor(() => expect(userDoc(current.uid)?.fields.displayName).toEqual({ stringValue: 'Ann Shopper' }))
  })

  it('signs in with an account typed into the chooser, and closes silently on Cancel', async () => {
    const { user } = await renderApp('/signin')
    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }))
    let chooser = await screen.findByRole('dialog', { name: 'Choose an account' })
    await user.click(within(chooser).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In with Google' })).toHaveFocus())
    expect(within(signInForm()).getByRole('alert')).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }))
    chooser = await screen.findByRole('dialog', { name: 'Choose an account' })
    await user.type(within(chooser).getByLabelText('Name'), 'Cleo Trail')
    await user.type(within(chooser).getByLabelText('Email'), 'cleo@example.com')
    await user.click(within(chooser).getByRole('button', { name: 'Use another account' }))
    expect(await screen.findByText('Hi, Cleo')).toBeInTheDocument()
  })
})
