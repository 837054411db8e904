// The shop in euros with VAT in its prices (VITE_SHOP_PRESET=eu, set for this project in vitest.config.ts): the
// checkout states the VAT the goods hold for a German address, the payment page for the address typed, and once paid
// the order page, the mail and the invoice state it per rate; a refund has its credit note.
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queuedMail, readOrder, saveOrder } from '../../support/demo-orders'
import { demoCollection } from '../../support/demo-catalog'
import { shirt, startCheckout } from '../../support/shop-api'
import { storeTwoTees, termValue } from '../../support/money-pages'
import { renderApp } from '../harness'

const tee = demoCollection('Apparel').items.find((item) => item.id === 9)!

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function payToGermany(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Anna Weber')
  await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), 'Hauptstraße 1')
  await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Köln')
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '50667')
}

describe('prices in euros, VAT included', () => {
  it('says under the price on a product page that it includes VAT, with shipping on top, linking to the rates', async () => {
    await renderApp('/shop/apparel/classic-crew-neck-t-shirt')
    const product = await screen.findByRole('region', { name: tee.name })
    const terms = within(product).getByText(/^Including VAT, plus/)
    expect(terms).toHaveTextContent('Including VAT, plus shipping · Size guide')
    expect(within(terms).getByRole('link', { name: 'shipping' })).toHaveAttribute('href', '/shipping')
  })

  it('states the VAT the goods hold at the checkout, for the country chosen', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
    storeTwoTees()
    const { user } = await renderApp('/checkout')
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: €49.98')
    // €49.98 holds 19 % German VAT: 42.00 net, 7.98 VAT.
    expect(termValue('Including VAT 19%')).toHaveTextContent('€7.98')
    expect(termValue('Shipping to Germany')).toHaveTextContent('Standard €4.95, express €9.95')
    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Sweden')
    expect(termValue('Including VAT 25%')).toHaveTextContent('€10')
  })

  it('states the VAT on the payment page, then on the order page, in the mail and on the printable invoice', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy', 2)], { country: 'DE' })
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
    const pay = await renderApp(`/demo-pay/${sessionId}`)
    await screen.findByRole('radiogroup', { name: 'Shipping method' })
    await payToGermany(pay.user)
    // Germany is the zone's one country, chosen already: €49.98 + €4.95 shipping = €54.93, holding €8.77 VAT.
    expect(termValue('Amount to pay')).toHaveTextContent('€54.93')
    expect(termValue('Including VAT 19%')).toHaveTextContent('€8.77')
    await pay.user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    pay.unmount()

    const order = readOrder(orderId)!
    expect(order).toMatchObject({
      currency: 'eur',
      totalCents: 5493,
      tax: { mode: 'included', byRate: [{ ratePercent: 19, baseCents: 4616, taxCents: 877 }], totalCents: 877 },
      invoice: { number: expect.stringMatching(/^\d{4}-000001$/) },
    })
    const number = order.invoice!.number
    expect(queuedMail().find((mail) => mail.to === 'guest@example.com')?.message.text).toContain('Total: €54.93\nIncluding VAT 19%: €8.77')

    const page = await renderApp(`/orders/${orderId}?token=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeInTheDocument()
    expect(termValue('Total')).toHaveTextContent('€54.93')
    expect(termValue('Including VAT 19%')).toHaveTextContent('€8.77')
    await page.user.click(screen.getByRole('link', { name: `Invoice ${number}` }))

    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeInTheDocument()
    const seller = screen.getByRole('region', { name: 'Seller' })
    expect(seller).toHaveTextContent('Crown Clothing Demo GmbH')
    expect(seller).toHaveTextContent('VAT ID DE123456789')
    expect(screen.getByRole('region', { name: 'Buyer' })).toHaveTextContent('Anna Weber')
    const lines = screen.getByRole('table', { name: 'What you bought' })
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(`${tee.name}, size M, Navy2€24.99€49.98`)
    expect(termValue('Total')).toHaveTextContent('€54.93')
    expect(termValue('Including VAT 19%')).toHaveTextContent('€8.77')
    const rates = screen.getByRole('table', { name: 'VAT included, per rate' })
    expect(within(rates).getAllByRole('row')[1]).toHaveTextContent('VAT 19%€46.16€8.77')
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-screen-only]')).not.toBeNull()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    await page.user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
    page.unmount()

    // A refund of €11.90: its credit note holds €1.90 of it as VAT.
    await saveOrder({ ...readOrder(orderId)!, refunds: [{ id: 're_1', amountCents: 1190, at: '2026-11-20T10:00:00.000Z', reason: 'A seam came open' }] })
    await renderApp(`/orders/${orderId}/invoice?token=${token}&note=1`)
    expect(await screen.findByRole('heading', { level: 1, name: `Credit note ${number}-C1` })).toBeInTheDocument()
    expect(termValue('Refunded')).toHaveTextContent('€11.90')
    expect(termValue('Why')).toHaveTextContent('A seam came open')
    expect(within(screen.getByRole('table', { name: 'Tax refunded, per rate' })).getAllByRole('row')[1]).toHaveTextContent('VAT 19%€10€1.90')
  })
})
