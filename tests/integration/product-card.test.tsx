// Add to Cart on a card, on the real route tree against the mock backend: it adds the variant the list's size and
// colour filters chose, shows and links to it, and asks for what they did not choose.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './harness'

const TEE = 'Classic Crew Neck T-Shirt'
const cardOf = async (name: string) => (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('li')!
const cartLines = () => JSON.parse(localStorage.getItem('root')!).cartItems as { variant?: object; imageUrl: string; quantity: number }[]

describe('a card on a list filtered by colour and size', () => {
  it('shows the colour chosen, links to it and adds it at once', async () => {
    const { user } = await renderApp('/shop/city?color=olive')
    const card = await cardOf('Urban Sling Bag')
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('main'))).toHaveLength(1)
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/items/urban-sling-bag--olive.webp')
    for (const link of card.querySelectorAll('a')) expect(link).toHaveAttribute('href', '/shop/city/urban-sling-bag?color=olive')
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    expect(cartLines()[0]).toMatchObject({ variant: { color: 'olive', colorName: 'Olive' }, imageUrl: '/images/items/urban-sling-bag--olive.webp' })
  })

  it('adds the size and colour chosen at once, and its page opens on them', async () => {
    const { user } = await renderApp('/shop/apparel?color=navy&size=M')
    const card = await cardOf(TEE)
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/items/classic-crew-neck-t-shirt--navy.webp')
    const button = within(card).getByRole('button', { name: 'Add to Cart' })
    expect(button).not.toHaveAttribute('aria-expanded')
    await user.click(button)
    expect(screen.getByText(`Added ${TEE}, Size M · Navy to your cart. Cart, 1 item.`)).toBeInTheDocument()
    await user.click(within(card).getByRole('link', { name: TEE }))
    await screen.findByRole('heading', { level: 1, name: TEE }, { timeout: 5000 })
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked()
  })

  it('asks only for the size in the colour chosen', async () => {
    const { user } = await renderApp('/shop/apparel?color=navy')
    const card = await cardOf(TEE)
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    const chooser = within(card).getByRole('group', { name: `Choose a size in Navy for ${TEE}` })
    expect(within(chooser).queryByRole('button', { name: 'Coral' })).not.toBeInTheDocument()
    expect(within(chooser).getByRole('button', { name: 'XS, sold out' })).toHaveAttribute('aria-disabled', 'true')
    await waitFor(() => expect(within(chooser).getByRole('button', { name: 'Size S' })).toHaveFocus())
    await user.click(within(chooser).getByRole('button', { name: 'Size L' }))
    expect(screen.getByText(`Added ${TEE}, Size L · Navy to your cart. Cart, 1 item.`)).toBeInTheDocument()
  })

  it('asks for another size when the size and colour chosen are sold out', async () => {
    const { user } = await renderApp('/shop/apparel?color=navy&size=XS')
    const card = await cardOf(TEE)
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    const chooser = within(card).getByRole('group', { name: `Choose a size in Navy for ${TEE}` })
    await user.click(within(chooser).getByRole('button', { name: 'XS, sold out' }))
    expect(within(chooser).getByRole('status')).toHaveTextContent('Size XS · Navy is sold out.')
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
  })

  it('follows the filters on the search results too', async () => {
    const { user } = await renderApp('/search?q=bag&color=olive')
    const card = await cardOf('Urban Sling Bag')
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/items/urban-sling-bag--olive.webp')
    expect(within(card).getByRole('link', { name: 'Urban Sling Bag' })).toHaveAttribute('href', '/shop/city/urban-sling-bag?color=olive')
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    expect(cartLines()[0]).toMatchObject({ variant: { color: 'olive' } })
  })
})

describe('a card on a list not filtered', () => {
  it('asks for the colour and the size of an item that has both, then adds them', async () => {
    const { user } = await renderApp('/shop/apparel')
    const card = await cardOf(TEE)
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/items/classic-crew-neck-t-shirt.webp')
    const button = within(card).getByRole('button', { name: 'Add to Cart' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const chooser = within(card).getByRole('group', { name: `Choose a colour and size for ${TEE}` })
    expect(button).toHaveAttribute('aria-controls', chooser.id)
    const colours = within(chooser).getByRole('list', { name: 'Colour' })
    expect(within(colours).getByRole('button', { name: 'Coral' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(within(colours).getByRole('button', { name: 'Coral' })).toHaveFocus())
    await user.click(within(colours).getByRole('button', { name: 'Navy' }))
    expect(within(colours).getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true')
    const sizes = within(chooser).getByRole('list', { name: 'Size' })
    expect(within(sizes).getByRole('button', { name: 'XS, sold out' })).toBeInTheDocument()
    await user.click(within(sizes).getByRole('button', { name: 'Size M' }))
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    expect(within(card).queryByRole('group')).not.toBeInTheDocument()
    await waitFor(() => expect(button).toHaveFocus())
    expect(screen.getByText(`Added ${TEE}, Size M · Navy to your cart. Cart, 1 item.`)).toBeInTheDocument()
  })

  it('asks for the colour of an item without sizes, names a sold-out one, and adds the one tapped', async () => {
    const { user } = await renderApp('/shop/bags')
    const card = await cardOf('Quilted Shoulder Bag')
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    const chooser = within(card).getByRole('group', { name: 'Choose a colour for Quilted Shoulder Bag' })
    await user.click(within(chooser).getByRole('button', { name: 'Blush, sold out' }))
    expect(within(chooser).getByRole('status')).toHaveTextContent('Blush is sold out.')
    await user.click(within(chooser).getByRole('button', { name: 'Black' }))
    expect(cartLines()[0]).toMatchObject({ variant: { color: 'black', colorName: 'Black' } })
  })

  it('closes on Escape and returns focus to the button; sold-out sizes are named and not added', async () => {
    const { user } = await renderApp('/shop/apparel')
    const card = await cardOf('Heavyweight Pullover Hoodie')
    const button = within(card).getByRole('button', { name: 'Add to Cart' })
    button.focus()
    await user.keyboard('{Enter}')
    const chooser = within(card).getByRole('group', { name: /Choose a colour and size/ })
    const soldOut = within(chooser).getByRole('button', { name: 'L, sold out' })
    expect(soldOut).toHaveAttribute('aria-disabled', 'true')
    await user.click(soldOut)
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(within(card).queryByRole('group')).not.toBeInTheDocument()
    await waitFor(() => expect(button).toHaveFocus())
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('says so when all the units left of a size are in the cart, and adds no more', async () => {
    const { user } = await renderApp('/shop/apparel')
    const card = await cardOf(TEE)
    const button = within(card).getByRole('button', { name: 'Add to Cart' })
    await user.click(button)
    await user.click(within(card).getByRole('button', { name: 'Size XL' }))
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    await user.click(button)
    await user.click(within(card).getByRole('button', { name: 'Size XL' }))
    expect(within(card).getByRole('status')).toHaveTextContent('All 1 left of Size XL · Coral are in your cart.')
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
  })

  it('adds an item without options at once', async () => {
    const { user } = await renderApp('/shop/bags')
    const card = await cardOf('Market Canvas Tote')
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument()
    expect(cartLines()[0]).not.toHaveProperty('variant')
  })
})
