import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { expectConsoleError } from '../setup/dom'
import { demoCatalog, demoCollection } from '../support/demo-catalog'
import { firestoreFailure } from '../support/firestore-failure'
import { cents, money } from '../support/money'
import { renderApp } from './harness'

describe('home and directory', () => {
  it('shows the five tiles with upper-case titles and SHOP NOW, linking to their collections', async () => {
    await renderApp('/')
    const directory = screen.getByRole('navigation', { name: 'Collections' })
    const tiles = within(directory).getAllByRole('link')
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/shop/bags', '/shop/apparel', '/shop/accessories', '/shop/city', '/shop/adventure'])
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['BAGS', 'APPAREL', 'ACCESSORIES', 'CITY', 'ADVENTURE'])
    for (const tile of tiles) expect(within(tile).getByText('SHOP NOW')).toBeInTheDocument()
  })

  it('serves the same page at /contact, with tiles that still lead to the collections', async () => {
    await renderApp('/contact')
    const directory = screen.getByRole('navigation', { name: 'Collections' })
    expect(within(directory).getByRole('link', { name: /CITY/ })).toHaveAttribute('href', '/shop/city')
  })

  it('has the header links of the spec', async () => {
    await renderApp('/')
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'SHOP' })).toHaveAttribute('href', '/shop')
    expect(within(main).getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact')
    expect(within(main).getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin')
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/')
  })

  it('shows a not-found page with a way home for unknown URLs', async () => {
    const { user } = await renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Page not found | Crown Clothing'))
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }))
    expect(await screen.findByRole('navigation', { name: 'Collections' })).toBeInTheDocument()
  })
  it.each(['/nope', '/shop/apparel/classic-crew-neck-t-shirt/extra', '/shop/apparel/classic-crew-neck-t-shirt/extra/more', '/signin/extra'])(
    'answers %s, an address under no page, with the not-found page and its title',
    async (path) => {
      await renderApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Classic Crew Neck T-Shirt' })).not.toBeInTheDocument()
      await waitFor(() => expect(document.title).toBe('Page not found | Crown Clothing'))
    },
  )
})

describe('shop', () => {
  it('shows a spinner while the collections load, then each collection with at most 4 items', async () => {
    server.use(
      http.post(/\/documents:runQuery$/, async () => {
        await delay(400)
      }),
    )
    await renderApp('/shop')
    expect((await screen.findByText('Loading collections')).closest('[role="status"]')).not.toBeNull()
    const headings = await within(screen.getByRole('main')).findAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(demoCatalog.map((c) => c.title.toUpperCase()))
    expect(screen.queryByText('Loading collections')).not.toBeInTheDocument()
    for (const collection of demoCatalog) {
      const section = screen.getByRole('region', { name: collection.title.toUpperCase() })
      const names = within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
      expect(names).toHaveLength(Math.min(4, collection.items.length))
      collection.items.slice(0, 4).forEach((item, i) => expect(names[i]).toContain(item.name))
    }
  })

  it('links each collection title to its page', async () => {
    const { user } = await renderApp('/shop')
    await user.click(await screen.findByRole('link', { name: 'ADVENTURE' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'ADVENTURE' })).toBeInTheDocument()
  })

  it('shows a collection with its title and all its items, each with image, name, price and Add to Cart', async () => {
    await renderApp('/shop/bags')
    const bags = demoCollection('Bags')
    expect(await screen.findByRole('heading', { level: 1, name: 'BAGS' })).toBeInTheDocument()
    const cards = within(screen.getByRole('main')).getAllByRole('listitem')
    expect(cards).toHaveLength(bags.items.length)
    bags.items.forEach((item, i) => {
      const card = cards[i]!
      expect(card).toHaveTextContent(item.name)
      expect(card).toHaveTextContent(money(cents(item.price)))
      expect(card.querySelector('img')).toHaveAttribute('src', item.imageUrl)
      expect(within(card).getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription(item.name)
    })
  })

  it("says 'Collection not found' for an unknown collection", async () => {
    await renderApp('/shop/hats')
    expect(await screen.findByText('Collection not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all collections' })).toHaveAttribute('href', '/shop')
  })

  it.each(['constructor', '__proto__', 'toString'])("says 'Collection not found' at /shop/%s, a name every object has built in", async (name) => {
    await renderApp(`/shop/${name}`)
    expect(await screen.findByRole('heading', { name: 'Collection not found' })).toBeInTheDocument()
    expect(document.title).toBe('Collection not found | Crown Clothing')
  })

  it('shows a message and a retry button when the collections cannot be fetched, and recovers', async () => {
    server.use(firestoreFailure('runQuery', 503))
    // React reports the error its boundary caught; the page shows it to the shopper instead.
    expectConsoleError(/Injected runQuery failure/)
    const { user } = await renderApp('/shop')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not load the shop')
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'BAGS' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })
})
