// Back in the shop after the payment page: the confirmation (cart cleared only once the order is paid), the
// guest's private order page, a wrong token, the cancelled checkout, and withdrawal from the contract.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GUEST_ORDERS_KEY } from '../../src/features/orders/remembered-orders'
import { demoCollection } from '../support/demo-catalog'
import { deliverSessionEvent } from '../support/demo-orders'
import { readOrder } from '../support/demo-orders'
import { mockState } from '../../mocks/state'
import { ownerIdToken } from '../support/id-tokens'
import { api, payPage, shirt, startCheckout, stockLeft, tent } from '../support/shop-api'
import { renderApp } from './harness'

const teeItem = demoCollection('Apparel').items.find((item) => item.id === 9)!
const teeLine = {
  id: 9,
  name: teeItem.name,
  imageUrl: teeItem.imageUrl,
  price: teeItem.price,
  variant: { size: 'M', color: 'navy', colorName: 'Navy' },
  quantity: 1,
}
const other = { id: 901, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 1 }

const storeCart = (...lines: object[]) => localStorage.setItem('root', JSON.stringify({ cartItems: lines }))
const checkoutDraft = () => JSON.parse(sessionStorage.getItem('checkout') ?? '{}') as Record<string, unknown>
const WELCOME10 = { code: 'WELCOME10', words: '10 % off', terms: { kind: 'percent', percentOff: 10 }, minSubtotalCents: 0 }
const storedCart = () => (JSON.parse(localStorage.getItem('root') ?? '{}') as { cartItems?: { id: number }[] }).cartItems ?? []
const rememberedOrders = () => JSON.parse(localStorage.getItem(GUEST_ORDERS_KEY) ?? '[]') as unknown[]
const successPath = ({ sessionId, orderId, token }: { sessionId: string; orderId: string; token: string }) =>
  `/checkout/success?${new URLSearchParams({ session_id: sessionId, order: orderId, token })}`

describe('the confirmation page', () => {
  it('confirms the payment, then thanks the shopper with the order, clears what was bought and gives a guest their link', async () => {
    const checkout = await startCheckout([shirt('M', 'navy')])
    storeCart(teeLine, other)
    // What the checkout kept for this tab: the guest's email and the code applied.
    sessionStorage.setItem('checkout', JSON.stringify({ email: 'ann@example.com', country: 'IE', code: WELCOME10 }))
    await renderApp(successPath(checkout))
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeInTheDocument()
    expect(storedCart()).toHaveLength(2)
    expect(checkoutDraft().code).toEqual(WELCOME10)

    await payPage(checkout.sessionId, 'pay')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, { timeout: 3000 })
    await waitFor(() => expect(heading).toHaveFocus())
    // The demo sends no mail: the page says where it waits, never that it was sent.
    expect(screen.queryByText(/We have sent a confirmation/)).not.toBeInTheDocument()
    expect(screen.getByText('Order number').nextElementSibling).toHaveTextContent(checkout.orderId)
    expect(within(screen.getByRole('list', { name: 'Items in this order' })).getByRole('listitem')).toHaveTextContent(
      `1 × ${teeItem.name}, Size M · Navy$24.99`,
    )
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$29.94')
    expect(screen.getByRole('heading', { name: 'Shipping to' }).nextElementSibling).toHaveTextContent('Ann Lee1 Test StreetD01 T3ST DublinIreland')
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/orders/${checkout.orderId}?token=${checkout.token}`)
    // Remembered, so that signing in later with the same email adds it to the account.
    expect(rememberedOrders()).toEqual([{ orderId: checkout.orderId, token: checkout.token }])
    await waitFor(() => expect(storedCart().map((line) => line.id)).toEqual([901]))
    // The code and the press of Buy now were used by this order; the email stays for the next one.
    expect(checkoutDraft()).toEqual({ email: 'ann@example.com', country: 'IE', code: null, attempt: null })
  })

  it('keeps the cart when the payment did not go through', async () => {
    const checkout = await startCheckout([shirt('M', 'navy')])
    await payPage(checkout.sessionId, 'expire')
    storeCart(teeLine)
    await renderApp(successPath(checkout))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeInTheDocument()
    expect(storedCart()).toHaveLength(1)
  })

  it('a payment that came after the order ended was sent back, and says so rather than "nothing was charged"', async () => {
    const checkout = await startCheckout([shirt('M', 'navy')])
    await payPage(checkout.sessionId, 'expire')
    const session = mockState().checkoutSessions[checkout.sessionId]!
    Object.assign(session, { status: 'complete', paymentStatus: 'paid', paymentId: 'pi_demo_late' })
    await deliverSessionEvent(session)
    await renderApp(successPath(checkout))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment came too late' })).toBeInTheDocument()
    expect(screen.getByText(/We sent your money back/)).toBeInTheDocument()
    expect(screen.queryByText(/Nothing was charged/)).not.toBeInTheDocument()
  })

  it('an order withdrawn since says so, with what happens to the money; no "we have sent" while the demo sends no mail', async () => {
    const checkout = await startCheckout([shirt('M', 'navy')])
    await payPage(checkout.sessionId, 'pay')
    await api(`/orders/${checkout.orderId}/withdraw`, { body: { token: checkout.token } })
    await renderApp(successPath(checkout))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order was refunded' })).toBeInTheDocument()
    expect(screen.getByText('We refunded $29.94 to your original means of payment.')).toBeInTheDocument()
    expect(screen.queryByText(/We have sent/)).not.toBeInTheDocument()
  })
})

describe('the private order page', () => {
  it('shows the order to the holder of its token, and nothing to a wrong one', async () => {
    const checkout = await startCheckout([tent()])
    await payPage(checkout.sessionId, 'pay')
    const { unmount } = await renderApp(`/orders/${checkout.orderId}?token=${checkout.token}`)
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${checkout.orderId}` })).toBeInTheDocument()
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Paid')
    expect(rememberedOrders()).toEqual([{ orderId: checkout.orderId, token: checkout.token }])
    unmount()
    localStorage.clear()

    await renderApp(`/orders/${checkout.orderId}?token=${'x'.repeat(43)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument()
    expect(screen.queryByText('Paid')).not.toBeInTheDocument()
    expect(rememberedOrders()).toEqual([])
  })

  it('links the tracking number to the carrier, and after a withdrawal says where and how to send the items back', async () => {
    const checkout = await startCheckout([tent()])
    await payPage(checkout.sessionId, 'pay')
    const owner = { idToken: ownerIdToken('boss', 'boss@example.com') }
    expect((await api(`/admin/orders/${checkout.orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: 'JJD0001' }, ...owner })).status).toBe(200)
    const { user } = await renderApp(`/orders/${checkout.orderId}?token=${checkout.token}`)
    expect(await screen.findByRole('link', { name: 'JJD0001' })).toHaveAttribute('href', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JJD0001')
    await user.click(screen.getByRole('button', { name: 'Withdraw from contract here' }))
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    const steps = within(await screen.findByRole('list', { name: 'How to send the items back' })).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps[0]).toHaveTextContent(`with a note of your order number, ${checkout.orderId}.`)
    expect(steps[1]).toHaveTextContent('Send the parcel to Crown Clothing Demo GmbH, Musterstraße 12, 10115 Berlin, Germany.')
  })

  it('withdraws from the contract after a confirm step, and shows when the withdrawal was received', async () => {
    const checkout = await startCheckout([tent()])
    await payPage(checkout.sessionId, 'pay')
    const { user } = await renderApp(`/orders/${checkout.orderId}?token=${checkout.token}`)
    await user.click(await screen.findByRole('button', { name: 'Withdraw from contract here' }))
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    const received = await screen.findByText(/^We received your withdrawal on /)
    await waitFor(() => expect(received).toHaveFocus())
    // Not shipped yet: back on sale and refunded at once.
    expect(received).toHaveTextContent(/We refunded \$289 to your original means of payment\.$/)
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Refunded')
    expect(screen.queryByRole('button', { name: 'Withdraw from contract here' })).not.toBeInTheDocument()
  })
})

