// The back office's customers on the real route tree and the demo's mock backend: the list (latest order first, a
// search by name or the beginning of an email, 25 a page), a customer's page with their orders and addresses, and an
// owner's export and erasure of their data, which staff are not offered.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { encodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { customerKey } from '../../src/lib/orders/customer-summary'
import { payPage, shippingChoice, shirt, startCheckout } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

const asOwner = () => signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem')

async function paidBy(email: string, name: string) {
  const order = await startCheckout([shirt('M', 'navy')], { email })
  await payPage(order.sessionId, 'pay', { ...shippingChoice, shippingAddress: { ...shippingChoice.shippingAddress, name } })
  return order
}

/** Customers as the order code would have left them, one a minute back from 1 November. */
function storeCustomers(count: number) {
  for (let index = 0; index < count; index++) {
    const email = `buyer${String(index).padStart(2, '0')}@example.com`
    const time = new Date(Date.parse('2026-11-01T12:00:00Z') - index * 60_000).toISOString()
    mockState().documents[`customers/${customerKey(email)}`] = {
      fields: encodeFields({
        email,
        name: `Buyer ${index}`,
        nameTerms: ['bu', 'buy', 'buye', 'buyer'],
        orders: 1,
        spentCents: 2499,
        lastOrderAt: new Date(time),
      }),
      createTime: time,
      updateTime: time,
    }
  }
}

describe('/admin/customers', () => {
  it('lists the buyers latest first, finds them by name or email, and pages through 25 at a time', async () => {
    storeCustomers(30)
    await paidBy('ann@example.com', 'Ann Lee')
    await paidBy('ann@example.com', 'Ann Lee')
    await paidBy('bob@example.com', 'Bob Stone')
    await asOwner()
    const { user } = await renderApp('/admin/customers')
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' }, { timeout: 3000 })).toBeInTheDocument()
    const first = await screen.findAllByRole('listitem')
    expect(first.length).toBeGreaterThan(0)
    expect(rows('Customers')).toHaveLength(25)
    expect(rows('Customers')[0]).toHaveTextContent(/^Bob Stonebob@example.com1 order\$\d+\.\d\d spentLast order/)
    expect(rows('Customers')[1]).toHaveTextContent(/Ann Leeann@example.com2 orders/)
    expect(screen.getByRole('button', { name: 'Count older orders' })).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Next page' }))
    await screen.findByRole('link', { name: 'First page' }, { timeout: 3000 })
    expect(rows('Customers')).toHaveLength(7)
    expect(rows('Customers').at(-1)).toHaveTextContent('Buyer 29')
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Name, or the beginning of an email' }), 'stone')
    await user.click(screen.getByRole('button', { name: 'Show customers' }))
    await screen.findByRole('heading', { name: 'Customers for “stone”' }, { timeout: 3000 })
    expect(rows('Customers').map((row) => row.querySelector('a')!.textContent)).toEqual(['Bob Stone'])
    await user.clear(screen.getByRole('searchbox', { name: 'Name, or the beginning of an email' }))
    await user.type(screen.getByRole('searchbox', { name: 'Name, or the beginning of an email' }), 'ann@ex')
    await user.click(screen.getByRole('button', { name: 'Show customers' }))
    await screen.findByRole('heading', { name: 'Customers for “ann@ex”' }, { timeout: 3000 })
    expect(rows('Customers').map((row) => row.querySelector('a')!.textContent)).toEqual(['Ann Lee'])
  })

  it('shows a customer’s orders and addresses; the owner exports their data, and an erasure waits for an order under way', async () => {
    const first = await paidBy('ann@example.com', 'Ann Lee')
    const second = await paidBy('ann@example.com', 'Ann Lee')
    await asOwner()
    const { user } = await renderApp(`/admin/customers/${customerKey('ann@example.com')}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' }, { timeout: 3000 })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Customer' })).getByText('Orders').nextElementSibling).toHaveTextContent('2')
    expect(within(screen.getByRole('region', { name: 'Addresses' })).getByText(/^Ann Lee, 1 Test Street, D01 T3ST Dublin, Ireland$/)).toBeInTheDocument()
    expect(rows('Their orders').map((row) => row.querySelector('a')!.textContent)).toEqual([`Order ${second.orderId}`, `Order ${first.orderId}`])
    expect(screen.getByRole('link', { name: `Order ${first.orderId}` })).toHaveAttribute('href', `/admin/orders/${first.orderId}`)

    await user.click(screen.getByRole('button', { name: 'Export their data' }))
    expect(await screen.findByRole('link', { name: 'Download customer-data-ann@example.com.json' }, { timeout: 3000 })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Erase their data' }))
    expect(screen.getByText('Erase the personal data of Ann Lee (ann@example.com) for good?')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, erase Ann Lee' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Yes, erase Ann Lee' }))
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(`still under way`)
    expect(screen.getByRole('alert')).toHaveTextContent(first.orderId)

    // From an order's page, the customer's email leads here.
    await user.click(screen.getByRole('link', { name: `Order ${first.orderId}` }))
    await screen.findByRole('heading', { level: 1, name: `Order ${first.orderId}` }, { timeout: 3000 })
    expect(screen.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', `/admin/customers/${customerKey('ann@example.com')}`)
  })

  it('shows staff the list and a customer’s page, without the export, the erasure or the count of older orders', async () => {
    await paidBy('ann@example.com', 'Ann Lee')
    await signInBeforeRender(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)
    const { user } = await renderApp('/admin/customers')
    await user.click(await screen.findByRole('link', { name: 'Ann Lee' }, { timeout: 3000 }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Their orders, newest first' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export their data' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Erase their data' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Count older orders' })).not.toBeInTheDocument()
  })
})
