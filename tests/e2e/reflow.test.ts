// WCAG 1.4.10 (reflow): at 320 and 390 CSS pixels no page (footer included) scrolls sideways or breaks a word in two,
// and at checkout each line is a block whose controls are all on screen and at least 44 px.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import catalog from '../../mocks/data/catalog.json'
import { INFO_PATHS } from '../../src/content/shop-info-schema'
import { openPage, useBrowser, watchErrors } from './browser'
import { brokenWords } from './page-checks'
import { stringifyCart } from '../../src/features/cart/cart-storage'

const baseURL = inject('demoURL')
const browser = useBrowser()

const bags = catalog.find((c) => c.title === 'Bags')!
// The longest names in the catalog make the widest lines.
const longest = catalog
  .flatMap((c): { id: number; name: string; imageUrl: string; price: number }[] => c.items)
  .sort((a, b) => b.name.length - a.name.length)
  .slice(0, 2)
const storedCart = stringifyCart(longest.map((item) => ({ ...item, quantity: 12 })))

const ROUTES = [
  '/',
  '/shop',
  `/shop/${bags.title.toLowerCase()}`,
  // Product pages: letter sizes and three colours, and nine EU sizes.
  '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy',
  '/shop/city/canvas-high-top-sneakers',
  '/checkout',
  '/contact',
  '/signin',
  '/no/such/page',
  // The information pages, with their tables.
  ...INFO_PATHS,
]

async function overflow(page: Page): Promise<{ scrollWidth: number; width: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const offenders = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`)
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders }
  })
}

describe.each([320, 390])('at %i px wide', (width) => {
  it('no page scrolls sideways or breaks a word, with a cart of long names and a signed-out header', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width, height: 720 } })
    await context.addInitScript((cart) => {
      if (!localStorage.getItem('root')) localStorage.setItem('root', cart)
    }, storedCart)
    const page = await context.newPage()
    const errors = watchErrors(page)
    for (const route of ROUTES) {
      await openPage(page, route)
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' })
      // A page that sends the visitor on (a signed-out account page to sign-in) may still be navigating: measure the
      // page it settles on.
      const result = await overflow(page).catch(async (error: unknown) => {
        if (!String(error).includes('Execution context was destroyed')) throw error
        await page.waitForLoadState()
        return overflow(page)
      })
      expect(result, `${route} at ${width} px`).toEqual({ scrollWidth: width, width, offenders: [] })
      expect(await brokenWords(page), `words broken in two on ${route} at ${width} px`).toEqual([])
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows each checkout line as a block whose controls are on screen and at least 44 px', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width, height: 720 } })
    await context.addInitScript((cart) => localStorage.setItem('root', cart), storedCart)
    const page = await context.newPage()
    await openPage(page, '/checkout')
    const rows = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('button') })
    await expect.poll(() => rows.count()).toBe(longest.length)
    for (const item of longest) {
      const row = rows.filter({ hasText: item.name })
      // The line links to its product once the catalog has loaded, which redraws the name and picture: measure after.
      await row.getByRole('link', { name: item.name, exact: true }).waitFor()
      const rowBox = (await row.boundingBox())!
      // The line fits the screen: a five-column table row would not.
      expect(rowBox.x).toBeGreaterThanOrEqual(0)
      expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(width)
      for (const name of [`Decrease quantity of ${item.name}`, `Increase quantity of ${item.name}`, `Remove ${item.name} from cart`]) {
        const box = (await row.getByRole('button', { name, exact: true }).boundingBox())!
        expect(box, name).toBeTruthy()
        expect(box.x, name).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, name).toBeLessThanOrEqual(width)
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44)
      }
      for (const locator of [row.locator('img'), row.getByText(item.name, { exact: true }), row.getByText(/^\$\d/)]) {
        const box = (await locator.first().boundingBox({ timeout: 5000 }))!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
    }
    await context.close()
  })
})
