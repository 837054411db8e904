// Passwords on the real route tree, the real Auth SDK and the demo's mock Auth. Forgot password: the link is mailed
// to the outbox, never saying whether an email has an account; the link sets a new password once, checked as at
// sign-up. Change password, on the account page: the current one first, then the new one.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthApiError } from '../../mocks/auth/errors'
import { signInWithPassword } from '../../mocks/auth/operations'
import { queuedMail } from '../support/demo-orders'
import { createMockAccount } from '../support/mock-accounts'
import { expectConsoleError } from '../setup/dom'
import { renderApp, signInBeforeRender } from './harness'

const ANN = { email: 'ann@example.com', password: 'old-secret-1' }

const signsIn = (password: string) =>
  signInWithPassword({ email: ANN.email, password }).then(
    () => true,
    (error: unknown) => (error instanceof AuthApiError ? false : Promise.reject(error)),
  )

/** The path and query of the reset link in the newest mail to `to`. */
function resetLinkTo(to: string): string | null {
  const mail = queuedMail()
    .filter((each) => each.to === to)
    .at(-1)
  const link = mail?.message.text.match(/https?:\/\/[^\s]+\/reset-password\?[^\s]+/)?.[0]
  return link ? new URL(link).pathname + new URL(link).search : null
}

async function askForLink(email: string) {
  const { user, unmount } = await renderApp('/signin')
  await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }, { timeout: 3000 }))
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' }, { timeout: 3000 })
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email)
  await user.click(screen.getByRole('button', { name: 'Send the link' }))
  const status = (await screen.findByText(/^If an account has the email /, {}, { timeout: 3000 })).closest('[role="status"]')!
  await waitFor(() => expect(status).toHaveFocus())
  unmount()
  return status.textContent
}

describe('forgot password', () => {
  it('mails a link that sets a new password once; the old one stops working and the new one signs in', async () => {
    // The refusals are logged as the sign-in form's are, and said to the shopper.
    expectConsoleError(/^password reset failed .*auth\/weak-password/)
    expectConsoleError(/^password reset link refused .*auth\/invalid-action-code/)
    await createMockAccount(ANN)
    const said = await askForLink(ANN.email)
    expect(said).toBe(
      'If an account has the email ann@example.com, we have sent it a link to choose a new password. The link works once, within an hour. Nothing there? Look in your spam folder, or send it again.',
    )
    const link = resetLinkTo(ANN.email)
    expect(link).toMatch(/^\/reset-password\?mode=resetPassword&oobCode=[\w-]+$/)

    const { user, unmount } = await renderApp(link!)
    expect(await screen.findByText('For the account ann@example.com.', {}, { timeout: 3000 })).toBeInTheDocument()
    // Checked as at sign-up: typed twice, and strong enough.
    await user.type(screen.getByLabelText('New password'), 'new-secret-2')
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-secret-3')
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match'))
    await user.clear(screen.getByLabelText('New password'))
    await user.clear(screen.getByLabelText('Confirm the new password'))
    await user.type(screen.getByLabelText('New password'), 'abc')
    await user.type(screen.getByLabelText('Confirm the new password'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Choose a stronger password\./))
    await user.clear(screen.getByLabelText('New password'))
    await user.clear(screen.getByLabelText('Confirm the new password'))
    await user.type(screen.getByLabelText('New password'), 'new-secret-2')
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-secret-2')
    await user.click(screen.getByRole('button', { name: 'Save the new password' }))
    const done = (await screen.findByText(/^Your password is changed\./, {}, { timeout: 3000 })).closest('[role="status"]') as HTMLElement
    await waitFor(() => expect(done).toHaveFocus())
    expect(done).toHaveTextContent('Your password is changed. Sign in with it now.')
    expect(within(done).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin')
    unmount()
    expect(await signsIn('new-secret-2')).toBe(true)
    expect(await signsIn(ANN.password)).toBe(false)

    // The link works once.
    await renderApp(link!)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link has already been used, or it is not complete. Ask for a new one.'), {
      timeout: 3000,
    })
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password')
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('says the same for an email without an account, and mails nothing', async () => {
    const said = await askForLink('nobody@example.com')
    expect(said).toBe(
      'If an account has the email nobody@example.com, we have sent it a link to choose a new password. The link works once, within an hour. Nothing there? Look in your spam folder, or send it again.',
    )
    expect(queuedMail().filter((mail) => mail.to === 'nobody@example.com')).toEqual([])
  })
})

describe('change password', () => {
  it('asks for the current password, checks the new one as at sign-up, and the new one signs in', async () => {
    expectConsoleError(/^password change failed .*auth\/invalid-credential/)
    await createMockAccount(ANN)
    await signInBeforeRender(ANN.email, ANN.password)
    const { user } = await renderApp('/account')
    const form = await screen.findByRole('form', { name: 'Change your password' }, { timeout: 3000 })
    const fill = async (current: string, next: string, again = next) => {
      for (const [label, value] of [
        ['Current password', current],
        ['New password', next],
        ['Confirm the new password', again],
      ] as const) {
        await user.clear(within(form).getByLabelText(label))
        await user.type(within(form).getByLabelText(label), value)
      }
      await user.click(within(form).getByRole('button', { name: 'Change password' }))
    }
    await fill(ANN.password, 'new-secret-2', 'new-secret-3')
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'Passwords do not match')).toBe(true))
    await fill('not-my-password', 'new-secret-2')
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'Your current password is not right.')).toBe(true))
    expect(await signsIn(ANN.password)).toBe(true)
    await fill(ANN.password, 'new-secret-2')
    const done = (await screen.findByText(/^Your password is changed\./, {}, { timeout: 3000 })).closest('[role="status"]')
    await waitFor(() => expect(done).toHaveFocus())
    expect(within(form).getByLabelText('New password')).toHaveValue('')
    expect(await signsIn('new-secret-2')).toBe(true)
    expect(await signsIn(ANN.password)).toBe(false)
  })
})
