// The owners' staff list on the real route tree and the demo's mock backend: the demo's staff member listed, an account
// added by its email and removed after a second step, each outcome said in a live region with the focus on it; an
// email no account uses and an owner's are refused with the server's sentence; staff are told the page is the owners'.
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { server } from '../../mocks/node'
import { createMockAccount } from '../support/mock-accounts'
import { renderApp, signInBeforeRender } from './harness'

/** The staff listed from the start: the demo's, and the one the tests act as (tests/support/mock-state.ts). */
const TEAM = ['sam@example.com', DEMO_STAFF_EMAIL]
const staffList = () => screen.getByRole('list', { name: 'Staff' })
const emailsListed = () =>
  within(staffList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

async function openAsOwner() {
  await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  const rendered = await renderApp('/admin')
  const nav = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 3000 })
  await rendered.user.click(within(nav).getByRole('link', { name: 'Staff' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Staff' }, { timeout: 3000 })).toBeInTheDocument()
  return rendered
}

describe('/admin/staff', () => {
  it('lists the staff; the owner adds an account by its email and removes it after confirming, by keyboard', async () => {
    await createMockAccount({ email: 'pat@example.com', password: 'secret123' })
    const { user } = await openAsOwner()
    expect(emailsListed()).toEqual(TEAM)
    expect(within(staffList()).getAllByText('Added 1 January 2025 from the command line')).toHaveLength(2)

    await user.click(screen.getByRole('textbox', { name: 'Email' }))
    await user.keyboard('pat@example.com{Enter}')
    const added = await screen.findByText('pat@example.com is now staff. They see the back office once they sign in again.')
    expect(added).toHaveAttribute('role', 'status')
    await waitFor(() => expect(added).toHaveFocus())
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    expect(emailsListed()).toEqual(['pat@example.com', ...TEAM])
    expect(within(staffList()).getByText(new RegExp(`by ${DEMO_OWNER_EMAIL}$`))).toBeInTheDocument()

    const remove = within(staffList()).getByRole('button', { name: 'Remove pat@example.com' })
    remove.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, remove' })).toHaveFocus())
    await user.keyboard('{Tab}{Enter}')
    await waitFor(() => expect(within(staffList()).getByRole('button', { name: 'Remove pat@example.com' })).toHaveFocus())
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    const removed = await screen.findByText('pat@example.com is no longer staff. Their sessions have ended; they must sign in again.')
    await waitFor(() => expect(removed).toHaveFocus())
    expect(emailsListed()).toEqual(TEAM)
  })

  it('says why an email cannot be added: no account uses it, or it is an owner’s; the alert takes the focus', async () => {
    const { user } = await openAsOwner()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Add staff member' }))
    const refused = await screen.findByRole('alert')
    expect(refused).toHaveTextContent('No account uses this email; ask them to sign up first.')
    await waitFor(() => expect(refused).toHaveFocus())
    await user.clear(screen.getByRole('textbox', { name: 'Email' }))
    await user.type(screen.getByRole('textbox', { name: 'Email' }), DEMO_OWNER_EMAIL)
    await user.click(screen.getByRole('button', { name: 'Add staff member' }))
    expect(await screen.findByText(/^This account is an owner of the shop\./)).toBeInTheDocument()
    expect(emailsListed()).toEqual(TEAM)
  })

  it('says so when the shop cannot answer a removal, and keeps the member listed', async () => {
    const { user } = await openAsOwner()
    server.use(
      http.post('*/api/admin/staff/:uid/remove', () =>
        HttpResponse.json({ error: { code: 'unavailable', message: 'The shop could not answer just now.' } }, { status: 503 }),
      ),
    )
    await user.click(within(staffList()).getByRole('button', { name: `Remove ${DEMO_STAFF_EMAIL}` }))
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not answer just now.')
    expect(emailsListed()).toEqual(TEAM)
  })

  it('tells staff the page is the owners’, reads nothing for them, and offers them no link to it', async () => {
    await signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    await renderApp('/admin/staff')
    expect(await screen.findByText('This page is for the shop’s owners. As staff, you work on the orders:', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Staff' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument()
  })
})
