// The back office's order page follows the order live: when the shopper withdraws through the shop's /api while an
// owner has the page open, the page shows it within 2 s without a reload, and its history says when the withdrawal
// came and by when the refund is due.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { listenedTargets } from '../../mocks/firestore/listen'
import { mockState } from '../../mocks/state'
import { refundDueAt } from '../../src/lib/orders/withdrawal'
import { shopTime } from '../../src/lib/orders/shop-time'
import { ownerIdToken } from '../support/id-tokens'
import { readOrder } from '../support/demo-orders'
import { api, payPage, shirt, startCheckout } from '../support/shop-api'
import { backendSettled, renderApp, signInBeforeRender } from './harness'
import { recordRequests } from './signin-page'

const requests = recordRequests()

describe('the back office’s order page, live', () => {
  it('shows the shopper’s withdrawal within 2 s, with its date and the refund’s due date in the history, without a reload', async () => {
    const order = await startCheckout([shirt('M', 'navy')])
    await payPage(order.sessionId, 'pay')
    const owner = { idToken: ownerIdToken('boss', 'boss@example.com') }
    expect((await api(`/admin/orders/${order.orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: 'JJD0001' }, ...owner })).status).toBe(200)

    const ownerUser = await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { queryClient } = await renderApp(`/admin/orders/${order.orderId}`)
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderId}` }, { timeout: 3000 })
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Shipped')
    await expect.poll(() => listenedTargets(), { timeout: 3000 }).toContain(`orders/${order.orderId}`)

    // The owner's own user document is read (and written on a first sign-in) after the page shows: done before counting.
    await expect.poll(() => mockState().documents[`users/${ownerUser.uid}`], { timeout: 3000 }).toBeDefined()
    await backendSettled(queryClient)
    const before = requests().length
    expect((await api(`/orders/${order.orderId}/withdraw`, { body: { token: order.token } })).status).toBe(200)
    const withdrawnAt = readOrder(order.orderId)!.withdrawnAt!
    const history = screen.getByRole('region', { name: 'History' })
    expect(await within(history).findByText(/Withdrawn by the shopper/, {}, { timeout: 2000 })).toHaveTextContent(
      `Withdrawn by the shopper; the refund is due by ${shopTime(refundDueAt({ withdrawnAt })!)} by guest@example.com`,
    )
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Withdrawn')
    // What the shop offers now follows the order: the proof of dispatch of withdrawn goods.
    expect(screen.getByRole('form', { name: 'Record proof of dispatch' })).toBeInTheDocument()
    // Pushed on the listener's channel: the page read no document again.
    expect(
      requests()
        .slice(before)
        .filter((request) => request.includes('/documents') && !request.includes('/Listen/')),
    ).toEqual([])
  })
})
