import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCatalog, demoCollection } from '../support/demo-catalog'
import { renderApp } from './harness'

const cardNames = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('listitem')
    .filter((li) => within(li).queryByRole('button', { name: 'Add to Cart' }))
    .map((li) => li.querySelector('span')?.textContent)
const status = () => within(screen.getByRole('main')).getByRole('status')
/** The address's search parameters. */
const searchOf = (router: Awaited<ReturnType<typeof renderApp>>['router']) => router.state.location.search as Record<string, unknown>

/** The catalog's items matching `test`, as the tests expect them: name and price. */
const items = (test: (item: { name: string; price: number; colors?: { id: string }[]; sizes?: string[] }, collection: string) => boolean) =>
  demoCatalog.flatMap((collection) => collection.items.filter((item) => test(item, collection.title)))

describe('search field', () => {
  it('is a labelled combobox in a search landmark on every page', async () => {
    for (const path of ['/', '/shop/bags', '/checkout']) {
      const view = await renderApp(path)
      const landmark = await screen.findByRole('search')
      const field = within(landmark).getByRole('combobox', { name: 'Search' })
      expect(field).toHaveAttribute('aria-expanded', 'false')
      expect(landmark).toHaveAttribute('action', '/search')
      expect(field).toHaveAttribute('name', 'q')
      view.unmount()
    }
  })

  it('suggests items as the shopper types; arrow keys and Enter pick one and open its page', async () => {
    const { user, router } = await renderApp('/')
    const field = screen.getByRole('combobox', { name: 'Search' })
    await user.click(field)
    await user.keyboard('bakpack')
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' })
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'))
    const options = within(listbox).getAllByRole('option')
    expect(options.length).toBeGreaterThan(0)
    expect(options.length).toBeLessThanOrEqual(6)
    expect(options[0]).toHaveTextContent('Canvas Rolltop Backpack')
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(/suggestions?/)

    await user.keyboard('{ArrowDown}')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await user.keyboard('{ArrowUp}')
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{Enter}')

    // The item's own page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Canvas Rolltop Backpack' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/shop/bags/canvas-rolltop-backpack')
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('')
  })

  it('"tot" suggests the tote; Escape closes the list, a second Escape clears the field', async () => {
    const { user } = await renderApp('/shop')
    const field = screen.getByRole('combobox', { name: 'Search' })
    await user.click(field)
    await user.keyboard('tot')
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'))
    expect(within(screen.getByRole('listbox', { hidden: true })).getAllByRole('option')[0]).toHaveTextContent('Market Canvas Tote')
    await user.keyboard('{Escape}')
    expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(field).toHaveValue('tot')
    await user.keyboard('{Escape}')
    expect(field).toHaveValue('')
  })

  it('Enter without a chosen suggestion opens the results for what was typed', async () => {
    const { user, router } = await renderApp('/contact')
    await user.click(screen.getByRole('combobox', { name: 'Search' }))
    await user.keyboard('tshirt{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “tshirt”' })).toBeInTheDocument()
    expect(searchOf(router)).toEqual({ q: 'tshirt' })
    expect(cardNames()[0]).toBe('Classic Crew Neck T-Shirt')
  })

  it('Enter with the mouse resting over a suggestion still opens the results: only the arrow keys choose one', async () => {
    const { user, router } = await renderApp('/contact')
    const field = screen.getByRole('combobox', { name: 'Search' })
    await user.click(field)
    await user.keyboard('bag')
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' })
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'))
    // The list opens under a pointer that does not move: the browser tells the option the mouse is over it.
    await user.hover(within(listbox).getAllByRole('option')[0]!)
    expect(within(listbox).queryByRole('option', { selected: true })).toBeNull()
    expect(field).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “bag”' })).toBeInTheDocument()
    expect(searchOf(router)).toEqual({ q: 'bag' })
  })
})

