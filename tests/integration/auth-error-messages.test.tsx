// The spec only logs sign-in and sign-up failures; these tests show what the shopper sees instead.
import { waitFor, within } from '@testing-library/react'
import { HttpResponse, delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { expectConsoleError } from '../setup/dom'
import { createMockAccount } from '../support/mock-accounts'
import { renderApp } from './harness'
import { alertSaying, ann, recordRequests, signIn, signInForm, signUp, signUpForm, signedInHeader } from './signin-page'

const requests = recordRequests()

describe('sign-in and sign-up errors shoppers can act on', () => {
  it('says the email or password is incorrect, keeps the email and clears the password', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, 'wrong-password')
    await alertSaying(signInForm, 'Email or password is incorrect.')
    expect(within(signInForm()).getByLabelText('Email')).toHaveValue(ann.email)
    expect(within(signInForm()).getByLabelText('Password')).toHaveValue('')
  })

  it('offers to sign in instead when the email already has an account', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user creation encountered an error/)
    const { user } = await renderApp('/signin')
    await signUp(user, { ...ann, displayName: 'Someone Else' })
    const alert = await alertSaying(signUpForm, 'An account already exists with this email.')
    await user.click(within(alert).getByRole('button', { name: 'Sign in with this email instead' }))
    expect(within(signInForm()).getByLabelText('Email')).toHaveValue(ann.email)
    await waitFor(() => expect(within(signInForm()).getByLabelText('Password')).toHaveFocus())
  })

  it('says what a weak password still needs', async () => {
    expectConsoleError(/user creation encountered an error/)
    const { user } = await renderApp('/signin')
    await signUp(user, { ...ann, password: '123' })
    await alertSaying(signUpForm, 'Choose a stronger password. Password should be at least 6 characters.')
  })

  it('asks the shopper to wait after too many attempts', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    const { user } = await renderApp('/signin')
    // Five wrong passwords are refused one by one (each answer awaited before the next try), then the sixth
    // attempt is locked out.
    for (let i = 0; i < 5; i++) {
      await signIn(user, ann.email, `wrong-${i}`)
      await alertSaying(signInForm, 'Email or password is incorrect.')
    }
    await signIn(user, ann.email, 'wrong-5')
    await alertSaying(signInForm, 'Too many attempts. Please wait a few minutes, then try again.')
    expect(requests().filter((r) => r.endsWith('accounts:signInWithPassword'))).toHaveLength(6)
  })

  it('offers a retry when the network fails, and the retry signs in', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    server.use(http.post(/\/accounts:signInWithPassword$/, () => HttpResponse.error(), { once: true }))
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, ann.password)
    const alert = await alertSaying(signInForm, 'We could not reach the server. Check your connection and try again.')
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
    expect(requests().filter((r) => r.endsWith('accounts:signInWithPassword'))).toHaveLength(1)
  })
})

describe('where a message leaves the shopper', () => {
  it('moves focus to the message after a wrong password, again on the next wrong try', async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, 'wrong-password')
    const alert = await alertSaying(signInForm, 'Email or password is incorrect.')
    const message = within(alert).getByText('Email or password is incorrect.').parentElement!
    await waitFor(() => expect(message).toHaveFocus())
    await signIn(user, ann.email, 'wrong-again')
    await waitFor(() => expect(within(signInForm()).getByRole('alert').firstElementChild).toHaveFocus())
  })

  it("takes one form's message away when the shopper uses the other", async () => {
    await createMockAccount(ann)
    expectConsoleError(/user sign in failed/)
    const { user } = await renderApp('/signin')
    await signIn(user, ann.email, 'wrong-password')
    await alertSaying(signInForm, 'Email or password is incorrect.')
    expect(within(signInForm()).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')

    await user.type(within(signUpForm()).getByLabelText('Display Name'), 'Ann')
    expect(within(signInForm()).getByRole('alert')).toBeEmptyDOMElement()
    expect(within(signInForm()).getByLabelText('Password')).not.toHaveAttribute('aria-invalid')

    await signUp(user, { ...ann, displayName: 'X', confirm: 'something else' })
    await alertSaying(signUpForm, 'Passwords do not match')
    await user.type(within(signInForm()).getByLabelText('Password'), 'x')
    expect(within(signUpForm()).getByRole('alert')).toBeEmptyDOMElement()
  })
})
