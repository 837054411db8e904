// The shop in euros with VAT in its prices, for goods that leave the EU: an order to the United States carries no
// VAT, and every place says so and charges the same prices: the checkout, the payment page, the order and its
// invoice, with the address's state.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EXPORT_NO_VAT } from '../../../src/lib/tax-statement'
import { readOrder } from '../../support/demo-orders'
import { shirt, startCheckout } from '../../support/shop-api'
import { payingToSanFrancisco, storeTwoTees, termValue } from '../../support/money-pages'
import { renderApp } from '../harness'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('prices in euros with VAT included, goods delivered outside the EU', () => {
  it('at the checkout: no VAT for the United States, said in words, VAT again for Germany', async () => {
    storeTwoTees()
    const { user } = await renderApp('/checkout')
    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'United States')
    const summary = screen.getByRole('region', { name: 'Your order' })
    expect(within(summary).queryByText(/VAT \d/)).not.toBeInTheDocument()
    expect(within(summary).getByText(EXPORT_NO_VAT)).toBeInTheDocument()
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: €49.98')
    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Germany')
    expect(termValue('Including VAT 19%')).toHaveTextContent('€7.98')
    expect(within(summary).queryByText(EXPORT_NO_VAT)).not.toBeInTheDocument()
  })

  it('charges the prices shown with no VAT, and the order, its page and its invoice say so, with the address’s state', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy', 2)], { country: 'US' })
    const { assign, ...pay } = await payingToSanFrancisco(sessionId)
    // No state yet: the form asks for it, at the field.
    await pay.user.click(screen.getByRole('button', { name: 'Pay' }))
    const state = screen.getByRole('combobox', { name: 'State' })
    await waitFor(() => expect(state).toHaveFocus())
    expect(state).toHaveAccessibleDescription(/Choose the state or province of the address\./)
    await pay.user.selectOptions(state, 'California')
    expect(screen.getByText(EXPORT_NO_VAT)).toBeInTheDocument()
    expect(screen.queryByText(/VAT \d/)).not.toBeInTheDocument()
    // €49.98 and the rest of the world's €14.95 standard: €64.93, the prices as shown.
    expect(termValue('Amount to pay')).toHaveTextContent('€64.93')
    await pay.user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    pay.unmount()

    const order = readOrder(orderId)!
    expect(order).toMatchObject({ totalCents: 6493, shippingAddress: { country: 'US', region: 'CA', postalCode: '94105' } })
    expect(order.tax).toBeUndefined()
    const page = await renderApp(`/orders/${orderId}?token=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeInTheDocument()
    expect(screen.queryByText(/VAT/, { selector: 'dt' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Shipping to' }).nextElementSibling).toHaveTextContent('San Francisco, CA 94105United States')
    await page.user.click(screen.getByRole('link', { name: /^Invoice / }))
    expect(await screen.findByRole('heading', { level: 1, name: /^Invoice / })).toBeInTheDocument()
    expect(screen.getByText(EXPORT_NO_VAT)).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: /per rate/ })).not.toBeInTheDocument()
    expect(termValue('Total')).toHaveTextContent('€64.93')
  })
})
