// The mail of a checkout left unpaid, from the shopper's side on the real route tree and the demo's /api: the box
// at the checkout starts unticked and, ticked, goes with the order; the payment page left to expire puts one mail in
// the demo's outbox, whose link leads back to the checkout with the cart, and whose other link stops these mails.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { demoCollection } from '../support/demo-catalog'
import { payPage } from '../support/shop-api'
import { renderApp } from './harness'

const tee = demoCollection('Apparel').items.find((item) => item.id === 9)!

afterEach(() => {
  vi.unstubAllGlobals()
  server.events.removeAllListeners()
})

describe('the mail of a checkout left unpaid', () => {
  it('goes once, to a shopper who ticked the box, with a link back to the cart and one that stops these mails', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({
        cartItems: [{ id: 9, name: tee.name, imageUrl: tee.imageUrl, price: tee.price, variant: { size: 'M', color: 'navy', colorName: 'Navy' }, quantity: 1 }],
      }),
    )
    const bodies: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/checkout'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body))
    })
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
    const { user, unmount } = await renderApp('/checkout')
    const box = screen.getByRole('checkbox', { name: 'Email me a link to finish this order if I don’t pay for it' })
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription(/^One email if the payment page closes unpaid, never more for this order/)
    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Ireland')
    await user.type(screen.getByLabelText('Email for your order confirmation'), 'later@example.com')
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(bodies).toEqual([expect.objectContaining({ email: 'later@example.com', recoveryConsent: true })])
    unmount()

    const sessionId = /cs_test_[\w-]+$/.exec(String(assign.mock.calls[0]![0]))![0]
    expect((await payPage(sessionId, 'expire')).status).toBe(200)
    const outbox = await renderApp('/demo-mail')
    const [letter, ...others] = await screen.findAllByRole('article', {}, { timeout: 3000 })
    expect(others).toEqual([])
    expect(within(letter!).getByRole('heading', { level: 2 })).toHaveTextContent('Your Crown Clothing checkout is waiting')
    expect(letter).toHaveTextContent('To later@example.com')
    expect(letter).toHaveTextContent(`1 × ${tee.name}, size M, Navy`)
    const back = within(letter!).getByRole('link', { name: /\/checkout$/ })
    const stop = within(letter!).getByRole('link', { name: /\/unsubscribe\?token=/ })
    expect(new URL(back.getAttribute('href')!).pathname).toBe('/checkout')
    const stopUrl = new URL(stop.getAttribute('href')!)
    outbox.unmount()

    const page = await renderApp(`${stopUrl.pathname}${stopUrl.search}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Unpaid checkout emails' })).toBeInTheDocument()
    await page.user.click(screen.getByRole('button', { name: 'Stop my unpaid checkout emails' }))
    await waitFor(async () => expect(await screen.findByText('Stopped. You will get no more emails about checkouts left unpaid.')).toHaveFocus())
  })
})
