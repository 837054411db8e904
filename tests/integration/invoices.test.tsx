// Invoices in the shop's default settings (dollars, no tax stated): a paid order's page links its invoice, which
// a guest opens with the order's token and a signed-in shopper from the account's list; it names the shop's legal
// details, the lines, the shipping and the total, and states no tax. An unpaid order has none yet. A credit note
// lists the units a refund of chosen units paid back.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readOrder, saveOrder } from '../support/demo-orders'
import { createMockAccount } from '../support/mock-accounts'
import { payPage, shirt, startCheckout, tent } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

const ann = { email: 'ann@example.com', password: 'secret123', displayName: 'Ann Lee' }
const termValue = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling

describe('the invoice', () => {
  it('opens from a guest’s order page, in dollars, with no tax stated', async () => {
    const { sessionId, orderId, token } = await startCheckout([tent()])
    await payPage(sessionId, 'pay')
    const number = readOrder(orderId)!.invoice!.number
    const { user } = await renderApp(`/orders/${orderId}?token=${token}`)
    const link = await screen.findByRole('link', { name: `Invoice ${number}` })
    expect(link).toHaveAttribute('href', `/orders/${orderId}/invoice?token=${token}`)
    expect(screen.queryByText(/VAT|Tax/, { selector: 'dt' })).not.toBeInTheDocument()
    await user.click(link)

    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeInTheDocument()
    expect(termValue('Order number')).toHaveTextContent(orderId)
    expect(termValue('Subtotal')).toHaveTextContent('$289')
    expect(termValue('Shipping')).toHaveTextContent('$0')
    expect(termValue('Total')).toHaveTextContent('$289')
    expect(screen.queryByText('Discount', { selector: 'dt' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table', { name: /per rate/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: `Back to order ${orderId}` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeInTheDocument()
  })

  it('is issued once the order is paid', async () => {
    const { orderId, token } = await startCheckout([tent()])
    await renderApp(`/orders/${orderId}/invoice?token=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'No invoice yet' })).toBeInTheDocument()
    expect(screen.getByText('The invoice is issued once the order is paid.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument()
  })

  it('lists a credit note for each refund that went out, never for one that failed', async () => {
    const { sessionId, orderId, token } = await startCheckout([tent()])
    await payPage(sessionId, 'pay')
    const paid = readOrder(orderId)!
    const failed = { id: 're_1', amountCents: 5000, at: '2026-11-20T10:00:00.000Z', failedAt: '2026-11-20T11:00:00.000Z' }
    await saveOrder({ ...paid, refunds: [failed, { id: 're_2', amountCents: 5000, at: '2026-11-21T10:00:00.000Z' }] })
    const { user } = await renderApp(`/orders/${orderId}?token=${token}`)
    const number = paid.invoice!.number
    await screen.findByRole('link', { name: `Invoice ${number}` })
    expect(screen.queryByRole('link', { name: `Credit note ${number}-C1` })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: `Credit note ${number}-C2` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Credit note ${number}-C2` })).toBeInTheDocument()
    expect(termValue('Refunded')).toHaveTextContent('$50')
    expect(termValue('For invoice')).toHaveTextContent(number)
  })

  it('lists on a credit note the units a refund of chosen units paid back', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy', 2)])
    await payPage(sessionId, 'pay')
    const paid = readOrder(orderId)!
    await saveOrder({ ...paid, refunds: [{ id: 're_1', amountCents: 2499, at: '2026-11-21T10:00:00.000Z', lines: [{ line: 0, quantity: 1 }] }] })
    await renderApp(`/orders/${orderId}/invoice?token=${token}&note=1`)
    expect(await screen.findByRole('heading', { level: 1, name: `Credit note ${paid.invoice!.number}-C1` })).toBeInTheDocument()
    const units = screen.getByRole('table', { name: 'What was refunded' })
    expect(
      within(units)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ItemQuantity', 'Classic Crew Neck T-Shirt, size M, Navy1'])
    expect(termValue('Refunded')).toHaveTextContent('$24.99')
  })

  it('lists on a credit note the units a recorded return brought back', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy', 2)])
    await payPage(sessionId, 'pay')
    const paid = readOrder(orderId)!
    const at = '2026-11-22T10:00:00.000Z'
    await saveOrder({
      ...paid,
      returnRecord: { lines: [{ line: 0, quantity: 2, resell: 2 }], deductionCents: 0, refundCents: 4998, at, refundId: 're_r' },
      refunds: [{ id: 're_r', amountCents: 4998, at }],
    })
    await renderApp(`/orders/${orderId}/invoice?token=${token}&note=1`)
    const units = await screen.findByRole('table', { name: 'What was refunded' })
    expect(within(units).getAllByRole('row')[1]).toHaveTextContent('Classic Crew Neck T-Shirt, size M, Navy2')
  })

  it('opens from the account’s list of orders for the signed-in buyer', async () => {
    const { idToken } = await createMockAccount(ann)
    const { sessionId, orderId } = await startCheckout([tent()], {}, idToken)
    await payPage(sessionId, 'pay')
    const number = readOrder(orderId)!.invoice!.number
    await signInBeforeRender(ann.email, ann.password)
    const { user } = await renderApp('/account')
    const rows = within(await screen.findByRole('list', { name: 'Your orders' }, { timeout: 3000 })).getAllByRole('listitem')
    await user.click(within(rows[0]!).getByRole('link', { name: `Invoice ${number}` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Buyer' })).toHaveTextContent('ann@example.com')
    expect(screen.getByRole('link', { name: `Back to order ${orderId}` })).toHaveAttribute('href', `/account/orders/${orderId}`)
  })
})
