// The checkout as a shopper reads it: what each line costs, where it comes from, what its buttons do, and a way
// back from a removal made by mistake.
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNDO_MS } from '../../src/features/cart/components/checkout-undo'
import { demoCollection } from '../support/demo-catalog'
import { renderApp } from './harness'

const teeItem = demoCollection('Apparel').items.find((item) => item.id === 9)!
const tee = {
  id: 9,
  name: teeItem.name,
  imageUrl: teeItem.imageUrl,
  price: 24.99,
  variant: { size: 'M', color: 'navy', colorName: 'Navy' },
  limit: 5,
  quantity: 2,
}
const tote = { id: 901, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 3 }
const cap = { id: 902, name: 'Cap', imageUrl: '/c.webp', price: 5, quantity: 1 }
const teeName = `${tee.name}, Size M · Navy`

function storeCart(...lines: object[]) {
  localStorage.setItem('root', JSON.stringify({ cartItems: lines }))
}
const rowOf = (name: string) => screen.getByRole('button', { name: `Remove ${name} from cart` }).closest('tr')!
const total = () => screen.getByText(/^TOTAL: /)
const names = () => screen.getAllByRole('button', { name: /^Remove .* from cart$/ }).map((button) => button.getAttribute('aria-label'))

afterEach(() => {
  vi.useRealTimers()
})

describe('checkout lines', () => {
  it("shows each line's total beside its unit price, and links its name and picture to the product in its size and colour", async () => {
    storeCart(tee, tote)
    const { user } = await renderApp('/checkout')
    const priceCell = within(rowOf(teeName)).getAllByRole('cell')[3]!
    expect(priceCell).toHaveTextContent('$24.99 each')
    expect(priceCell).toHaveTextContent('Line total $49.98')
    expect(within(rowOf('Tote')).getAllByRole('cell')[3]).toHaveTextContent('$10 eachLine total $30')
    expect(total()).toHaveTextContent('TOTAL: $79.98')

    const link = await screen.findByRole('link', { name: tee.name })
    const address = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'
    expect(link).toHaveAttribute('href', address)
    // The picture leads there too, for pointers, without a second stop for keyboards.
    const picture = within(rowOf(teeName)).getAllByRole('cell')[0]!.querySelector('a')
    expect(picture).toHaveAttribute('href', address)
    expect(picture).toHaveAttribute('tabindex', '-1')
    // A line the catalog does not know has no page to go to.
    expect(within(rowOf('Tote')).queryByRole('link')).not.toBeInTheDocument()

    await user.click(link)
    expect(await screen.findByRole('heading', { level: 1, name: tee.name })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
  })

  it('shows − and + on the quantity buttons, and at the stock limit the + says why it does nothing', async () => {
    storeCart({ ...tee, quantity: 4 }, { ...cap, quantity: 95 })
    const { user } = await renderApp('/checkout')
    const decrease = screen.getByRole('button', { name: `Decrease quantity of ${teeName}` })
    const increase = screen.getByRole('button', { name: `Increase quantity of ${teeName}` })
    expect(decrease).toHaveTextContent('−')
    expect(increase).toHaveTextContent('+')
    expect(increase).not.toHaveAccessibleDescription()

    await user.click(increase)
    expect(screen.getByLabelText(`Quantity of ${teeName}`)).toHaveTextContent('5')
    expect(increase).toHaveAttribute('aria-disabled', 'true')
    expect(increase).toHaveAccessibleDescription('Only 5 in stock')
    expect(within(rowOf(teeName)).getByText('Only 5 in stock')).toBeVisible()
    // Still focused, so the keyboard does not lose its place.
    await waitFor(() => expect(increase).toHaveFocus())
    await user.click(increase)
    expect(screen.getByLabelText(`Quantity of ${teeName}`)).toHaveTextContent('5')

    // 100 units in all, the most one order holds: the cap's + says so and adds nothing.
    const increaseCap = screen.getByRole('button', { name: 'Increase quantity of Cap' })
    expect(increaseCap).toHaveAccessibleDescription('An order holds at most 100 items.')
    await user.click(increaseCap)
    expect(screen.getByLabelText('Quantity of Cap')).toHaveTextContent('95')
  })
})

describe('undoing a removal', () => {
  it('offers Undo after the x, with focus on it, and puts the line back at its place with its quantity', async () => {
    storeCart(tee, tote, cap)
    const { user } = await renderApp('/checkout')
    await user.click(screen.getByRole('button', { name: 'Remove Tote from cart' }))
    expect(names()).toEqual([`Remove ${teeName} from cart`, 'Remove Cap from cart'])
    expect(total()).toHaveTextContent('TOTAL: $54.98')
    const status = screen.getByText(/^Removed Tote/).closest('[role="status"]')!
    expect(status).toHaveTextContent('Removed Tote (3) from your cart.')
    const undo = within(status as HTMLElement).getByRole('button', { name: 'Undo removing Tote' })
    await waitFor(() => expect(undo).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument()

    await user.click(undo)
    expect(names()).toEqual([`Remove ${teeName} from cart`, 'Remove Tote from cart', 'Remove Cap from cart'])
    expect(screen.getByLabelText('Quantity of Tote')).toHaveTextContent('3')
    expect(total()).toHaveTextContent('TOTAL: $84.98')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Tote from cart' })).toHaveFocus())
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument()
  })

  it('offers Undo when − takes a line below 1, even for the last line, and puts it back', async () => {
    storeCart(cap)
    const { user } = await renderApp('/checkout')
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Cap' }))
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument()
    const undo = screen.getByRole('button', { name: 'Undo removing Cap' })
    await waitFor(() => expect(undo).toHaveFocus())
    expect(undo.closest('[role="status"]')).toHaveTextContent('Removed Cap from your cart.')

    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Quantity of Cap')).toHaveTextContent('1')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decrease quantity of Cap' })).toHaveFocus())
  })

  it('lets the removal stand a few seconds after the shopper moves on, and keeps focus in the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    storeCart(tote, cap)
    const { user } = await renderApp('/checkout')
    await user.click(screen.getByRole('button', { name: 'Remove Tote from cart' }))
    const undo = screen.getByRole('button', { name: 'Undo removing Tote' })
    // While the keyboard is on it, it stays.
    act(() => vi.advanceTimersByTime(UNDO_MS * 2))
    await waitFor(() => expect(undo).toHaveFocus())
    await user.tab({ shift: true })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Cap from cart' })).toHaveFocus())
    act(() => vi.advanceTimersByTime(UNDO_MS))
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument()
    expect(names()).toEqual(['Remove Cap from cart'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Cap from cart' })).toHaveFocus())
  })
})
