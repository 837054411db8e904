import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCollection, plainItem } from '../support/demo-catalog'
import { cents, money } from '../support/money'
import { renderApp } from './harness'

async function addToCart(user: Awaited<ReturnType<typeof renderApp>>['user'], itemName: string, times = 1) {
  const card = (await screen.findByText(itemName)).closest('li')!
  for (let i = 0; i < times; i++) await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
}

describe('cart', () => {
  it('adds items, shows them in the dropdown, and checks out with exact arithmetic', async () => {
    const [first, second] = demoCollection('Bags').items as unknown as [{ name: string; price: number }, { name: string; price: number }]
    const { user } = await renderApp('/shop/bags')
    const cartButton = screen.getByRole('button', { name: 'Cart, 0 items' })

    await addToCart(user, first.name, 2)
    await addToCart(user, second.name)
    expect(cartButton).toHaveAccessibleName('Cart, 3 items')
    expect(cartButton).toHaveTextContent('3')

    await user.click(cartButton)
    expect(cartButton).toHaveAttribute('aria-expanded', 'true')
    const dropdown = screen.getByRole('region', { name: 'Cart' })
    const lines = within(dropdown).getAllByRole('listitem')
    expect(lines[0]).toHaveTextContent(`${first.name}2 x ${money(cents(first.price))}`)
    expect(lines[1]).toHaveTextContent(`${second.name}1 x ${money(cents(second.price))}`)

    await user.click(within(dropdown).getByRole('button', { name: 'GO TO CHECKOUT' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument()
    expect(cartButton).toHaveAttribute('aria-expanded', 'false')

    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Description', 'Quantity', 'Price', 'Remove'])
    // Each row shows the image, the name, − quantity +, the price and the line's total, and ✕, and nothing else.
    const firstRow = within(table).getAllByRole('row')[1]!
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', first.name, '−2+', `${money(cents(first.price))} eachLine total ${money(2 * cents(first.price))}`, '✕'])
    const total = () => screen.getByText(/^TOTAL: /)
    expect(total()).toHaveTextContent(`TOTAL: ${money(2 * cents(first.price) + cents(second.price))}`)

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${second.name}` }))
    expect(screen.getByLabelText(`Quantity of ${second.name}`)).toHaveTextContent('2')
    expect(total()).toHaveTextContent(`TOTAL: ${money(2 * cents(first.price) + 2 * cents(second.price))}`)

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${first.name}` }))
    expect(screen.getByLabelText(`Quantity of ${first.name}`)).toHaveTextContent('1')
    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${first.name}` }))
    expect(screen.queryByRole('button', { name: `Remove ${first.name} from cart` })).not.toBeInTheDocument()
    expect(total()).toHaveTextContent(`TOTAL: ${money(2 * cents(second.price))}`)

    await user.click(screen.getByRole('button', { name: `Remove ${second.name} from cart` }))
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop')
    expect(cartButton).toHaveAccessibleName('Cart, 0 items')
  })

  it('totals prices with cents without floating-point artefacts', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({
        cartItems: [
          { id: 901, name: 'Dime Pin', imageUrl: '/x.webp', price: 0.1, quantity: 3 },
          { id: 902, name: 'Fifth Pin', imageUrl: '/y.webp', price: 0.2, quantity: 1 },
          { id: 903, name: 'Scarf', imageUrl: '/z.webp', price: 19.99, quantity: 3 },
        ],
      }),
    )
    await renderApp('/checkout')
    expect(await screen.findByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $60.47')
  })

  it("says 'Your cart is empty' in an empty dropdown; Escape closes it and returns focus to the cart button", async () => {
    const { user } = await renderApp('/')
    const cartButton = screen.getByRole('button', { name: 'Cart, 0 items' })
    await user.click(cartButton)
    const dropdown = screen.getByRole('region', { name: 'Cart' })
    expect(within(dropdown).getByText('Your cart is empty')).toBeInTheDocument()
    await user.tab()
    await waitFor(() => expect(within(dropdown).getByRole('button', { name: 'GO TO CHECKOUT' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument()
    await waitFor(() => expect(cartButton).toHaveFocus())
  })

  it('closes the dropdown on a click outside, and toggles it with the cart button', async () => {
    const { user } = await renderApp('/')
    const cartButton = screen.getByRole('button', { name: 'Cart, 0 items' })
    await user.click(cartButton)
    await user.click(cartButton)
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument()
    await user.click(cartButton)
    await user.click(screen.getByRole('main'))
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument()
  })

  it('closes the dropdown when focus leaves it, and leaves focus where the shopper put it', async () => {
    const { user } = await renderApp('/')
    const cartButton = screen.getByRole('button', { name: 'Cart, 0 items' })
    const field = screen.getByRole('combobox', { name: 'Search' })
    await user.click(cartButton)
    await user.click(field)
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 10))
    await waitFor(() => expect(field).toHaveFocus())

    await user.click(cartButton)
    await user.tab()
    await waitFor(() => expect(screen.getByRole('button', { name: 'GO TO CHECKOUT' })).toHaveFocus())
    await user.tab()
    expect(screen.queryByRole('region', { name: 'Cart' })).not.toBeInTheDocument()
    expect(cartButton).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps the cart in localStorage under root, and a new visit starts with the dropdown closed', async () => {
    const item = plainItem('City')
    const { user, unmount } = await renderApp('/shop/city')
    await addToCart(user, item.name)
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }))
    // An item without options is counted too: the line keeps the units left when it was added.
    expect(JSON.parse(localStorage.getItem('root')!)).toEqual({ cartItems: [{ ...item, quantity: 1, limit: 30 }], count: 1 })
    unmount()

    await renderApp('/')
    const cartButton = screen.getByRole('button', { name: 'Cart, 1 item' })
    expect(cartButton).toHaveAttribute('aria-expanded', 'false')
  })

  it('follows changes made in another tab', async () => {
    await renderApp('/')
    const line = { id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 4 }
    const value = JSON.stringify({ cartItems: [line] })
    localStorage.setItem('root', value)
    window.dispatchEvent(new StorageEvent('storage', { key: 'root', newValue: value, storageArea: localStorage }))
    expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument()
  })

  it.each([
    ['corrupt JSON', '{"cartItems": [{'],
    ['a wrong shape', '{"cartItems": "lots"}'],
    [
      'invalid lines',
      JSON.stringify({
        cartItems: [
          { id: 'x', quantity: 1 },
          { id: 2, name: 'Cap', imageUrl: '/c.webp', price: 'free', quantity: 1 },
          { id: 3, name: 'Hat', imageUrl: '/h.webp', price: 5, quantity: -2 },
        ],
      }),
    ],
  ])('survives %s in storage with an empty cart', async (_case, stored) => {
    localStorage.setItem('root', stored)
    const { user } = await renderApp('/checkout')
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Browse the shop' }))
    expect(await screen.findByRole('link', { name: 'BAGS' })).toBeInTheDocument()
  })

  it('keeps the valid lines of a partly broken store', async () => {
    const good = { id: 2, name: 'Cap', imageUrl: '/c.webp', price: 12.5, quantity: 2 }
    localStorage.setItem('root', JSON.stringify({ cartItems: [{ id: 1, quantity: 1e9 }, good] }))
    await renderApp('/checkout')
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument()
    expect(screen.getByText(/^TOTAL: /)).toHaveTextContent('TOTAL: $25')
  })
})

describe('cart for keyboard and screen-reader users', () => {
  it('announces what was added', async () => {
    const item = demoCollection('Bags').items[2]!
    const { user } = await renderApp('/shop/bags')
    await addToCart(user, item.name, 2)
    expect(screen.getByText(`Added ${item.name} to your cart. Cart, 2 items.`)).toHaveAttribute('role', 'status')
  })

  it('moves focus to the Undo of a removed line, also when the cart empties', async () => {
    const lines = [
      { id: 1, name: 'Tote', imageUrl: '/t.webp', price: 10, quantity: 1 },
      { id: 2, name: 'Cap', imageUrl: '/c.webp', price: 5, quantity: 1 },
    ]
    localStorage.setItem('root', JSON.stringify({ cartItems: lines }))
    const { user } = await renderApp('/checkout')
    await user.click(screen.getByRole('button', { name: 'Remove Tote from cart' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo removing Tote' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Cap' }))
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo removing Cap' })).toHaveFocus())
  })
})
