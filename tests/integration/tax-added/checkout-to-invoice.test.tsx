// The shop in dollars with tax added at the checkout (VITE_SHOP_TAX=added, set for this project in vitest.config.ts:
// the mode is read as the modules load). The checkout estimates the tax on the goods for the country chosen; the demo's
// payment page adds the tax on the goods and the shipping for the address typed; the order keeps it, and its page and
// invoice state it per rate, on top of the prices.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readOrder } from '../../support/demo-orders'
import { shirt, startCheckout } from '../../support/shop-api'
import { payingToSanFrancisco, storeTwoTees, termValue } from '../../support/money-pages'
import { renderApp } from '../harness'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('prices in dollars, tax added at the checkout', () => {
  it('estimates the tax on the goods at the checkout, for the country chosen', async () => {
    storeTwoTees()
    const { user } = await renderApp('/checkout')
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $49.98')
    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'United States')
    // 7.25 % of $49.98 is $3.62: on top of the prices, never "including".
    expect(termValue('Tax 7.25%')).toHaveTextContent('$3.62')
    expect(screen.queryByText(/^Including/, { selector: 'dt' })).not.toBeInTheDocument()
    expect(screen.getByText(/the total there includes the shipping and the tax on it\.$/)).toBeInTheDocument()
  })

  it('adds the tax on the payment page, and the order, its page and its invoice state it', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy', 2)], { country: 'US' })
    const { assign, ...pay } = await payingToSanFrancisco(sessionId)
    await pay.user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California')
    // The address starts in the country named at the checkout, so the tax is shown from the start.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US')
    expect(screen.queryByText('Tax is added once you choose the country of the address.')).not.toBeInTheDocument()
    // $49.98 + $14.95 shipping = $64.93, and 7.25 % of it, $4.71, on top: $69.64.
    expect(termValue('Tax 7.25%')).toHaveTextContent('$4.71')
    expect(termValue('Amount to pay')).toHaveTextContent('$69.64')
    await pay.user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    pay.unmount()

    expect(readOrder(orderId)).toMatchObject({
      currency: 'usd',
      shippingCents: 1495,
      totalCents: 6964,
      tax: { mode: 'added', byRate: [{ ratePercent: 7.25, baseCents: 6493, taxCents: 471 }], totalCents: 471 },
    })
    const number = readOrder(orderId)!.invoice!.number
    const page = await renderApp(`/orders/${orderId}?token=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeInTheDocument()
    expect(termValue('Total')).toHaveTextContent('$69.64')
    expect(termValue('Tax 7.25%')).toHaveTextContent('$4.71')
    await page.user.click(screen.getByRole('link', { name: `Invoice ${number}` }))
    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeInTheDocument()
    // The address as the US post sets it out, with its state.
    expect(screen.getByRole('region', { name: 'Buyer' })).toHaveTextContent('1 Market StreetSan Francisco, CA 94105United States')
    expect(termValue('Subtotal')).toHaveTextContent('$49.98')
    expect(termValue('Shipping')).toHaveTextContent('$14.95')
    expect(termValue('Tax 7.25%')).toHaveTextContent('$4.71')
    expect(termValue('Total')).toHaveTextContent('$69.64')
    expect(within(screen.getByRole('table', { name: 'Tax added, per rate' })).getAllByRole('row')[1]).toHaveTextContent('Tax 7.25%$64.93$4.71')
  })
})
