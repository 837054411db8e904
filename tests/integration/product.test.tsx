// The product page on the real route tree, against the mock backend: its address, its search parameters, sizes
// and colours, sold-out variants and stock limits.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './harness'

const TEE = '/shop/apparel/classic-crew-neck-t-shirt'
/** The product's own part of the page (the cards under it have their own Add to Cart). */
const product = (name = 'Classic Crew Neck T-Shirt') => within(screen.getByRole('region', { name }))

describe('product page', () => {
  it('opens from a card, with breadcrumbs, price, pictures, details and more from the collection', async () => {
    const { user, router } = await renderApp('/shop/apparel')
    // The first test of the file also waits for the routes' code to be compiled.
    const card = (await screen.findByRole('link', { name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })).closest('li')!
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument()
    // The picture links to the page too, out of the tab order: the name's link is the card's one stop.
    const links = card.querySelectorAll('a')
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([TEE, TEE])
    expect(links[0]).toHaveAttribute('tabindex', '-1')
    await user.click(within(card).getByRole('link', { name: 'Classic Crew Neck T-Shirt' }))
    // The page's code loads on its first visit.
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(TEE)
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Apparel', '/shop/apparel'],
    ])
    expect(within(crumbs).getByText('Classic Crew Neck T-Shirt')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('$24.99')).toBeInTheDocument()
    expect(screen.getByText(/soft, mid-weight cotton jersey/)).toBeInTheDocument()
    expect(screen.getByText('100% organic cotton jersey, 180 g/m²')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Classic Crew Neck T-Shirt, Coral' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show close-up 1' }))
    expect(screen.getByRole('img', { name: 'Classic Crew Neck T-Shirt, close-up 1' })).toBeInTheDocument()
    const more = screen.getByRole('region', { name: 'More from Apparel' })
    expect(within(more).getAllByRole('listitem')).toHaveLength(4)
    expect(document.title).toBe('Classic Crew Neck T-Shirt | Crown Clothing')
  })

  it('keeps the chosen size and colour in the address, and starts from it', async () => {
    const { user, router } = await renderApp(TEE)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('button', { name: 'Choose a size' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Navy' }))
    await user.click(screen.getByRole('radio', { name: 'M' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ size: 'M', color: 'navy' }))
    expect(router.state.location.href).toBe(`${TEE}?color=navy&size=M`)
    expect(screen.getByRole('img', { name: 'Classic Crew Neck T-Shirt, Navy' })).toBeInTheDocument()
    expect(product().getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument()

    await router.navigate({ href: `${TEE}?size=L&color=charcoal` })
    expect(await screen.findByRole('radio', { name: 'L' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Charcoal' })).toBeChecked()
    expect(screen.getByText('Only 2 left')).toBeInTheDocument()
  })

  it.each(['?size=XXXL&color=green', '?size=%3Cb%3E&color=', '?size=1&size=2&color=navy%20blue'])('ignores invalid choices in %s', async (search) => {
    await renderApp(`${TEE}${search}`)
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' })
    expect(screen.getByRole('radio', { name: 'Coral' })).toBeChecked()
    for (const radio of within(screen.getByRole('group', { name: 'Size' })).getAllByRole('radio')) expect(radio).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Choose a size' })).toBeInTheDocument()
  })

  it('shows the close-up in the chosen colour', async () => {
    const { user } = await renderApp('/shop/apparel/heavyweight-pullover-hoodie')
    const hoodie = 'Heavyweight Pullover Hoodie'
    await user.click(await screen.findByRole('radio', { name: 'Forest Green' }))
    expect(screen.getByRole('img', { name: `${hoodie}, Forest Green` })).toHaveAttribute('src', '/images/items/heavyweight-pullover-hoodie--forest.webp')
    await user.click(screen.getByRole('button', { name: 'Show close-up 1' }))
    expect(screen.getByRole('img', { name: `${hoodie}, close-up 1` })).toHaveAttribute('src', '/images/items/heavyweight-pullover-hoodie--forest-detail.webp')
    await user.click(screen.getByRole('radio', { name: 'Charcoal' }))
    await user.click(screen.getByRole('button', { name: 'Show close-up 1' }))
    expect(screen.getByRole('img', { name: `${hoodie}, close-up 1` })).toHaveAttribute('src', '/images/items/heavyweight-pullover-hoodie--detail.webp')
  })

  it('asks for a size before adding, and sends focus to the sizes', async () => {
    const { user } = await renderApp(TEE)
    await user.click(await screen.findByRole('button', { name: 'Choose a size' }))
    expect(screen.getByText('Choose a size first.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('radio', { name: 'XS' })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
  })

  it('shows sold-out sizes, names them sold out, and does not add them', async () => {
    const { user } = await renderApp(`${TEE}?color=navy`)
    const xs = await screen.findByRole('radio', { name: 'XS, sold out' })
    await user.click(xs)
    expect(product().getAllByRole('status')[0]).toHaveTextContent('Sold out')
    // Said once, by the stock line; the button keeps its name, and says it cannot be pressed.
    expect(product().getAllByText(/sold out/i)).toHaveLength(1)
    const button = product().getByRole('button', { name: 'Add to Cart' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(screen.getByText(/sold out: choose another size or colour/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
  })

  it('adds no more than the units left, and says why', async () => {
    const { user } = await renderApp(`${TEE}?size=XL&color=coral`)
    expect(await screen.findByText('Only 1 left')).toBeInTheDocument()
    await user.click(product().getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    await user.click(product().getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByText('Only 1 left, and all 1 are in your cart.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
  })

  it('adds an item without options at once, like its card', async () => {
    const { user } = await renderApp('/shop/bags/market-canvas-tote')
    await screen.findByRole('heading', { level: 1 })
    await user.click(product('Market Canvas Tote').getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Size' })).not.toBeInTheDocument()
  })

  it('says when a product is not found, with a link back to its collection', async () => {
    const { user } = await renderApp('/shop/apparel/no-such-shirt')
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to the collection' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'APPAREL' })).toBeInTheDocument()
  })

  it('puts each size in its own cart line, named with its variant in the dropdown and at checkout', async () => {
    const { user, router } = await renderApp(`${TEE}?color=navy&size=M`)
    await user.click(await product().findByRole('button', { name: 'Add to Cart' }))
    await user.click(product().getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByText('Added Classic Crew Neck T-Shirt, Size M · Navy to your cart. Cart, 2 items.')).toBeInTheDocument()
    await user.click(product().getByRole('radio', { name: 'L' }))
    await user.click(product().getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }))
    const lines = within(screen.getByRole('region', { name: 'Cart' })).getAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      'Classic Crew Neck T-ShirtSize M · Navy2 x $24.99',
      'Classic Crew Neck T-ShirtSize L · Navy1 x $24.99',
    ])
    expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/images/items/classic-crew-neck-t-shirt--navy.webp')

    await router.navigate({ to: '/checkout' })
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('Size M · Navy')).toBeInTheDocument()
    const names = within(table)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
    expect(names).toEqual([
      'Decrease quantity of Classic Crew Neck T-Shirt, Size M · Navy',
      'Increase quantity of Classic Crew Neck T-Shirt, Size M · Navy',
      'Remove Classic Crew Neck T-Shirt, Size M · Navy from cart',
      'Decrease quantity of Classic Crew Neck T-Shirt, Size L · Navy',
      'Increase quantity of Classic Crew Neck T-Shirt, Size L · Navy',
      'Remove Classic Crew Neck T-Shirt, Size L · Navy from cart',
    ])
    await user.click(within(table).getByRole('button', { name: 'Remove Classic Crew Neck T-Shirt, Size L · Navy from cart' }))
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(screen.getByText('TOTAL: $49.98')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('root')!).cartItems).toEqual([
      {
        id: 9,
        name: 'Classic Crew Neck T-Shirt',
        imageUrl: '/images/items/classic-crew-neck-t-shirt--navy.webp',
        price: 24.99,
        variant: { size: 'M', color: 'navy', colorName: 'Navy' },
        limit: expect.any(Number),
        quantity: 2,
      },
    ])
  })

  it('stops the checkout arrow at the units left', async () => {
    const line = {
      id: 9,
      name: 'Classic Crew Neck T-Shirt',
      imageUrl: '/t.webp',
      price: 24.99,
      variant: { size: 'XL', color: 'coral', colorName: 'Coral' },
      limit: 1,
    }
    localStorage.setItem('root', JSON.stringify({ cartItems: [{ ...line, quantity: 1 }] }))
    await renderApp('/checkout')
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Classic Crew Neck T-Shirt, Size XL · Coral' })
    expect(increase).toHaveAttribute('aria-disabled', 'true')
    expect(increase).toHaveAccessibleDescription('Only 1 in stock')
  })
})
