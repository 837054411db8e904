// The demo sends no email: the confirmation and the withdrawal acknowledgement it queued can be read in its outbox,
// which the confirmation page links to.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, payPage, startCheckout, tent } from '../support/shop-api'
import { renderApp } from './harness'

describe('the demo outbox', () => {
  it('says when nothing was queued', async () => {
    await renderApp('/demo-mail')
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo outbox' })).toBeInTheDocument()
    expect(await screen.findByText('No email has been queued yet.')).toBeInTheDocument()
  })

  it('shows the order confirmation and the withdrawal acknowledgement, newest first, linked from the confirmation', async () => {
    const checkout = await startCheckout([tent()])
    await payPage(checkout.sessionId, 'pay')
    const success = `/checkout/success?${new URLSearchParams({ session_id: checkout.sessionId, order: checkout.orderId, token: checkout.token })}`
    const { user, unmount } = await renderApp(success)
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, { timeout: 3000 })
    await user.click(screen.getByRole('link', { name: 'read it in the demo outbox' }))
    const outbox = await screen.findByRole('region', { name: 'Queued emails' })
    const confirmation = await within(outbox).findByRole('heading', { level: 2, name: `Your order ${checkout.orderId}` })
    expect(confirmation.parentElement).toHaveTextContent('To guest@example.com, queued')
    expect(confirmation.parentElement).toHaveTextContent(`Thank you for your order. Your order number is ${checkout.orderId}.`)
    // The private link is a link to follow, not text to copy.
    const link = within(confirmation.parentElement!).getByRole('link', { name: new RegExp(`/orders/${checkout.orderId}\\?token=`) })
    expect(new URL(link.getAttribute('href')!).pathname).toBe(`/orders/${checkout.orderId}`)
    expect(new URL(link.getAttribute('href')!).searchParams.get('token')).toBe(checkout.token)
    unmount()

    expect((await api(`/orders/${checkout.orderId}/withdraw`, { body: { token: checkout.token } })).status).toBe(200)
    await renderApp('/demo-mail')
    const letters = await screen.findAllByRole('article')
    expect(letters.map((letter) => within(letter).getByRole('heading').textContent)).toEqual([
      `Your refund for order ${checkout.orderId}`,
      `Withdrawal from order ${checkout.orderId}`,
      `We received your withdrawal from order ${checkout.orderId}`,
      expect.stringMatching(`^New order ${checkout.orderId}: `),
      `Your order ${checkout.orderId}`,
    ])
  })
})
