// An order paid with a code reads the same, adding up, on the order's page (the confirmation's details too), its invoice and
// the admin's order: the subtotal, the discount named with its code, the shipping and the total.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { payPage, shirt, startCheckout } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

afterEach(() => vi.unstubAllGlobals())

/** The terms and amounts of the list of sums the page calls "What it cost". */
const money = () => {
  const list = document.querySelector('dl[aria-label="What it cost"]')!
  return [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent])
}

// Two tees at $24.99, 10 % off with WELCOME10 ($5.00), under the free-standard threshold: $4.95 to Ireland.
const EXPECTED = [
  ['Subtotal', '$49.98'],
  ['Discount (WELCOME10)', '−$5'],
  ['Shipping', '$4.95'],
  ['Total', '$49.93'],
]

describe('an order paid with a code', () => {
  it('states the discount with its code, adding up to the total, on the order’s page, its invoice and the admin’s order', async () => {
    const order = await startCheckout([shirt('M', 'navy', 2)], { promotionCode: 'WELCOME10' })
    await payPage(order.sessionId, 'pay')
    const { user } = await renderApp(`/orders/${order.orderId}?token=${order.token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.orderId}` }, { timeout: 3000 })).toBeInTheDocument()
    expect(money()).toEqual(EXPECTED)
    await user.click(screen.getByRole('link', { name: /^Invoice / }))
    expect(await screen.findByRole('heading', { level: 1, name: /^Invoice / })).toBeInTheDocument()
    expect(money()).toEqual(EXPECTED)
    expect(within(screen.getByRole('table', { name: 'What you bought' })).getAllByRole('row')[1]).toHaveTextContent('2$24.99$49.98')
    screen.getByRole('button', { name: 'Print' })

    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await renderApp(`/admin/orders/${order.orderId}`)
    expect(await screen.findByText('Customer', { selector: 'dt' }, { timeout: 3000 })).toBeInTheDocument()
    expect(money()).toEqual(EXPECTED)
  })
})
