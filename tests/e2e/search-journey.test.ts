// Search and filters in a production build (mock backend): suggestions picked with the keyboard, results sorted
// and filtered, and the address keeping all of it through reload, back and a shared link.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { demoCollection } from '../support/demo-catalog'
import { expectNoAxeViolations, holdAppScript, newShopper, openPage, useBrowser, waitUntilLive } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const field = (page: Page) => page.getByRole('search').getByRole('combobox', { name: 'Search' })
/** The names on the cards in the main region, in order. */
const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .evaluateAll((cards) => cards.map((card) => card.querySelector('span')?.textContent ?? ''))

describe('search journey (production build, mock backend)', () => {
  it('types "bakpack" and picks the backpack from the suggestions with the keyboard', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/')
    await field(page).click()
    await page.keyboard.type('bakpack')
    const listbox = page.getByRole('listbox', { name: 'Suggestions' })
    const backpack = listbox.getByRole('option', { name: /Canvas Rolltop Backpack/ })
    await backpack.waitFor()
    expect(await field(page).getAttribute('aria-expanded')).toBe('true')
    expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(6)
    await expect.poll(() => page.getByRole('search').getByRole('status').textContent()).toMatch(/suggestions?/)

    await page.keyboard.press('ArrowDown')
    expect(await backpack.getAttribute('aria-selected')).toBe('true')
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await backpack.getAttribute('id'))
    await expectNoAxeViolations(page, 'open search combobox')

    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Canvas Rolltop Backpack' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/shop/bags/canvas-rolltop-backpack')
    expect(errors).toEqual([])
    await context.close()
  })

  it('searches "bag", sorts by price and filters by colour; reload, back and a shared link keep the list', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/shop')
    await field(page).fill('bag')
    await field(page).press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Results for “bag”' }).waitFor()
    const relevance = await cardNames(page)
    expect(relevance).toContain('Urban Sling Bag')
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toBe(`${relevance.length} results for “bag”`)
    await expectNoAxeViolations(page, 'search results')

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' })
    await page.getByRole('combobox', { name: 'Colour' }).selectOption({ label: 'Black' })
    const expected = ['Urban Sling Bag', 'Quilted Shoulder Bag']
    await expect.poll(() => cardNames(page)).toEqual(expected)
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toBe(`2 results for “bag” (filtered from ${relevance.length})`)
    const filteredURL = page.url()
    expect(Object.fromEntries(new URL(filteredURL).searchParams)).toEqual({ q: 'bag', sort: 'price-asc', color: 'black' })
    await expectNoAxeViolations(page, 'filtered search results')

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Results for “bag”' }).waitFor()
    await expect.poll(() => cardNames(page)).toEqual(expected)
    expect(await page.getByRole('combobox', { name: 'Colour' }).inputValue()).toBe('black')
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price-asc')

    await page.getByRole('link', { name: 'SHOP', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor({ state: 'attached' })
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Results for “bag”' }).waitFor()
    await expect.poll(() => cardNames(page)).toEqual(expected)
    expect(page.url()).toBe(filteredURL)

    // The same link in a new browser profile: the same list in the same order.
    const other = await newShopper(browser(), baseURL)
    await other.page.goto(filteredURL)
    await other.page.getByRole('heading', { level: 1, name: 'Results for “bag”' }).waitFor()
    await expect.poll(() => cardNames(other.page)).toEqual(expected)
    expect([...errors, ...other.errors]).toEqual([])
    await other.context.close()
    await context.close()
  })

  it('a first visit on a shared results link shows the page frame and fetches the code for the results before the app runs, then the results, with nothing moving', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const script = await holdAppScript(page)
    await page.goto('/search?q=bag&sort=price-asc')
    await expect.poll(() => script.held()).toBe(true)
    // Before the app: the header (logo, search field, cart) is on screen, the main region is empty.
    expect(await page.getByRole('link', { name: 'Crown Clothing home' }).isVisible()).toBe(true)
    expect(await field(page).isVisible()).toBe(true)
    expect(await page.getByRole('main').textContent()).toBe('')
    // The search index and the results' code load with the app, not one after another once it runs.
    const fetched = (name: string) => requested.some((path) => path.startsWith(`/assets/${name}-`))
    await expect.poll(() => ['search-index', 'browse-view', 'product-card'].every(fetched)).toBe(true)
    script.release()
    await page.getByRole('heading', { level: 1, name: 'Results for “bag”' }).waitFor()
    const names = await cardNames(page)
    expect(names).toContain('Urban Sling Bag')
    expect(await field(page).inputValue()).toBe('bag')
    // Drawn from the page's own catalog snapshot: the results need no backend.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('filters a prerendered collection page by size; a reload of the filtered address keeps the list', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    const apparel = demoCollection('Apparel')
    await openPage(page, '/shop/apparel')
    expect(await cardNames(page)).toEqual(apparel.items.map((item) => item.name))
    await page.getByRole('combobox', { name: 'Size' }).selectOption('XL')
    await page.getByRole('checkbox', { name: 'In stock only' }).check()
    const inXL = apparel.items
      .filter((item) => Object.entries(item.stock ?? {}).some(([key, count]) => key.startsWith('XL') && count > 0))
      .map((item) => item.name)
    await expect.poll(() => cardNames(page)).toEqual(inXL)
    await expectNoAxeViolations(page, 'filtered collection page')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'APPAREL' }).waitFor()
    await expect.poll(() => cardNames(page)).toEqual(inXL)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => cardNames(page)).toEqual(apparel.items.map((item) => item.name))
    expect(errors).toEqual([])
    await context.close()
  })

  it('without JavaScript, a collection page lists every item and the search field is a GET form to /search', async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/shop/bags')
    expect(await cardNames(page)).toEqual(demoCollection('Bags').items.map((item) => item.name))
    const form = page.getByRole('search')
    expect(await form.getAttribute('action')).toBe('/search')
    expect(await form.getAttribute('method')).toBe('get')
    expect(await field(page).getAttribute('name')).toBe('q')
    await context.close()
  })
  it('searches for what was typed into the header before the page was live, and keeps it in the field', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    const script = await holdAppScript(page)
    await page.goto('/')
    await expect.poll(() => script.held()).toBe(true)
    await field(page).fill('bag')
    script.release()
    await waitUntilLive(page)
    expect(await field(page).inputValue()).toBe('bag')
    await field(page).press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Results for “bag”' }).waitFor()
    expect(new URL(page.url()).search).toBe('?q=bag')
    expect(await field(page).inputValue()).toBe('bag')
    expect(errors).toEqual([])
    await context.close()
  })
})
