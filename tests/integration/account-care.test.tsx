// The returning shopper's account care on the real route tree, the real Auth SDK and the demo's mock backend: a new
// email through the outbox's link (the profile's email follows), and deleting the account (the orders stay, joined
// to no account).
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AuthApiError } from '../../mocks/auth/errors'
import { signInWithPassword } from '../../mocks/auth/operations'
import { encodeFields } from '../../mocks/firestore/values'
import { mockSettings, mockState } from '../../mocks/state'
import { queuedMail, readOrder } from '../support/demo-orders'
import { createMockAccount } from '../support/mock-accounts'
import { startCheckout, tent } from '../support/shop-api'
import { expectConsoleError } from '../setup/dom'
import { renderApp, signInBeforeRender } from './harness'

const ANN = { email: 'ann@example.com', password: 'old-secret-1' }

const signsIn = (email: string, password = ANN.password) =>
  signInWithPassword({ email, password }).then(
    () => true,
    (error: unknown) => (error instanceof AuthApiError ? false : Promise.reject(error)),
  )

/** Ann with her profile, signed in before the app starts. */
async function annSignedIn() {
  const created = await createMockAccount(ANN)
  const now = new Date().toISOString()
  mockState().documents[`users/${created.localId}`] = {
    fields: encodeFields({ displayName: 'Ann', email: ANN.email, createdAt: new Date() }),
    createTime: now,
    updateTime: now,
  }
  await signInBeforeRender(ANN.email, ANN.password)
  return created
}

/** The path and query of the link in the newest mail to `to`. */
function linkMailedTo(to: string): string | null {
  const mail = queuedMail()
    .filter((each) => each.to === to)
    .at(-1)
  const link = mail?.message.text.match(/https?:\/\/[^\s]+\/reset-password\?[^\s]+/)?.[0]
  return link ? new URL(link).pathname + new URL(link).search : null
}

const profileEmail = (uid: string) => (mockState().documents[`users/${uid}`]?.fields.email as { stringValue?: string } | undefined)?.stringValue

afterEach(() => {
  mockSettings.emailEnumerationProtection = true
})

