// The shop's information pages (shipping, returns, size guide, imprint, privacy, terms, accessibility) and the footer that
// links to them from every page, on the real route tree against the mock backend.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shopInfo } from '../../src/content/shop-info'
import { INFO_PAGES, INFO_PATHS } from '../../src/content/shop-info-schema'
import { renderApp } from './harness'

const { shop, pages } = shopInfo
const footer = () => within(screen.getByRole('contentinfo'))
const links = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

/** The footer's links and contact details, as every page shows them. */
function expectFooter() {
  expect(links(footer().getByRole('navigation', { name: 'Help' }))).toEqual([
    ['Shipping', '/shipping'],
    ['Returns', '/returns'],
    ['Size guide', '/size-guide'],
    ['Contact', '/contact'],
  ])
  expect(links(footer().getByRole('navigation', { name: 'Legal' }))).toEqual([
    ['Imprint', '/imprint'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Accessibility', '/accessibility'],
  ])
  const address = footer().getByText(shop.street, { exact: false }).closest('address')!
  expect(address).toHaveTextContent(`${shop.postcode} ${shop.city}`)
  expect(within(address).getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`)
  expect(footer().getByRole('heading', { name: 'Opening hours' })).toBeInTheDocument()
  for (const { days, time } of shop.hours) expect(footer().getByText(days).nextElementSibling).toHaveTextContent(time)
}

describe('information pages', () => {
  it.each(INFO_PATHS)('%s shows its heading, its sections and the footer', async (path) => {
    const page = pages[path]
    await renderApp(path)
    // The page's code and text load with its first visit.
    expect(await screen.findByRole('heading', { level: 1, name: page.title }, { timeout: 5000 })).toBeInTheDocument()
    const main = within(screen.getByRole('main'))
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(page.sections.map((section) => section.heading))
    if (page.intro) expect(main.getByText(page.intro)).toBeInTheDocument()
    expect(document.title).toBe(`${page.title} | Crown Clothing`)
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', page.description))
    expectFooter()
  })

  it('are the pages the shop lists, each linked from its footer column, and no other', async () => {
    const { router } = await renderApp('/')
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    for (const column of ['Help', 'Legal'] as const) {
      const listed = INFO_PAGES.filter((page) => page.footer === column).map(({ path }) => [pages[path].title, path])
      const infoLinks = links(footer().getByRole('navigation', { name: column })).filter(([, href]) => href !== '/contact')
      expect(infoLinks).toEqual(listed)
    }
    // A route of its own at a listed page's address would take the page from the one route of the pages.
    const routePaths = Object.keys(router.routesByPath)
    for (const path of INFO_PATHS) expect(routePaths).not.toContain(path)
  })

  it('finds no page at an address the shop does not list', async () => {
    await renderApp('/care-guide')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Page not found | Crown Clothing'))
    expectFooter()
  })

  it('shows the size guide as tables with row and column headers', async () => {
    await renderApp('/size-guide')
    const shoes = await screen.findByRole('table', { name: 'Sneakers and boots' }, { timeout: 5000 })
    expect(
      within(shoes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['EU', 'UK', 'US', 'Foot length (cm)'])
    const eu42 = within(shoes).getByRole('rowheader', { name: '42' }).closest('tr')!
    expect(
      within(eu42)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '9', '26.7'])
    expect(screen.getByRole('table', { name: 'T-shirts, shirts, hoodies and jackets' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Jeans and trousers' })).toBeInTheDocument()
  })
})

describe('footer', () => {
  it.each(['/', '/contact', '/shop', '/shop/bags', '/shop/apparel/classic-crew-neck-t-shirt', '/checkout', '/signin', '/search?q=bag', '/no/such/page'])(
    'is on %s, with the shop’s address, email and opening hours',
    async (path) => {
      await renderApp(path)
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
      expectFooter()
    },
  )

  it('leads to an information page and back home', async () => {
    const { user, router } = await renderApp('/contact')
    await user.click(footer().getByRole('link', { name: 'Returns' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/returns')
    await user.click(footer().getByRole('link', { name: 'Contact' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Crown Clothing' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/contact')
  })
})

describe('size guide link', () => {
  it('is on a product page with sizes, and opens the size guide', async () => {
    const { user, router } = await renderApp('/shop/city/canvas-high-top-sneakers')
    await screen.findByRole('heading', { level: 1, name: 'Canvas High-Top Sneakers' }, { timeout: 5000 })
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Size guide' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Size guide' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/size-guide')
  })

  it('is not on a product page without sizes', async () => {
    await renderApp('/shop/bags/canvas-rolltop-backpack')
    await screen.findByRole('heading', { level: 1, name: 'Canvas Rolltop Backpack' }, { timeout: 5000 })
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Size guide' })).not.toBeInTheDocument()
  })
})
