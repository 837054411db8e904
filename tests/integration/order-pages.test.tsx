// Back in the shop after the payment page: the confirmation (cart cleared only once the order is paid), the
// guest's private order page, a wrong token, the cancelled checkout, and withdrawal from the contract.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GUEST_ORDERS_KEY } from '../../src/features/orders/remembered-orders'
import { demoCollection } from '../support/demo-catalog'
import { payPage, shirt, startCheckout, tent } from '../support/shop-api'
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
const storedCart = () => (JSON.parse(localStorage.getItem('root') ?? '{}') as { cartItems?: { id: number }[] }).cartItems ?? []
const rememberedOrders = () => JSON.parse(localStorage.getItem(GUEST_ORDERS_KEY) ?? '[]') as unknown[]
const successPath = ({ sessionId, orderId, token }: { sessionId: string; orderId: string; token: string }) =>
  `/checkout/success?${new URLSearchParams({ session_id: sessionId, order: orderId, token })}`

describe('the confirmation page', () => {
  it('confirms the payment, then thanks the shopper with the order, clears what was bought and gives a guest their link', async () => {
    const checkout = await startCheckout([shirt('M', 'navy')])
    storeCart(teeLine, other)
    await renderApp(successPath(checkout))
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeInTheDocument()
    expect(storedCart()).toHaveLength(2)

    await payPage(checkout.sessionId, 'pay')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, { timeout: 3000 })
    await waitFor(() => expect(heading).toHaveFocus())
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
  })

  it('keeps the cart when the payment did not go through', async () => {
    const checkout = await startCheckout([shirt('M', 'navy')])
    await payPage(checkout.sessionId, 'expire')
    storeCart(teeLine)
    await renderApp(successPath(checkout))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeInTheDocument()
    expect(storedCart()).toHaveLength(1)
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

  it('withdraws from the contract after a confirm step, and shows when the withdrawal was received', async () => {
    const checkout = await startCheckout([tent()])
    await payPage(checkout.sessionId, 'pay')
    const { user } = await renderApp(`/orders/${checkout.orderId}?token=${checkout.token}`)
    await user.click(await screen.findByRole('button', { name: 'Withdraw from contract here' }))
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    const received = await screen.findByText(/^We received your withdrawal on /)
    await waitFor(() => expect(received).toHaveFocus())
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Withdrawn')
    expect(screen.queryByRole('button', { name: 'Withdraw from contract here' })).not.toBeInTheDocument()
  })
})

describe('a cancelled payment', () => {
  it('says the cart is intact and until when its items are held', async () => {
    storeCart(teeLine)
    sessionStorage.setItem('checkout-held-until', new Date(Date.now() + 20 * 60_000).toISOString())
    await renderApp('/checkout?cancelled=1')
    const notice = await screen.findByText(/^Payment cancelled: nothing was charged and your cart is intact\./)
    expect(notice).toHaveTextContent(/Its items are held for you until \d{1,2}:\d{2} [AP]M\./)
    sessionStorage.clear()
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $24.99')
  })
})