describe('changing the email', () => {
  it('mails a link to the new address; following it sets the email, the shopper signs in with it, and the profile follows', async () => {
    expectConsoleError(/^email change failed .*auth\/invalid-credential/)
    const { localId } = await annSignedIn()
    const { user, unmount } = await renderApp('/account')
    const form = await screen.findByRole('form', { name: 'Change your email' }, { timeout: 3000 })
    const send = async (newEmail: string, password: string) => {
      await user.clear(within(form).getByLabelText('New email'))
      await user.type(within(form).getByLabelText('New email'), newEmail)
      await user.clear(within(form).getByLabelText('Current password'))
      await user.type(within(form).getByLabelText('Current password'), password)
      await user.click(within(form).getByRole('button', { name: 'Change email' }))
    }
    const alertSays = (text: string) =>
      waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === text)).toBe(true), { timeout: 3000 })
    await send('ANN@example.com', ANN.password)
    await alertSays('This is already your email.')
    await send('ann.new@example.com', 'not-my-password')
    await alertSays('Your current password is not right.')
    await send('ann.new@example.com', ANN.password)
    const sent = (await screen.findByText(/^If no other account uses ann\.new@example\.com, we have sent it a link\./, {}, { timeout: 3000 })).closest(
      '[role="status"]',
    )
    // Focus moves to the message in an effect once it is drawn.
    await waitFor(() => expect(sent).toHaveFocus())
    expect(sent).toHaveTextContent('until then you sign in with ann@example.com.')
    unmount()
    expect(await signsIn('ann@example.com')).toBe(true)

    const link = linkMailedTo('ann.new@example.com')
    expect(link).toMatch(/^\/reset-password\?mode=verifyAndChangeEmail&oobCode=[\w-]+$/)
    const page = await renderApp(link!)
    await screen.findByRole('heading', { level: 1, name: 'Confirm your new email' }, { timeout: 3000 })
    expect(
      await screen.findByText('The account that signs in as ann@example.com will sign in as ann.new@example.com.', {}, { timeout: 3000 }),
    ).toBeInTheDocument()
    await page.user.click(screen.getByRole('button', { name: 'Confirm the new email' }))
    const done = (await screen.findByText(/^Your email is now ann\.new@example\.com\./, {}, { timeout: 3000 })).closest('[role="status"]') as HTMLElement
    // The outcome takes the focus in the effect after it shows.
    await waitFor(() => expect(done).toHaveFocus())
    expect(within(done).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin')
    // This browser's session ended with the change.
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('SIGN IN'), { timeout: 3000 })
    page.unmount()
    expect(await signsIn('ann.new@example.com')).toBe(true)
    expect(await signsIn('ann@example.com')).toBe(false)
    expect(profileEmail(localId)).toBe('ann@example.com')

    // Signed in with the new email, the account page brings the profile's email in step.
    await signInBeforeRender('ann.new@example.com', ANN.password)
    await renderApp('/account')
    await waitFor(() => expect(profileEmail(localId)).toBe('ann.new@example.com'), { timeout: 3000 })
  })

  it('says when another account has the address, where Auth tells it', async () => {
    expectConsoleError(/^email change failed .*auth\/email-already-in-use/)
    mockSettings.emailEnumerationProtection = false
    await createMockAccount({ email: 'bob@example.com', password: 'secret123' })
    await annSignedIn()
    const { user } = await renderApp('/account')
    const form = await screen.findByRole('form', { name: 'Change your email' }, { timeout: 3000 })
    await user.type(within(form).getByLabelText('New email'), 'bob@example.com')
    await user.type(within(form).getByLabelText('Current password'), ANN.password)
    await user.click(within(form).getByRole('button', { name: 'Change email' }))
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'Another account already uses this email.')).toBe(true), {
      timeout: 3000,
    })
  })
})

describe('deleting the account', () => {
  it('asks for the password and a confirmation, then deletes the account and profile, keeps the orders, and signs out', async () => {
    expectConsoleError(/^account deletion failed .*auth\/invalid-credential/)
    const { localId, idToken } = await annSignedIn()
    const { orderId } = await startCheckout([tent()], { email: ANN.email }, idToken)
    const { user, history } = await renderApp('/account')
    const danger = await screen.findByRole('region', { name: 'Delete your account' }, { timeout: 3000 })
    expect(danger).toHaveTextContent('it cannot be undone')
    expect(danger).toHaveTextContent('We keep the orders you placed')
    const form = within(danger).getByRole('form', { name: 'Delete your account' })
    const confirm = within(form).getByRole('checkbox', { name: /^I understand that my account and profile are deleted for good/ })
    expect(confirm).toBeRequired()
    await user.type(within(form).getByLabelText('Your password'), 'not-my-password')
    await user.click(confirm)
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(within(danger).getByRole('alert')).toHaveTextContent('Your password is not right.'), { timeout: 3000 })
    expect(mockState().accounts[localId]).toBeDefined()

    await user.clear(within(form).getByLabelText('Your password'))
    await user.type(within(form).getByLabelText('Your password'), ANN.password)
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }))
    await screen.findByRole('heading', { level: 1, name: 'Your account is deleted' }, { timeout: 5000 })
    expect(history.location.pathname).toBe('/account-deleted')
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('SIGN IN'), { timeout: 3000 })
    expect(mockState().accounts[localId]).toBeUndefined()
    expect(mockState().documents[`users/${localId}`]).toBeUndefined()
    expect(readOrder(orderId)).toMatchObject({ uid: null, email: ANN.email, accountDeletedAt: expect.any(String) })
    expect(await signsIn(ANN.email)).toBe(false)
  })
})