describe('results page', () => {
  it('shows item cards with Add to Cart and the count in a polite live region', async () => {
    await renderApp('/search?q=bag')
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “bag”' })).toBeInTheDocument()
    const names = cardNames()
    expect(names).toEqual(expect.arrayContaining([...demoCollection('Bags').items.map((item) => item.name), 'Urban Sling Bag']))
    expect(status()).toHaveTextContent(`${names.length} results for “bag”`)
    expect(document.title).toBe('Search: bag | Crown Clothing')
  })

  it('sorts by price and filters by colour, all in the URL; back and forward restore the same list', async () => {
    const { user, router } = await renderApp('/search?q=bag')
    await screen.findByRole('heading', { level: 1, name: 'Results for “bag”' })
    const relevance = cardNames()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high')
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'bag', sort: 'price-asc' }))
    const byPrice = [...relevance].sort((a, b) => price(a!) - price(b!) || a!.localeCompare(b!))
    expect(cardNames()).toEqual(byPrice)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Black')
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'bag', sort: 'price-asc', color: 'black' }))
    expect(cardNames()).toEqual(['Urban Sling Bag', 'Quilted Shoulder Bag'])
    expect(status()).toHaveTextContent(`2 results for “bag” (filtered from ${relevance.length})`)

    router.history.back()
    await waitFor(() => expect(cardNames()).toEqual(byPrice))
    router.history.back()
    await waitFor(() => expect(cardNames()).toEqual(relevance))
    router.history.forward()
    router.history.forward()
    await waitFor(() => expect(cardNames()).toEqual(['Urban Sling Bag', 'Quilted Shoulder Bag']))
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('black')

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'bag', sort: 'price-asc' }))
    expect(cardNames()).toEqual(byPrice)
  })

  it('a shared link gives the same list in the same order', async () => {
    const url = '/search?q=navy&collection=apparel&size=M&inStock=true&sort=price-desc'
    const first = await renderApp(url)
    await screen.findByRole('heading', { level: 1, name: 'Results for “navy”' })
    const list = cardNames()
    expect(list.length).toBeGreaterThan(0)
    first.unmount()
    await renderApp(url)
    await screen.findByRole('heading', { level: 1, name: 'Results for “navy”' })
    expect(cardNames()).toEqual(list)
    const expected = items((item, collection) => collection === 'Apparel' && !!item.colors?.some((c) => c.id === 'navy'))
    expect(list.length).toBeLessThanOrEqual(expected.length)
  })

  it('ignores invalid parameters', async () => {
    const { user, router } = await renderApp('/search?q=bag&sort=cheapest&min=-3&max=lots&color=Not%20A%20Colour&inStock=maybe&page=2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “bag”' })).toBeInTheDocument()
    const plain = await renderPlainBag()
    expect(cardNames()).toEqual(plain)
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
    // The next choice leaves the invalid parameters behind.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name: A to Z')
    await waitFor(() => expect(searchOf(router)).toEqual({ q: 'bag', sort: 'name' }))
  })

  it('announces a new query from the header in the same live region, results or none', async () => {
    const { user } = await renderApp('/search?q=bag')
    await screen.findByRole('heading', { level: 1, name: 'Results for “bag”' })
    const region = status()
    const field = screen.getByRole('combobox', { name: 'Search' })
    await user.clear(field)
    await user.type(field, 'xyzzy{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Results for “xyzzy”' })
    expect(status()).toBe(region)
    expect(region).toHaveTextContent('No results for “xyzzy”')
    await waitFor(() => expect(field).toHaveFocus())
    await user.clear(field)
    await user.type(field, 'tote{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Results for “tote”' })
    expect(status()).toBe(region)
    expect(region).toHaveTextContent(/^\d+ results? for “tote”$/)
  })

  it('says "No results for X" and offers the collections instead', async () => {
    const { user } = await renderApp('/search?q=xyzzy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “xyzzy”' })).toBeInTheDocument()
    expect(status()).toHaveTextContent('No results for “xyzzy”')
    expect(screen.queryByRole('group', { name: 'Filter and sort' })).not.toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Collections' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(demoCatalog.map((c) => c.title.toUpperCase()))
    await user.click(within(nav).getByRole('link', { name: 'CITY' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'CITY' })).toBeInTheDocument()
  })
})

describe('collection page filters', () => {
  const apparel = demoCollection('Apparel')

  it('filters by size and stock and sorts, in the URL; Clear filters resets', async () => {
    const { user, router } = await renderApp('/shop/apparel')
    await screen.findByRole('heading', { level: 1, name: 'APPAREL' })
    expect(cardNames()).toEqual(apparel.items.map((item) => item.name))
    expect(status()).toHaveTextContent(`${apparel.items.length} items`)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'XL')
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low')
    await waitFor(() => expect(searchOf(router)).toEqual({ size: 'XL', inStock: true, sort: 'price-desc' }))
    const expected = apparel.items
      .filter((item) => Object.entries(item.stock ?? {}).some(([key, count]) => key.split('/')[0] === 'XL' && count > 0))
      .sort((a, b) => b.price - a.price)
      .map((item) => item.name)
    expect(expected.length).toBeLessThan(apparel.items.length)
    expect(cardNames()).toEqual(expected)
    expect(status()).toHaveTextContent(`${expected.length} items (filtered from ${apparel.items.length})`)

    await user.type(screen.getByRole('spinbutton', { name: 'Max price ($)' }), '100')
    await waitFor(() => expect(searchOf(router).max).toBe(100))
    expect(cardNames()).toEqual(expected.filter((name) => price(name) <= 100))

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: 'price-desc' }))
    expect(screen.getByRole('spinbutton', { name: 'Max price ($)' })).toHaveValue(null)
    expect(cardNames()).toHaveLength(apparel.items.length)
  })

  it('opens a shared link with its filters, and ignores invalid ones', async () => {
    const { router } = await renderApp('/shop/apparel?color=navy&sort=name&size=%22XXXXXXXXXXXXXXXXXXXX%22&min=abc')
    await screen.findByRole('heading', { level: 1, name: 'APPAREL' })
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('')
    expect(screen.getByRole('spinbutton', { name: 'Min price ($)' })).toHaveValue(null)
    expect(searchOf(router)).toMatchObject({ color: 'navy', sort: 'name' })
    const navy = apparel.items.filter((item) => item.colors?.some((c) => c.id === 'navy')).map((item) => item.name)
    expect(cardNames()).toEqual([...navy].sort((a, b) => a.localeCompare(b)))
  })

  it('says so when no item matches, and keeps the collection page', async () => {
    await renderApp('/shop/bags?min=100000')
    expect(await screen.findByText('No items in this collection match these filters.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'BAGS' })).toBeInTheDocument()
  })
})

/** The results for 'bag' without any parameter, from a page of their own. */
async function renderPlainBag(): Promise<(string | undefined)[]> {
  const shown = cardNames()
  const other = await renderApp('/search?q=bag')
  const main = other.container.querySelector('main')!
  await within(main).findByRole('heading', { level: 1, name: 'Results for “bag”' })
  const names = within(main)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent)
  other.unmount()
  expect(shown).toHaveLength(names.length)
  return names
}

function price(name: string): number {
  const found = items((item) => item.name === name)[0]
  if (!found) throw new Error(`No item ${name}`)
  return found.price
}
