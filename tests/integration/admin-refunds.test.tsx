// The back office's Refund form on the real route tree and the demo's mock backend: chosen lines, so many units,
// said before the press, with or without the units back on sale; more than is left is refused with a sentence.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { api, newAttemptId, payPage, shirt, startCheckout, stockLeft } from '../support/shop-api'
import { ownerIdToken } from '../support/id-tokens'
import { readOrder, saveOrder } from '../support/demo-orders'
import { recordRefundFailure } from '../../src/lib/orders/refund'
import { renderApp, signInBeforeRender } from './harness'

async function paidOrder() {
  const order = await startCheckout([shirt('M', 'navy', 2), shirt('XL', 'coral')])
  await payPage(order.sessionId, 'pay')
  return order
}

async function openOrder(orderId: string) {
  await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
  const rendered = await renderApp(`/admin/orders/${orderId}`)
  await screen.findByRole('heading', { level: 1, name: `Order ${orderId}` }, { timeout: 3000 })
  return rendered
}

const refundForm = () => screen.getByRole('form', { name: 'Refund' })
/** Refund, then the confirmation that names the amount: no money moves on the first press. */
async function pressRefund(user: { click: (element: Element) => Promise<void> }, amount: string) {
  await user.click(within(refundForm()).getByRole('button', { name: 'Refund' }))
  await user.click(within(refundForm()).getByRole('button', { name: `Yes, refund ${amount}` }))
}

describe('a refund that failed at the provider', () => {
  it('is the first thing on the order’s page, its status is not "Refunded", and what is owed can be refunded again', async () => {
    const order = await paidOrder()
    const refunded = await api(`/admin/orders/${order.orderId}/refund`, { body: { attemptId: newAttemptId() }, idToken: ownerIdToken('boss') })
    expect(refunded.json.order.status).toBe('refunded')
    // As the functions record the provider's refund.updated with status failed.
    const stored = readOrder(order.orderId)!
    const [refund] = stored.refunds!
    await saveOrder(
      recordRefundFailure(stored, { refundId: refund!.id, amountCents: refund!.amountCents, at: refund!.at, reason: 'expired_or_canceled_card' })!,
      stored,
    )
    await openOrder(order.orderId)
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The refund of \$79\.92 on .* failed at the payment provider \(expired_or_canceled_card\): no money went back\./,
    )
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Refund failed: being seen to')
    // What is owed can be refunded again.
    expect(refundForm()).toBeInTheDocument()
  })

  it('heads the back office’s order list, above the orders to ship, until a refund goes out', async () => {
    const order = await paidOrder()
    const other = await startCheckout([shirt('M', 'navy')])
    await payPage(other.sessionId, 'pay')
    await api(`/admin/orders/${order.orderId}/refund`, { body: { attemptId: newAttemptId(), amountCents: 1000 }, idToken: ownerIdToken('boss') })
    const stored = readOrder(order.orderId)!
    const [refund] = stored.refunds!
    await saveOrder(recordRefundFailure(stored, { refundId: refund!.id, amountCents: refund!.amountCents, at: refund!.at, reason: null })!, stored)
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { unmount } = await renderApp('/admin')
    const attention = await screen.findByRole('list', { name: 'Orders that need attention' }, { timeout: 3000 })
    expect(within(attention).getAllByRole('listitem')).toHaveLength(1)
    expect(within(attention).getByRole('listitem')).toHaveTextContent(`Order ${order.orderId}Refund failed: refund again`)
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Needs attention')
    expect(within(screen.getByRole('list', { name: 'Orders' })).getByText(`Order ${other.orderId}`)).toBeInTheDocument()
    unmount()
    // Refunded again: the list no longer shows it, nor its heading.
    expect(
      (await api(`/admin/orders/${order.orderId}/refund`, { body: { attemptId: newAttemptId(), amountCents: 1000 }, idToken: ownerIdToken('boss') })).status,
    ).toBe(200)
    await renderApp('/admin')
    await screen.findByRole('list', { name: 'Orders' }, { timeout: 3000 })
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).not.toBeInTheDocument()
  })
})

