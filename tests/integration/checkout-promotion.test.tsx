// A promotion code at the checkout: the shopper applies the demo's code and sees its discount before paying, a code
// that does not apply says why, and the order made is priced with the code again by the server.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeFields } from '../../mocks/firestore/values'
import { mockState } from '../../mocks/state'
import { demoCollection } from '../support/demo-catalog'
import { renderApp } from './harness'

const tee = demoCollection('Apparel').items.find((item) => item.id === 9)!
const storeCart = (quantity: number) =>
  localStorage.setItem(
    'root',
    JSON.stringify({
      cartItems: [{ id: 9, name: tee.name, imageUrl: tee.imageUrl, price: tee.price, variant: { size: 'M', color: 'navy', colorName: 'Navy' }, quantity }],
    }),
  )
const summary = () => screen.getByRole('region', { name: 'Your order' })

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('a promotion code at the checkout', () => {
  it('shows the discount before paying, and the order is made with it', async () => {
    storeCart(2)
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
    const { user } = await renderApp('/checkout')
    await user.type(screen.getByLabelText('Promotion code'), 'welcome10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Code WELCOME10 applied: 10 % off.')).toHaveAttribute('role', 'status')
    const discount = within(summary()).getByText('Discount (WELCOME10)')
    expect(discount.nextElementSibling).toHaveTextContent('−$5')
    // The cart's own total stays the goods' price, as the spec says it; the summary totals what the code leaves.
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $49.98')
    expect(within(summary()).getByText('Total before shipping').nextElementSibling).toHaveTextContent('$44.98')

    await user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Ireland')
    await user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const order = Object.entries(mockState().documents).find(([path]) => path.startsWith('orders/'))![1]
    expect(decodeFields(order.fields)).toMatchObject({ subtotalCents: 4998, discountCents: 500, totalCents: 4498, promotion: { code: 'WELCOME10' } })
  })

  it('keeps the email, the country and the code for the tab: after Back from the payment page or a reload, the form is as it was left', async () => {
    storeCart(2)
    const first = await renderApp('/checkout')
    await first.user.type(screen.getByLabelText('Promotion code'), 'welcome10')
    await first.user.click(screen.getByRole('button', { name: 'Apply' }))
    await screen.findByText('Code WELCOME10 applied: 10 % off.')
    await first.user.selectOptions(screen.getByLabelText('Country we deliver to'), 'Ireland')
    await first.user.type(screen.getByLabelText('Email for your order confirmation'), 'guest@example.com')
    first.unmount()

    // The page again, as after Back or a reload: a new app over the same tab's storage.
    const second = await renderApp('/checkout')
    expect(await screen.findByText('Code WELCOME10 applied: 10 % off.')).toBeInTheDocument()
    expect(within(summary()).getByText('Total before shipping').nextElementSibling).toHaveTextContent('$44.98')
    expect(screen.getByLabelText('Country we deliver to')).toHaveValue('IE')
    expect(screen.getByLabelText('Email for your order confirmation')).toHaveValue('guest@example.com')

    // Removed, it stays removed.
    await second.user.click(screen.getByRole('button', { name: 'Remove code' }))
    second.unmount()
    await renderApp('/checkout')
    await screen.findByLabelText('Promotion code')
    expect(within(summary()).queryByText(/^Discount/)).not.toBeInTheDocument()
  })

  it('starts empty where the tab keeps nothing readable', async () => {
    storeCart(1)
    sessionStorage.setItem('checkout', '{"email": 42, "code": {"code": "FREE"}')
    await renderApp('/checkout')
    expect(await screen.findByLabelText('Email for your order confirmation')).toHaveValue('')
    expect(within(summary()).queryByText(/^Discount/)).not.toBeInTheDocument()
  })

  it('says in a sentence why a code does not apply, tied to the field', async () => {
    storeCart(1)
    const { user } = await renderApp('/checkout')
    const field = screen.getByLabelText('Promotion code')
    await user.type(field, 'NOSUCHCODE')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not known.')
    expect(field).toHaveAccessibleDescription('This code is not known.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(within(summary()).queryByText(/^Discount/)).not.toBeInTheDocument()
  })
})
