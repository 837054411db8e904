// Buying as a guest from /checkout, against the demo's /api: what the request carries, one order per press of
// the button, and the shop's objections shown line by line with the cart corrected on request.
import { screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { mockState } from '../../mocks/state'
import { demoCollection } from '../support/demo-catalog'
import { createMockAccount } from '../support/mock-accounts'
import { shirt, startCheckout, stockLeft, tent } from '../support/shop-api'
import { CHECKOUTS_PER_WINDOW } from '../../src/lib/orders/checkout-limits'
import { OFFLINE } from '../../src/features/orders/use-purchase'
import { renderApp, signInBeforeRender } from './harness'

const teeItem = demoCollection('Apparel').items.find((item) => item.id === 9)!
const line = (size: string, color: string, colorName: string, quantity: number, price = teeItem.price) => ({
  id: 9,
  name: teeItem.name,
  imageUrl: teeItem.imageUrl,
  price,
  variant: { size, color, colorName },
  quantity,
})

function storeCart(...lines: object[]) {
  localStorage.setItem('root', JSON.stringify({ cartItems: lines }))
}

/** Every body the page sends to /api/checkout, as sent. */
function watchCheckoutRequests(): unknown[] {
  const bodies: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/checkout'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body))
  })
  return bodies
}

function stubAssign() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
  return assign
}

afterEach(() => {
  vi.unstubAllGlobals()
  server.events.removeAllListeners()
})

