// The back office as staff see it, on the real route tree and the demo's mock backend: the orders and each order's
// details, Mark shipped and Mark delivered, their own email in the order's history; no refund, cancel or export, no
// catalog or stock pages (each says whose it is), and BACK OFFICE in the header for owners and staff alone.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { createMockAccount } from '../support/mock-accounts'
import { payPage, shirt, startCheckout } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'
import { ann } from './signin-page'

const asStaff = () => signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
const header = () => screen.getByRole('navigation', { name: 'Main' })
const backOffice = () => screen.getByRole('navigation', { name: 'Back office' })

describe('/admin as staff', () => {
  it('lists the orders, with BACK OFFICE in the header and the dashboard’s counts, and neither the catalog, low stock nor the accountant’s export', async () => {
    const order = await startCheckout([shirt('M', 'navy')], { email: 'guest@example.com' })
    await payPage(order.sessionId, 'pay')
    await asStaff()
    await renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 3000 })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: `Order ${order.orderId}` }, { timeout: 3000 })).toBeInTheDocument()
    expect(
      within(backOffice())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Customers'])
    expect(screen.queryByRole('heading', { name: 'Export for the accountant' })).not.toBeInTheDocument()
    expect(await within(header()).findByRole('link', { name: 'BACK OFFICE' }, { timeout: 3000 })).toHaveAttribute('href', '/admin')
  })

  it('marks an order shipped and delivered, in the order’s history under their email; offers no refund or cancel', async () => {
    const order = await startCheckout([shirt('M', 'navy')], { email: 'guest@example.com' })
    await payPage(order.sessionId, 'pay')
    await asStaff()
    const { user } = await renderApp(`/admin/orders/${order.orderId}`)
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderId}` }, { timeout: 3000 })
    expect(screen.getByText('Customer').nextElementSibling).toHaveTextContent('guest@example.com')
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /refund/i })).not.toBeInTheDocument()
    expect(screen.getByText('Refunds and cancellations are for the shop’s owners.')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Carrier' }), 'An Post')
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'CX123456789IE')
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }))
    expect(await screen.findByText('Marked shipped.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }))
    expect(await screen.findByText('Marked delivered.')).toBeInTheDocument()
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')
    expect(history.map((line) => line.textContent)).toEqual([
      expect.stringMatching(`Marked shipped by ${DEMO_STAFF_EMAIL}$`),
      expect.stringMatching(`Marked delivered by ${DEMO_STAFF_EMAIL}$`),
    ])
  })

  it.each([
    ['/admin/catalog', 'Catalog'],
    ['/admin/stock', 'Low stock'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/catalog/new', 'Add an item'],
    ['/admin/catalog/2/9', 'Item 9'],
  ])('%s says it is for the owners, and reads nothing of theirs', async (path, title) => {
    await asStaff()
    await renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('This page is for the shop’s owners. As staff, you work on the orders:')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })
})

describe('BACK OFFICE in the header', () => {
  it('is there for an owner, opening the dashboard, with the catalog and the export in the back office', async () => {
    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    const { user } = await renderApp('/')
    await user.click(await within(header()).findByRole('link', { name: 'BACK OFFICE' }, { timeout: 3000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 })).toBeInTheDocument()
    expect(
      within(backOffice())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Customers', 'Catalog', 'Low stock', 'Codes', 'Shipping', 'Reviews', 'Speed', 'Staff'])
    await user.click(within(backOffice()).getByRole('link', { name: 'Orders' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Export for the accountant' })).toBeInTheDocument()
  })

  it('is not there for a shopper, once their claims are read', async () => {
    const { localId } = await createMockAccount(ann)
    await signInBeforeRender(ann.email, ann.password)
    const { queryClient } = await renderApp('/')
    await waitFor(() => expect(queryClient.getQueryState(['back-office-role', localId])?.status).toBe('success'))
    expect(within(header()).queryByRole('link', { name: 'BACK OFFICE' })).not.toBeInTheDocument()
    expect(within(header()).getByRole('link', { name: 'ACCOUNT' })).toBeInTheDocument()
  })
})