describe('a cancelled payment', () => {
  it('ends the order at once, so its units are on sale again; the cart is intact and the token leaves the address', async () => {
    storeCart(teeLine)
    const checkout = await startCheckout([shirt('XL', 'coral')])
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(0)
    const { router } = await renderApp(`/checkout?cancelled=1&order=${checkout.orderId}&token=${checkout.token}`)
    expect(await screen.findByText('Payment cancelled: nothing was charged and your cart is intact.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.href).toBe('/checkout?cancelled=1'))
    expect(await stockLeft('2', 9, 'XL/coral')).toBe(1)
    expect(readOrder(checkout.orderId)).toMatchObject({ status: 'cancelled' })
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $24.99')
    expect(screen.queryByText(/held for you/)).not.toBeInTheDocument()
  })

  it('says the session expired when the payment page ended because its session ran out', async () => {
    storeCart(teeLine)
    const checkout = await startCheckout([shirt('M', 'navy')])
    await payPage(checkout.sessionId, 'expire')
    await renderApp(`/checkout?cancelled=1&order=${checkout.orderId}&token=${checkout.token}`)
    expect(await screen.findByText('The payment session expired: nothing was charged and your cart is intact.')).toBeInTheDocument()
    expect(screen.queryByText(/Payment cancelled/)).not.toBeInTheDocument()
    expect(readOrder(checkout.orderId)).toMatchObject({ status: 'expired' })
  })

  it('stops saying the cart is intact once the shopper has emptied it', async () => {
    storeCart(teeLine)
    const checkout = await startCheckout([shirt('M', 'navy')])
    const { user } = await renderApp(`/checkout?cancelled=1&order=${checkout.orderId}&token=${checkout.token}`)
    await screen.findByText('Payment cancelled: nothing was charged and your cart is intact.')
    await user.click(screen.getByRole('button', { name: `Remove ${teeItem.name}, Size M · Navy from cart` }))
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument()
    expect(screen.getByText('Payment cancelled: nothing was charged.')).toBeInTheDocument()
    expect(screen.queryByText(/intact|held/)).not.toBeInTheDocument()
  })
})