describe('buying from the checkout', () => {
  it('asks a guest for an email, sums up the order and its shipping, and sends lines and the country only, once for a double click', async () => {
    storeCart(line('M', 'navy', 'Navy', 2))
    const bodies = watchCheckoutRequests()
    const assign = stubAssign()
    const { user } = await renderApp('/checkout')
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $49.98')

    const summary = screen.getByRole('list', { name: 'What you are buying' })
    expect(within(summary).getByRole('listitem')).toHaveTextContent(`2 × ${teeItem.name}, Size M · Navy$49.98`)
    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Ireland')
    expect(screen.getByText('Standard $4.95, express $14.95')).toBeInTheDocument()
    expect(screen.getByText('Standard shipping to Ireland is free from $100: add $50.02 more.')).toBeInTheDocument()

    const email = screen.getByLabelText('Email for your order confirmation')
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('autocomplete', 'email')
    expect(email).toBeRequired()
    await user.type(email, 'guest@example.com')
    const button = screen.getByRole('button', { name: 'Buy now' })
    await user.dblClick(button)
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0]![0]).toMatch(/^\/demo-pay\/cs_test_/)
    expect(button).toBeDisabled()

    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toEqual({
      lines: [{ collectionId: '2', itemId: 9, size: 'M', color: 'navy', quantity: 2 }],
      email: 'guest@example.com',
      country: 'IE',
      attemptId: expect.any(String),
    })
    expect(Object.values(mockState().checkoutSessions)).toHaveLength(1)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(3)
  })

  it('keeps the checkout pass a guest is given and sends it with the next checkout, each with an App Check token of its own', async () => {
    const sent: { pass: string | null; appCheck: string | null }[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/checkout'))
        sent.push({ pass: request.headers.get('x-checkout-pass'), appCheck: request.headers.get('x-firebase-appcheck') })
    })
    const assign = stubAssign()
    for (let press = 1; press <= 2; press++) {
      storeCart(line('M', 'navy', 'Navy', 1))
      const { user, unmount } = await renderApp('/checkout')
      const email = screen.getByLabelText('Email for your order confirmation')
      // The second time the tab still has the email typed the first (Back from the payment page).
      if (press === 1) await user.type(email, 'guest@example.com')
      else expect(email).toHaveValue('guest@example.com')
      await user.click(screen.getByRole('button', { name: 'Buy now' }))
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(press))
      unmount()
    }
    const pass = localStorage.getItem('checkout-pass')
    expect(pass).toMatch(/^[\w-]{43}$/)
    expect(sent.map((request) => request.pass)).toEqual([null, pass])
    expect(sent[0]!.appCheck).toEqual(expect.any(String))
    expect(sent[1]!.appCheck).not.toBe(sent[0]!.appCheck)
  })

  it('opens the same payment page after Back with nothing changed; a change opens a new one and ends the first, its units back', async () => {
    storeCart(line('M', 'navy', 'Navy', 1))
    const bodies = watchCheckoutRequests()
    const assign = stubAssign()
    // Each press on a page loaded afresh, as after Back from the payment page.
    for (const [press, country] of [
      [1, 'Ireland'],
      [2, null],
      [3, 'Germany'],
    ] as const) {
      const { user, unmount } = await renderApp('/checkout')
      if (press === 1) await user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
      if (country) await user.selectOptions(screen.getByLabelText('Country we deliver to'), country)
      await user.click(screen.getByRole('button', { name: 'Buy now' }))
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(press))
      unmount()
    }
    const [first, again, changed] = assign.mock.calls.map((call) => call[0] as string)
    expect(again).toBe(first)
    expect(changed).not.toBe(first)
    const sent = bodies as { attemptId: string; replaces?: string; country: string }[]
    expect(sent.map((body) => body.country)).toEqual(['IE', 'IE', 'DE'])
    expect(sent[1]!.attemptId).toBe(sent[0]!.attemptId)
    expect(sent[2]!.replaces).toBe(sent[0]!.attemptId)
    const sessions = Object.values(mockState().checkoutSessions)
    expect(sessions).toHaveLength(2)
    const status = (orderId: string) => mockState().documents[`orders/${orderId}`]?.fields.status
    expect(sessions.map((session) => status(session.orderId))).toEqual([{ stringValue: 'cancelled' }, { stringValue: 'pending' }])
    expect(await stockLeft('2', 9, 'M/navy')).toBe(4)
  })

  it('shows which lines the shop cannot sell and why, and corrects the cart when the shopper agrees', async () => {
    storeCart(line('XL', 'coral', 'Coral', 3))
    const assign = stubAssign()
    const { user } = await renderApp('/checkout')
    await user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Some items in your cart changed. Nothing was charged.')
    expect(alert).toHaveTextContent(`${teeItem.name}, Size XL · Coral: Only 1 left in size XL, Coral.`)
    // The alert takes focus in an effect after it is drawn.
    await waitFor(() => expect(alert).toHaveFocus())
    expect(assign).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument()

    await user.click(within(alert).getByRole('button', { name: 'Update my cart' }))
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent(`TOTAL: $${teeItem.price}`)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says which price changed since the shopper added the item, before ordering anything', async () => {
    storeCart(line('M', 'navy', 'Navy', 1, 19.99))
    const assign = stubAssign()
    const { user } = await renderApp('/checkout')
    await user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`The price of ${teeItem.name} changed to $${teeItem.price}.`)
    expect(assign).not.toHaveBeenCalled()
    expect(Object.values(mockState().checkoutSessions)).toHaveLength(0)
    await user.click(within(alert).getByRole('button', { name: 'Update my cart' }))
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent(`TOTAL: $${teeItem.price}`)
  })

  it("uses a signed-in shopper's own email, and the order is theirs", async () => {
    const { localId } = await createMockAccount({ email: 'ann@example.com', password: 'correct horse battery' })
    await signInBeforeRender('ann@example.com', 'correct horse battery')
    storeCart(line('M', 'navy', 'Navy', 1))
    const bodies = watchCheckoutRequests()
    const assign = stubAssign()
    const { user } = await renderApp('/checkout')
    expect(await screen.findByText('We send the confirmation to ann@example.com.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Email for your order confirmation')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(bodies[0]).not.toHaveProperty('email')
    const session = Object.values(mockState().checkoutSessions)[0]!
    expect(session.customerEmail).toBe('ann@example.com')
    expect(mockState().documents[`orders/${session.orderId}`]?.fields.uid).toEqual({ stringValue: localId })
  })

  it('offers a signed-in shopper who started too many checkouts the one still open of this cart, instead of a wait', async () => {
    const { idToken } = await createMockAccount({ email: 'ann@example.com', password: 'correct horse battery' })
    // Checkouts of this account's from another device, up to the window's limit: the last of this very cart (the
    // shirt in M, to Ireland), the others of the tent.
    for (let i = 1; i < CHECKOUTS_PER_WINDOW; i++) await startCheckout([tent()], {}, idToken)
    const open = (await startCheckout([shirt('M', 'navy')], {}, idToken)).sessionId
    await signInBeforeRender('ann@example.com', 'correct horse battery')
    storeCart(line('M', 'navy', 'Navy', 1))
    stubAssign()
    const { user } = await renderApp('/checkout')
    await user.selectOptions(await screen.findByLabelText('Country we deliver to'), 'Ireland')
    await user.click(await screen.findByRole('button', { name: 'Buy now' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Too many checkouts were started from your account\./)
    expect(within(alert).getByRole('link', { name: 'Go to your open checkout' })).toHaveAttribute('href', `/demo-pay/${open}`)
    // Two shirts are another cart: the open checkout would charge for one, so none is offered.
    await user.click(screen.getByRole('button', { name: /^Increase quantity of Classic Crew Neck T-Shirt/ }))
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Go to your open checkout' })).not.toBeInTheDocument())
    expect(screen.getByRole('alert')).toHaveTextContent(/^Too many checkouts were started from your account\./)
  })

  it('says so at once when the device is offline, orders nothing, and buys once it is back', async () => {
    storeCart(line('M', 'navy', 'Navy', 1))
    const bodies = watchCheckoutRequests()
    const assign = stubAssign()
    const { user } = await renderApp('/checkout')
    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Ireland')
    await user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
    onlineManager.setOnline(false)
    try {
      await user.click(screen.getByRole('button', { name: 'Buy now' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE)
      expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled()
      expect(bodies).toEqual([])
    } finally {
      onlineManager.setOnline(true)
    }
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(bodies).toHaveLength(1)
  })

  it('keeps the order button away from an empty cart', async () => {
    await renderApp('/checkout')
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument()
  })
})
