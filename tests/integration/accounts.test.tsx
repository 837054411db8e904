import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { encodeFields } from '../../mocks/firestore/values'
import { http } from 'msw'
import { rpcPattern } from '../../mocks/firestore/paths'
import { server } from '../../mocks/node'
import { savedUserKey } from '../../src/lib/firebase/settings'
import { mockState } from '../../mocks/state'
import { firebaseAuth } from '../../src/lib/firebase/auth'
import { expectConsoleError } from '../setup/dom'
import { firestoreFailure } from '../support/firestore-failure'
import { createMockAccount } from '../support/mock-accounts'
import { backendSettled, holdBackend, renderApp, signInBeforeRender } from './harness'
import { ann, recordRequests, signIn, signInForm, signUp, signUpForm, signedInHeader, userDoc } from './signin-page'

const requests = recordRequests()

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
    await waitFor(() => expect(within(signUpForm()).getByLabelText('Confirm Password')).toHaveFocus())
    expect(requests().filter((r) => /accounts|documents/.test(r))).toEqual([])
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
    expect(requests().filter((r) => r.endsWith(':commit'))).toHaveLength(1)
  })

  it('keeps the name typed at sign-up when the shopper leaves the page before the user document is written', async () => {
    // The page is left with the document's write in flight: it never arrives.
    server.use(http.post(rpcPattern('commit'), () => new Promise<never>(() => {})))
    const first = await renderApp('/signin')
    await signUp(first.user, ann)
    await signedInHeader()
    const uid = firebaseAuth().currentUser!.uid
    expect(userDoc(uid)).toBeUndefined()
    first.unmount()
    server.resetHandlers()
    // The next page: Auth reports the saved account, whose document is still missing.
    localStorage.setItem(savedUserKey(), JSON.stringify({ uid }))
    await renderApp('/')
    expect(await screen.findByText('Hi, Ann', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(userDoc(uid)!.fields.displayName).toEqual({ stringValue: 'Ann Shopper' })
    // Where it belongs now: the device holds it no more.
    expect(localStorage.getItem('signUpName')).toBeNull()
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

  it('creates the user document of a returning shopper whose account has none, when Auth reports them', async () => {
    const { localId } = await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    await renderApp('/')
    expect(await screen.findByText('Hi, Ann')).toBeInTheDocument()
    const stored = userDoc(localId)!
    expect(stored.fields.displayName).toEqual({ stringValue: 'Ann Shopper' })
    expect(stored.fields.email).toEqual({ stringValue: 'ann@example.com' })
    expect(requests().filter((r) => r.endsWith(':commit'))).toHaveLength(1)
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

  it('signs out, stays on the page, leaves the cart with the account and forgets the user document', async () => {
    const { localId } = await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    localStorage.setItem('root', JSON.stringify({ cartItems: [{ id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 2 }] }))
    const { user, history, queryClient } = await renderApp('/checkout')
    await waitFor(() => expect(userDoc(localId)?.fields.cart).toBeDefined(), { timeout: 5000 })
    await user.click(await signedInHeader())
    expect(await screen.findByRole('link', { name: 'SIGN IN' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/checkout')
    // The account keeps the cart (decision 045): a shared computer shows the next person nothing of it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument())
    await waitFor(() => expect(queryClient.getQueryData(['users', localId])).toBeUndefined())
  })

  it('sends nothing for the user document once the shopper has signed out, even when it was on its way', async () => {
    await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    // A first visit loads Auth and the Firestore module, and creates the document.
    const first = await renderApp('/checkout')
    await signedInHeader()
    await backendSettled(first.queryClient)
    cleanup()
    requests().length = 0
    // The next visit: Auth reports the shopper at once, but the backend is slow to answer (the demo's mock
    // backend starting, a slow network), so the document is still on its way when the shopper signs out.
    const release = holdBackend()
    const { user, queryClient } = await renderApp('/checkout')
    await user.click(await signedInHeader())
    expect(await screen.findByRole('link', { name: 'SIGN IN' })).toBeInTheDocument()
    release()
    await backendSettled(queryClient)
    // Sent without a token, the read would have been refused (403); it is not sent at all, and nothing is logged.
    // (The catalog's query is the checkout's own, for its links to the products.)
    expect(requests().filter((r) => r.includes('/documents') && !r.endsWith('/documents:runQuery'))).toEqual([])
  })
})

describe('Google sign-in on the mock backend', () => {
  it('picks a demo account in the chooser, signs in through signInWithIdp and creates the document with the Google name', async () => {
    const { user } = await renderApp('/signin')
    await user.click(screen.getByRole('button', { name: 'Sign In with Google' }))
    const chooser = await screen.findByRole('dialog', { name: 'Choose an account' })
    await user.click(within(chooser).getByRole('button', { name: /Ann Shopper/ }))
    await signedInHeader()
    expect(requests()).toContain('POST /v1/accounts:signInWithIdp')
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