describe('refunding chosen lines from /admin', () => {
  it('says what will be refunded before the press, refunds it, puts the unit back on sale and writes the history', async () => {
    const order = await paidOrder()
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)
    const { user } = await openOrder(order.orderId)
    await user.click(within(refundForm()).getByRole('radio', { name: 'Chosen lines' }))
    expect(within(refundForm()).getByText('Choose how many units of each line to refund.')).toBeInTheDocument()
    const shirts = within(refundForm()).getByRole('spinbutton', { name: 'Classic Crew Neck T-Shirt (size M, Navy): units to refund (2 left, $24.99 each)' })
    await user.type(shirts, '1')
    expect(within(refundForm()).getByRole('checkbox', { name: 'Put the units back on sale' })).toBeChecked()
    expect(
      within(refundForm()).getByText('Will refund $24.99 for 1 × Classic Crew Neck T-Shirt (size M, Navy); the units go back on sale.'),
    ).toBeInTheDocument()
    await user.click(within(refundForm()).getByRole('button', { name: 'Refund' }))
    // One press moves no money: it asks again, naming the amount, with the focus on the answer that sends it.
    expect(within(refundForm()).getByText('Refund $24.99 now? No money has moved yet.')).toBeInTheDocument()
    await waitFor(() => expect(within(refundForm()).getByRole('button', { name: 'Yes, refund $24.99' })).toHaveFocus())
    expect(readOrder(order.orderId)!.refunds ?? []).toEqual([])
    await user.click(within(refundForm()).getByRole('button', { name: 'Yes, refund $24.99' }))
    expect(await screen.findByText('Refunded $24.99.')).toBeInTheDocument()
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    // The page follows the order live: it settles on the order as saved.
    await waitFor(() => expect(screen.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$24.99'))
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'History' })).getByRole('listitem')).toHaveTextContent(
        `Refunded $24.99 for 1 × Classic Crew Neck T-Shirt (size M, Navy); units back on sale by ${DEMO_OWNER_EMAIL}`,
      ),
    )
    // Only the unit not yet refunded is offered now.
    expect(within(refundForm()).getByRole('spinbutton', { name: /^Classic Crew Neck T-Shirt \(size M, Navy\): units to refund \(1 left/ })).toHaveValue(null)
  })

  it('without putting the units back, the stock stays; a line another owner refunds meanwhile leaves the form as the page follows the order', async () => {
    const order = await paidOrder()
    const { user } = await openOrder(order.orderId)
    await user.click(within(refundForm()).getByRole('radio', { name: 'Chosen lines' }))
    await user.type(within(refundForm()).getByRole('spinbutton', { name: /^Classic Crew Neck T-Shirt \(size XL, Coral\)/ }), '1')
    await user.click(within(refundForm()).getByRole('checkbox', { name: 'Put the units back on sale' }))
    expect(within(refundForm()).getByText(/; the units are not put back on sale\.$/)).toBeInTheDocument()
    // Another owner refunds both navy shirts while this page is open: the page shows it without a reload, and what
    // this owner chose stays chosen.
    const other = { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 2 }], restock: true }
    expect((await api(`/admin/orders/${order.orderId}/refund`, { body: other, idToken: ownerIdToken('other', 'other@example.com') })).status).toBe(200)
    await waitFor(() => expect(within(refundForm()).queryByRole('spinbutton', { name: /size M, Navy/ })).not.toBeInTheDocument(), { timeout: 2000 })
    expect(screen.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$49.98')
    expect(within(refundForm()).getByText(/^Will refund \$24\.99 for 1 × Classic Crew Neck T-Shirt \(size XL, Coral\); the units are not/)).toBeInTheDocument()
    await pressRefund(user, '$24.99')
    expect(await screen.findByText('Refunded $24.99.')).toBeInTheDocument()
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(0)
  })

  it('asks for a unit before sending anything', async () => {
    const order = await paidOrder()
    const { user } = await openOrder(order.orderId)
    await user.click(within(refundForm()).getByRole('radio', { name: 'Chosen lines' }))
    await user.click(within(refundForm()).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one unit to refund.')
  })
})

describe('the reason the shopper is given', () => {
  it('goes with a refund from the form: the back office shows it and its history, and so does the shopper’s order page', async () => {
    const order = await paidOrder()
    const { user, unmount } = await openOrder(order.orderId)
    await user.type(within(refundForm()).getByRole('textbox', { name: 'Amount in dollars (empty: all that is left, $79.92)' }), '10')
    const reason = within(refundForm()).getByRole('textbox', { name: 'Reason (the shopper sees it)' })
    expect(reason).toHaveAttribute('maxlength', '200')
    await user.type(reason, 'The parcel arrived late')
    await pressRefund(user, '$10')
    expect(await screen.findByText('Refunded.')).toBeInTheDocument()
    expect((await screen.findByText('Why $10 was refunded', { selector: 'dt' })).nextElementSibling).toHaveTextContent('The parcel arrived late')
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'History' })).getByRole('listitem')).toHaveTextContent(
        'Refunded $10. Reason given to the shopper: “The parcel arrived late”',
      ),
    )
    expect(within(refundForm()).getByRole('textbox', { name: 'Reason (the shopper sees it)' })).toHaveValue('')
    unmount()

    await renderApp(`/orders/${order.orderId}?token=${order.token}`)
    expect(await screen.findByText('Why $10 was refunded', { selector: 'dt' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('Why $10 was refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('The parcel arrived late')
  })

  it('goes with a cancellation from the Cancel form', async () => {
    const order = await startCheckout([shirt('M', 'navy')])
    const { user } = await openOrder(order.orderId)
    const cancel = screen.getByRole('form', { name: 'Cancel the order' })
    await user.type(within(cancel).getByRole('textbox', { name: 'Reason (the shopper sees it)' }), 'Address outside our delivery area')
    await user.click(within(cancel).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Cancelled.')).toBeInTheDocument()
    expect((await screen.findByText('Why the order was cancelled', { selector: 'dt' })).nextElementSibling).toHaveTextContent(
      'Address outside our delivery area',
    )
    expect(readOrder(order.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'Address outside our delivery area' })
  })
})
