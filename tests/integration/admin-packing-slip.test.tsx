// The packing slip of an order, from its page in the back office, for owners and staff alike: the shop's name and
// address, the order's number and date, where and how it goes, and its lines in words with no price; Print prints
// the page, whose print styles leave the shop's header, footer and navigation off the paper.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { payPage, shirt, startCheckout, tent } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

afterEach(() => vi.unstubAllGlobals())

async function paidOrder() {
  const order = await startCheckout([shirt('M', 'navy', 2), tent()])
  await payPage(order.sessionId, 'pay')
  return order
}

describe('the packing slip', () => {
  it('opens from the order’s page and shows what goes in the parcel and where, with no price; Print prints; back returns', async () => {
    const order = await paidOrder()
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { user, history } = await renderApp(`/admin/orders/${order.orderId}`)
    await user.click(await screen.findByRole('link', { name: 'Packing slip to print' }, { timeout: 3000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slip' }, { timeout: 3000 })).toBeInTheDocument()
    expect(history.location.pathname).toBe(`/admin/orders/${order.orderId}/packing-slip`)

    expect(screen.getByRole('region', { name: 'From' })).toHaveTextContent('Crown ClothingMusterstraße 1210115 BerlinGermany')
    expect(screen.getByText('Order number', { selector: 'dt' }).nextElementSibling).toHaveTextContent(order.orderId)
    expect(screen.getByText('Order date', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/\d{4}/)
    expect(screen.getByText('Shipping method', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Free standard, 3–5 business days')
    expect(screen.getByRole('heading', { level: 2, name: 'Ship to' }).nextElementSibling).toHaveTextContent('Ann Lee1 Test StreetD01 T3ST DublinIreland')
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Item', 'Size and colour', 'Quantity'],
      ['Classic Crew Neck T-Shirt', 'size M, Navy', '2'],
      ['Two-Person Backpacking Tent', '—', '1'],
    ])
    expect(screen.getByRole('main')).not.toHaveTextContent('$')

    // Printed, the slip alone: the header, footer and navigation and the slip's buttons are off the paper.
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')
    expect(styles).toMatch(/@media print\s*{\s*header,\s*footer,\s*nav,\s*\[data-screen-only\]\s*{\s*display:\s*none\s*!important;/)
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-screen-only]')).not.toBeNull()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()

    await user.click(screen.getByRole('link', { name: `Back to order ${order.orderId}` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.orderId}` })).toBeInTheDocument()
  })

  it('is open to staff, who pack parcels', async () => {
    const order = await paidOrder()
    await signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    await renderApp(`/admin/orders/${order.orderId}/packing-slip`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slip' }, { timeout: 3000 })).toBeInTheDocument()
    expect(await screen.findByRole('cell', { name: 'size M, Navy' })).toBeInTheDocument()
  })

  it('of an order that does not exist is a page that does not exist', async () => {
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await renderApp('/admin/orders/ZZZZZZZZ22/packing-slip')
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, { timeout: 3000 })).toBeInTheDocument()
  })
})
