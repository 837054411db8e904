// The information pages and the footer in Chromium, on phones' widths: axe-core's checks on each page, the
// footer's contact details on screen, and no layout shift when a page fills in after its prerendered HTML.
// (No sideways scrolling on these pages: tests/e2e/reflow.test.ts.)
import { describe, expect, inject, it } from 'vitest'
import catalog from '../../mocks/data/catalog.json'
import { shopInfo } from '../../src/content/shop-info'
import { INFO_PAGES, INFO_PATHS } from '../../src/content/shop-info-schema'
import { expectNoAxeViolations, openPage, useBrowser, watchErrors } from './browser'
import { recordShifts } from './page-checks'
import { stringifyCart } from '../../src/features/cart/cart-storage'

const baseURL = inject('demoURL')
const browser = useBrowser()
const { shop, pages } = shopInfo

describe.each([320, 390])('at %i px wide', (width) => {
  it('shows each information page with its heading and the footer, and axe finds nothing', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width, height: 720 } })
    const page = await context.newPage()
    const errors = watchErrors(page)
    for (const path of INFO_PATHS) {
      await openPage(page, path)
      await page.getByRole('heading', { level: 1, name: pages[path].title }).waitFor()
      const footer = page.getByRole('contentinfo')
      await footer.scrollIntoViewIfNeeded()
      const email = footer.getByRole('link', { name: shop.email })
      expect(await email.getAttribute('href')).toBe(`mailto:${shop.email}`)
      expect(await email.isVisible(), path).toBe(true)
      expect(await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link').count()).toBe(
        INFO_PAGES.filter((info) => info.footer === 'Legal').length,
      )
      await expectNoAxeViolations(page, `${path} at ${width} px`)
    }
    // The size guide, from a product page with sizes.
    await openPage(page, '/shop/city/canvas-high-top-sneakers')
    await page.getByRole('main').getByRole('link', { name: 'Size guide' }).click()
    await page.getByRole('table', { name: 'Sneakers and boots' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/size-guide')
    expect(errors).toEqual([])
    await context.close()
  })
})

it('moves nothing on screen when checkout fills in its cart after the prerendered page', async () => {
  const context = await browser().newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const [item] = catalog[0]!.items
  await context.addInitScript((cart) => localStorage.getItem('root') ?? localStorage.setItem('root', cart), stringifyCart([{ ...item, quantity: 2 }]))
  const page = await context.newPage()
  const shifts = await recordShifts(page)
  await openPage(page, '/checkout')
  await page.getByRole('button', { name: `Remove ${item!.name} from cart` }).waitFor()
  expect(await shifts()).toEqual([])
  await context.close()
})
