// The owner's back office on the real route tree and the demo's mock backend: who may see it, the orders to ship
// first, search and paging, and an order worked through its life: shipped (the shopper sees it), delivered,
// withdrawn by the shopper, returned and refunded, with the units back on sale.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { ownerIdToken } from '../support/id-tokens'
import { createMockAccount } from '../support/mock-accounts'
import { api, payPage, shippingChoice, shirt, startCheckout, stockLeft, tent } from '../support/shop-api'
import { formatCents } from '../../src/lib/money'
import { refundPromise } from '../../src/lib/orders/withdrawal'
import { renderApp, signInBeforeRender } from './harness'
import { ann } from './signin-page'

async function paidOrder(lines = [tent()], email = 'guest@example.com') {
  const order = await startCheckout(lines, { email })
  await payPage(order.sessionId, 'pay')
  return order
}

const asOwner = () => signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
const rows = async () => within(await screen.findByRole('list', { name: 'Orders' }, { timeout: 3000 })).getAllByRole('listitem')

describe('/admin', () => {
  it('sends a visitor to sign in, and tells a shopper without the owner claim that the page does not exist', async () => {
    const visitor = await renderApp('/admin')
    await waitFor(() => expect(visitor.history.location.pathname).toBe('/signin'))
    visitor.unmount()
    await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    await renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument()
  })

  it('lists the paid orders to ship, newest first; finds one by number or email; pages on', async () => {
    const first = await paidOrder()
    const second = await paidOrder([tent()], 'ann@example.com')
    await startCheckout([tent()])
    await asOwner()
    const { user } = await renderApp('/admin')
    const listed = await rows()
    expect(listed.map((row) => within(row).getByRole('link').textContent)).toEqual([`Order ${second.orderId}`, `Order ${first.orderId}`])
    expect(listed[0]).toHaveTextContent('ann@example.com')
    expect(listed[0]).toHaveTextContent('$289')
    expect(listed[0]).toHaveTextContent('Paid')

    await user.type(screen.getByRole('searchbox', { name: 'Order number, email or name' }), first.orderId)
    await user.click(screen.getByRole('button', { name: 'Show orders' }))
    await waitFor(async () => expect((await rows()).map((row) => within(row).getByRole('link').textContent)).toEqual([`Order ${first.orderId}`]))

    await user.clear(screen.getByRole('searchbox', { name: 'Order number, email or name' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all')
    await user.click(screen.getByRole('button', { name: 'Show orders' }))
    await waitFor(async () => expect(await rows()).toHaveLength(3))
  })

  it('finds orders by the buyer’s name, first or last, case and accents aside, newest first', async () => {
    const byName = async (name: string, email: string) => {
      const order = await startCheckout([tent()], { email })
      await payPage(order.sessionId, 'pay', { ...shippingChoice, shippingAddress: { ...shippingChoice.shippingAddress, name } })
      return order
    }
    const jose = await byName('José Lee', 'jose@example.com')
    const ann = await byName('Ann Lee', 'ann@example.com')
    await byName('Bo Mann', 'bo@example.com')
    await asOwner()
    const numbers = async () => (await rows()).map((row) => within(row).getByRole('link').textContent)
    const { unmount } = await renderApp('/admin?q=LEE')
    await waitFor(async () => expect(await numbers()).toEqual([`Order ${ann.orderId}`, `Order ${jose.orderId}`]))
    expect(screen.getByRole('heading', { level: 2, name: 'Orders for “LEE”' })).toBeInTheDocument()
    unmount()
    const { unmount: again } = await renderApp(`/admin?q=${encodeURIComponent('jose l')}`)
    await waitFor(async () => expect(await numbers()).toEqual([`Order ${jose.orderId}`]))
    again()
    // 'ann' begins no word of 'Bo Mann': only Ann Lee's order.
    await renderApp('/admin?q=ann')
    await waitFor(async () => expect(await numbers()).toEqual([`Order ${ann.orderId}`]))
  })

  it('marks a parcel paid to go express in the list, and names the rate on the order', async () => {
    const express = await startCheckout([tent()], { email: 'quick@example.com' })
    await payPage(express.sessionId, 'pay', { ...shippingChoice, shippingRateId: 'express' })
    const standard = await paidOrder()
    await asOwner()
    const { unmount } = await renderApp('/admin')
    const [first, second] = await rows()
    expect(within(first!).getByRole('link')).toHaveTextContent(`Order ${standard.orderId}`)
    expect(first).not.toHaveTextContent('Express')
    expect(second).toHaveTextContent('Express')
    unmount()
    await renderApp(`/admin/orders/${express.orderId}`)
    expect((await screen.findByText('Delivery', { selector: 'dt' }, { timeout: 3000 })).nextElementSibling).toHaveTextContent('Express, 1–2 business days')
  })

  it('says an order that does not exist is not found, and a search for one finds nothing', async () => {
    await asOwner()
    const { unmount } = await renderApp('/admin/orders/NOSUCHORDR')
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 3000 })).toBeInTheDocument()
    unmount()
    await renderApp('/admin?q=__x__')
    expect(await screen.findByText('No orders.', {}, { timeout: 3000 })).toBeInTheDocument()
  })

  it('pages 25 orders at a time with a cursor', async () => {
    for (let n = 0; n < 27; n++) await paidOrder()
    await asOwner()
    const { user } = await renderApp('/admin')
    expect(await rows()).toHaveLength(25)
    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(async () => expect(await rows()).toHaveLength(2))
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'First page' })).toBeInTheDocument()
  })

  it('works an order through its life: shipped, delivered, withdrawn, returned and refunded, units back on sale', async () => {
    const order = await paidOrder([shirt('M', 'navy')])
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    await asOwner()
    const { user, unmount } = await renderApp(`/admin/orders/${order.orderId}`)
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderId}` }, { timeout: 3000 })
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Carrier' }), 'An Post')
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'CX123456789IE')
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }))
    // The form went with the move: the outcome has the focus, not the page.
    const shipped = await screen.findByText('Marked shipped.')
    await waitFor(() => expect(shipped).toHaveFocus())
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Shipped')
    expect(screen.getByText('Tracking number', { selector: 'dt' }).nextElementSibling).toHaveTextContent('CX123456789IE')
    expect(within(screen.getByRole('region', { name: 'History' })).getByRole('listitem')).toHaveTextContent(`Marked shipped by ${DEMO_OWNER_EMAIL}`)
    // The shopper's own page says so.
    expect((await api(`/orders/${order.orderId}`, { token: order.token })).json.order).toMatchObject({
      status: 'shipped',
      shipment: { trackingNumber: 'CX123456789IE' },
    })

    await user.click(screen.getByRole('button', { name: 'Mark delivered' }))
    const delivered = await screen.findByText('Marked delivered.')
    await waitFor(() => expect(delivered).toHaveFocus())
    expect((await api(`/orders/${order.orderId}/withdraw`, { body: { token: order.token } })).json.order.status).toBe('withdrawn')
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    // The owner opens the order again once the parcel is back.
    unmount()
    const again = await renderApp(`/admin/orders/${order.orderId}`)
    const form = await screen.findByRole('form', { name: 'Record return' }, { timeout: 3000 })
    // Nothing counted yet: the form asks for the units, and nothing moves.
    await again.user.click(within(form).getByRole('button', { name: 'Record return' }))
    expect(within(form).getByRole('alert')).toHaveTextContent('Give the units that came back: at least one.')
    await again.user.type(within(form).getByRole('spinbutton', { name: /^Classic Crew Neck T-Shirt \(size M, Navy\): units back/ }), '1')
    const total = (await api(`/orders/${order.orderId}`, { token: order.token })).json.order.totalCents as number
    expect(within(form).getByText(`Will refund ${formatCents(total)} for 1 × Classic Crew Neck T-Shirt (size M, Navy) back, all on sale.`)).toBeInTheDocument()
    await again.user.click(within(form).getByRole('button', { name: 'Record return' }))
    // One press moves no money: it asks again, naming the amount.
    expect(within(form).getByText(`Record the return and refund ${formatCents(total)} now? No money has moved yet.`)).toBeInTheDocument()
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    await again.user.click(within(form).getByRole('button', { name: `Yes, refund ${formatCents(total)}` }))
    expect(await screen.findByText(`The return is recorded; ${formatCents(total)} went back to the shopper.`)).toBeInTheDocument()
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Refunded')
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(screen.queryByRole('form', { name: 'Record return' })).not.toBeInTheDocument()
  })

  it('records a return with a damaged unit kept off sale and the return label taken off the refund', async () => {
    const order = await paidOrder([shirt('M', 'navy', 2)])
    await asOwner()
    await api(`/admin/orders/${order.orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: 'JJD1' }, idToken: ownerIdToken('boss') })
    await api(`/orders/${order.orderId}/withdraw`, { body: { token: order.token } })
    const total = (await api(`/orders/${order.orderId}`, { token: order.token })).json.order.totalCents as number
    const { user } = await renderApp(`/admin/orders/${order.orderId}`)
    const form = await screen.findByRole('form', { name: 'Record return' }, { timeout: 3000 })
    await user.type(within(form).getByRole('spinbutton', { name: /: units back \(2 sent\)$/ }), '2')
    await user.type(within(form).getByRole('spinbutton', { name: /: of those, damaged \(kept off sale\)$/ }), '1')
    await user.click(within(form).getByRole('checkbox', { name: 'The shopper used our return label: take its $6.95 off the refund' }))
    const refund = formatCents(total - 695)
    expect(
      within(form).getByText(`Will refund ${refund} for 2 × Classic Crew Neck T-Shirt (size M, Navy) back, 1 on sale, less $6.95 for the return label.`),
    ).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Record return' }))
    await user.click(within(form).getByRole('button', { name: `Yes, refund ${refund}` }))
    expect(await screen.findByText(`The return is recorded; ${refund} went back to the shopper.`)).toBeInTheDocument()
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Returned')
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    // The shopper's page names the deduction.
    expect(refundPromise((await api(`/orders/${order.orderId}`, { token: order.token })).json.order)).toBe(
      `Your items are back with us: we refunded ${refund} to your original means of payment. As our returns page says, the return label’s $6.95 is taken off your refund.`,
    )
  })

  it('refunds a withdrawal of shipped goods on the proof of dispatch the owner records, keeping Record return for the parcel', async () => {
    const order = await paidOrder([shirt('M', 'navy')])
    await asOwner()
    await api(`/admin/orders/${order.orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: 'JJD1' }, idToken: ownerIdToken('boss') })
    expect((await api(`/orders/${order.orderId}/withdraw`, { body: { token: order.token } })).json.order.status).toBe('withdrawn')
    const { user } = await renderApp(`/admin/orders/${order.orderId}`)
    const form = await screen.findByRole('form', { name: 'Record proof of dispatch' }, { timeout: 3000 })
    await user.type(within(form).getByRole('textbox', { name: 'Return parcel’s tracking number or receipt' }), 'DHL return JJD0099')
    await user.click(within(form).getByRole('button', { name: 'Record proof of dispatch' }))
    expect(await screen.findByText('The proof of dispatch is recorded; the refund went out.')).toBeInTheDocument()
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Refunded')
    expect(screen.queryByRole('form', { name: 'Record proof of dispatch' })).not.toBeInTheDocument()
    // The parcel is still on its way: its units come back with Record return.
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
    expect(screen.getByRole('button', { name: 'Record return' })).toBeInTheDocument()
  })

  it('refunds part of an order: the refunded amount shows and the order stays paid', async () => {
    const order = await paidOrder([shirt('M', 'navy')])
    await asOwner()
    const { user } = await renderApp(`/admin/orders/${order.orderId}`)
    await user.type(await screen.findByRole('textbox', { name: /^Amount in dollars/ }, { timeout: 3000 }), '10')
    await user.click(screen.getByRole('button', { name: 'Refund' }))
    await user.click(screen.getByRole('button', { name: 'Yes, refund $10' }))
    expect(await screen.findByText('Refunded.')).toBeInTheDocument()
    expect(screen.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$10')
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Paid')
  })

  it('exports the paid orders of a date range as CSV for the accountant, and says how many checkouts never paid it leaves out', async () => {
    const order = await paidOrder([shirt('M', 'navy')], 'ann@example.com')
    const unpaid = await startCheckout([tent()], { email: 'bo@example.com' })
    await asOwner()
    const files: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:orders'))
    const { user } = await renderApp('/admin')
    const today = new Date().toISOString().slice(0, 10)
    await user.type(await screen.findByLabelText('First day (UTC)', {}, { timeout: 3000 }), today)
    await user.type(screen.getByLabelText('Last day (UTC)'), today)
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const link = await screen.findByRole('link', { name: `Download orders-${today}-to-${today}.csv` })
    expect(link).toHaveAttribute('href', 'blob:orders')
    expect(link.closest('p')).toHaveTextContent(/^1 paid order in those days; 1 checkout never paid left out \(no sale\)\./)
    const csv = await files[0]!.text()
    expect(csv).not.toContain(unpaid.orderId)
    expect(csv.split('\r\n')[1]).toMatch(
      new RegExp(`^${order.orderId},.*,paid,ann@example\\.com,Ann Lee,IE,24\\.99,,0\\.00,4\\.95,0\\.00,29\\.94,0\\.00,0\\.00,USD$`),
    )
  })
})
