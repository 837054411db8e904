// The signed-in shopper's account: a visitor is sent to sign in and comes back; the order history lists their own
// orders, newest first; their order page (and another account's order, not found); withdrawal without a token; and
// an order document that does not fit, or a history that cannot be read, never takes the page down.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { encodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { refuseListenTargets } from '../../mocks/firestore/listen'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { createMockAccount } from '../support/mock-accounts'
import { payPage, startCheckout, tent } from '../support/shop-api'
import { expectConsoleError } from '../setup/dom'
import { renderApp, signInBeforeRender } from './harness'
import { ann, signIn } from './signin-page'

const bob = { email: 'bob@example.com', password: 'secret456', displayName: 'Bob Buyer' }

/** A paid order (the tent, $289 + shipping) placed by the account whose ID token is given. */
async function paidOrder(idToken: string) {
  const order = await startCheckout([tent()], {}, idToken)
  await payPage(order.sessionId, 'pay')
  return order
}

async function signedInAs(account: typeof ann) {
  const created = await createMockAccount(account)
  await signInBeforeRender(account.email, account.password)
  return created
}

const accountHeading = () => screen.findByRole('heading', { level: 1, name: 'ACCOUNT' }, { timeout: 3000 })

describe('/account', () => {
  it('sends a visitor to sign in, and back to the account after signing in', async () => {
    await createMockAccount(ann)
    const { user, history } = await renderApp('/account')
    await waitFor(() => expect(history.location.pathname).toBe('/signin'))
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/account')
    expect(screen.queryByRole('heading', { name: 'ACCOUNT' })).not.toBeInTheDocument()
    await signIn(user, ann.email, ann.password)
    await accountHeading()
    expect(history.location.pathname).toBe('/account')
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent(ann.email)
  })

  it('tells a shopper nothing of a back office', async () => {
    const { localId } = await signedInAs(ann)
    const { queryClient } = await renderApp('/account')
    await accountHeading()
    // Once the account's claims have been read.
    await waitFor(() => expect(queryClient.getQueryState(['back-office-role', localId])?.status).toBe('success'))
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument()
  })

  it('links an owner to the back office', async () => {
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { user, router } = await renderApp('/account')
    await accountHeading()
    await user.click(await screen.findByRole('link', { name: 'Back office' }, { timeout: 3000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
  })

  it('lists the shopper’s orders newest first, with number, date, status and total, and not another account’s', async () => {
    const { idToken: bobToken } = await createMockAccount(bob)
    const { idToken } = await signedInAs(ann)
    const first = await paidOrder(idToken)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await startCheckout([tent(2)], {}, idToken)
    const bobs = await paidOrder(bobToken)
    await startCheckout([tent()])

    await renderApp('/account')
    await accountHeading()
    const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link', { name: /^Order / }).textContent)).toEqual([`Order ${second.orderId}`, `Order ${first.orderId}`])
    expect(within(rows[1]!).getByRole('link', { name: /^Order / })).toHaveAttribute('href', `/account/orders/${first.orderId}`)
    // A paid order's invoice opens from its row; an unpaid one has none yet.
    expect(within(rows[1]!).getByRole('link', { name: /^Invoice \d{4}-\d{6}$/ })).toHaveAttribute('href', `/account/orders/${first.orderId}/invoice`)
    expect(within(rows[0]!).queryByRole('link', { name: /^Invoice/ })).not.toBeInTheDocument()
    expect(rows[1]).toHaveTextContent(/Paid/)
    expect(rows[1]).toHaveTextContent('$289')
    expect(rows[1]!.querySelector('time')).toHaveTextContent(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
    expect(rows[0]).toHaveTextContent('Waiting for payment')
    expect(rows[0]).toHaveTextContent('$578')
    expect(screen.queryByText(`Order ${bobs.orderId}`)).not.toBeInTheDocument()
  })

  it('adds the guest orders this browser placed with the same email once the shopper signs in', async () => {
    await createMockAccount(ann)
    const own = await startCheckout([tent()], { email: ann.email.toUpperCase() })
    const otherEmail = await startCheckout([tent()], { email: 'someone@example.com' })
    for (const order of [own, otherEmail]) {
      await payPage(order.sessionId, 'pay')
      const success = `/checkout/success?${new URLSearchParams({ session_id: order.sessionId, order: order.orderId, token: order.token })}`
      const { unmount } = await renderApp(success)
      await screen.findByRole('link', { name: 'View your order' }, { timeout: 3000 })
      unmount()
    }

    const { user } = await renderApp('/account')
    await signIn(user, ann.email, ann.password)
    await accountHeading()
    const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link', { name: /^Order / }).textContent)).toEqual([`Order ${own.orderId}`])
    expect(rows[0]).toHaveTextContent(/Paid/)
  })

  it('leaves the account on signing out, and forgets its orders', async () => {
    const { localId, idToken } = await signedInAs(ann)
    const order = await paidOrder(idToken)
    const { user, history, queryClient } = await renderApp('/account')
    await screen.findByRole('link', { name: `Order ${order.orderId}` })
    await user.click(screen.getByRole('button', { name: 'SIGN OUT' }))
    await waitFor(() => expect(history.location.pathname).toBe('/signin'))
    expect(screen.queryByRole('link', { name: `Order ${order.orderId}` })).not.toBeInTheDocument()
    expect(queryClient.getQueryData(['users', localId, 'orders'])).toBeUndefined()
  })

  it('sends a visitor who opens an account order page to sign in, and back to that order', async () => {
    await createMockAccount(ann)
    const { history } = await renderApp('/account/orders/abc123')
    await waitFor(() => expect(history.location.pathname).toBe('/signin'))
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/account/orders/abc123')
  })

  it('says so, with a way to the shop, when there are no orders', async () => {
    await signedInAs(ann)
    await renderApp('/account')
    await accountHeading()
    expect(await screen.findByText(/^You have not ordered anything yet\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop')
  })

  it('leaves out an order document that does not fit, and shows the rest', async () => {
    const { localId, idToken } = await signedInAs(ann)
    const good = await paidOrder(idToken)
    mockState().documents['orders/broken'] = {
      fields: encodeFields({ uid: localId, status: 'lost-in-space', totalCents: 'lots', createdAt: new Date() }),
      createTime: '2026-01-01T00:00:00.000000Z',
      updateTime: '2026-01-01T00:00:00.000000Z',
    }
    await renderApp('/account')
    await accountHeading()
    const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link', { name: /^Order / }).textContent)).toEqual([`Order ${good.orderId}`])
    expect(screen.getByText(/^One order could not be shown here\./)).toBeInTheDocument()
  })

  it('says the history could not be loaded, and loads it on retry', async () => {
    const { idToken } = await signedInAs(ann)
    const order = await paidOrder(idToken)
    const restore = refuseListenTargets()
    const { user } = await renderApp('/account')
    await accountHeading()
    // The orders' own alert: the page has the password form's too.
    expect((await screen.findByText(/^We could not load your orders\./)).closest('[role="alert"]')).toBeInTheDocument()
    restore()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const row = await screen.findByRole('link', { name: `Order ${order.orderId}` })
    await waitFor(() => expect(row.closest('[tabindex="-1"]')).toHaveFocus())
  })
})

describe('the header', () => {
  it('offers ACCOUNT to a signed-in shopper beside SIGN OUT, and not to a visitor', async () => {
    const { unmount } = await renderApp('/')
    expect(screen.getByRole('link', { name: 'SIGN IN' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'ACCOUNT' })).not.toBeInTheDocument()
    unmount()

    await signedInAs(ann)
    const { user } = await renderApp('/')
    await screen.findByRole('button', { name: 'SIGN OUT' }, { timeout: 3000 })
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'ACCOUNT' }))
    await accountHeading()
  })
})

describe('/account/orders/$orderId', () => {
  it('shows the shopper’s own order from the history, and withdraws it without asking who they are', async () => {
    const { idToken } = await signedInAs(ann)
    const order = await paidOrder(idToken)
    const { user } = await renderApp('/account')
    await user.click(await screen.findByRole('link', { name: `Order ${order.orderId}` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.orderId}` })).toBeInTheDocument()
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Paid')
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/account')

    await user.click(screen.getByRole('button', { name: 'Withdraw from contract here' }))
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByText(/^We received your withdrawal on /)).toBeInTheDocument()
    // Not shipped yet: the money goes back at once.
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Refunded')
    expect(screen.queryByLabelText(/email/i)).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Back to your account' }))
    const row = (await screen.findByRole('link', { name: `Order ${order.orderId}` })).closest('li')!
    await waitFor(() => expect(row).toHaveTextContent('Refunded'))
  })

  it('says an order document that does not fit could not be loaded, without crashing', async () => {
    const { localId } = await signedInAs(ann)
    mockState().documents['orders/broken'] = {
      fields: encodeFields({ uid: localId, status: 'paid', totalCents: 100, createdAt: new Date() }),
      createTime: '2026-01-01T00:00:00.000000Z',
      updateTime: '2026-01-01T00:00:00.000000Z',
    }
    // The shop's /api logs the document it cannot read, as the function does, and answers that it could not.
    expectConsoleError(/orders\/broken is not an order the shop can read/)
    await renderApp('/account/orders/broken')
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this order' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to your account' })).toBeInTheDocument()
  })

  it('shows another account’s order as not found', async () => {
    const { idToken: bobToken } = await createMockAccount(bob)
    const bobs = await paidOrder(bobToken)
    await signedInAs(ann)
    await renderApp(`/account/orders/${bobs.orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByText('Paid')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to your account' })).toBeInTheDocument()
  })
})
