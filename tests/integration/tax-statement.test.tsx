// The dollar demo (no tax stated) says one thing about tax wherever it says anything: the shipping page, the
// terms, the owner's shipping form and the invoice quote the shop's one statement, and none says "Prices include VAT".
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { taxStatement } from '../../src/lib/tax-statement'
import { readOrder } from '../support/demo-orders'
import { payPage, startCheckout, tent } from '../support/shop-api'
import { renderApp, signInBeforeRender } from './harness'

const STATEMENT = taxStatement()
/** The statement inside a longer text, as the pages quote it. */
const quoted = (text: string) => text.includes(STATEMENT)
const byQuote = (_: string, element: Element | null) =>
  !!element && [...element.children].every((child) => !quoted(child.textContent ?? '')) && quoted(element.textContent ?? '')

describe('the shop’s tax, in its one statement', () => {
  it('is the same on the shipping page, in the terms, on the owner’s shipping form and on the invoice', async () => {
    expect(STATEMENT).toBe('Prices are what you pay: no tax is added to them, and none is stated on the invoice.')
    for (const path of ['/shipping', '/terms']) {
      const page = await renderApp(path)
      expect(await screen.findByText(byQuote, {}, { timeout: 3000 }), path).toBeInTheDocument()
      page.unmount()
    }

    const { sessionId, orderId, token } = await startCheckout([tent()])
    await payPage(sessionId, 'pay')
    const invoice = await renderApp(`/orders/${orderId}/invoice?token=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${readOrder(orderId)!.invoice!.number}` }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText(STATEMENT)).toBeInTheDocument()
    invoice.unmount()

    await signInBeforeRender(DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await renderApp('/admin/shipping')
    expect(await screen.findByText(byQuote, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('include VAT')
  })
})
