// The product page's journey in the demo build: a shirt's page from its card, a size and a colour in the address, the
// variant in the cart and at checkout, a reload; a sold-out size; a size chosen from a card; keyboard only; axe in
// every open state; the prerendered page's structured data and the sitemap.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectNoAxeViolations, newShopper, openPage, useBrowser, waitUntilLive } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PATH = '/shop/apparel/classic-crew-neck-t-shirt'
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ })
const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
const product = (page: Page, name = TEE) => page.getByRole('region', { name, exact: true })

describe('product pages (production build, mock backend)', () => {
  it('card → page → size and colour in the address → add → "Size M" in the dropdown and at checkout → reload keeps it', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/shop/apparel')
    await card(page, TEE).getByRole('link', { name: TEE }).click()
    await page.getByRole('heading', { level: 1, name: TEE }).waitFor()
    expect(page.url()).toBe(`${baseURL}${TEE_PATH}`)
    await expectNoAxeViolations(page, 'product page')

    await product(page).getByRole('radio', { name: 'Navy' }).check()
    await product(page).getByRole('radio', { name: 'M', exact: true }).check()
    await expect.poll(() => new URL(page.url()).search).toBe('?color=navy&size=M')
    await expectNoAxeViolations(page, 'product page with a size and colour chosen')
    await product(page).getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await cartButton(page).click()
    const dropdown = page.getByRole('region', { name: 'Cart' })
    await expect.poll(() => dropdown.getByRole('listitem').first().textContent()).toBe(`${TEE}Size M · Navy1 x $24.99`)
    await expectNoAxeViolations(page, 'cart dropdown with a variant')
    await dropdown.getByRole('button', { name: 'GO TO CHECKOUT' }).click()
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    await page.getByRole('button', { name: `Increase quantity of ${TEE}, Size M · Navy` }).waitFor()
    await expectNoAxeViolations(page, 'checkout with a variant')

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: TEE }).waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('?color=navy&size=M')
    await page.reload()
    await waitUntilLive(page)
    await expect.poll(() => product(page).getByRole('radio', { name: 'M', exact: true }).isChecked()).toBe(true)
    expect(await product(page).getByRole('radio', { name: 'Navy' }).isChecked()).toBe(true)
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await openPage(page, '/checkout')
    await page.getByRole('button', { name: `Remove ${TEE}, Size M · Navy from cart` }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows a sold-out size that cannot be bought', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, `${TEE_PATH}?color=navy&size=XS`)
    const button = product(page).getByRole('button', { name: 'Sold out' })
    await button.waitFor()
    expect(await button.getAttribute('aria-disabled')).toBe('true')
    // Playwright will not click an aria-disabled button; a shopper can still press it, and hears why.
    await button.focus()
    await page.keyboard.press('Enter')
    await product(page).getByText('This one is sold out: choose another size or colour.').waitFor()
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    await expectNoAxeViolations(page, 'sold-out variant')
    expect(errors).toEqual([])
    await context.close()
  })

  it('chooses a size from a card, by keyboard alone', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/shop/apparel')
    const add = card(page, TEE).getByRole('button', { name: 'Add to Cart' })
    await add.focus()
    await page.keyboard.press('Enter')
    const chooser = card(page, TEE).getByRole('group', { name: `Choose a size for ${TEE}` })
    await chooser.waitFor()
    await expectNoAxeViolations(page, 'card size chooser open')
    expect(await chooser.getByRole('button', { name: 'Size XS' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => chooser.count()).toBe(0)
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    await chooser.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await chooser.getByRole('button', { name: 'Size M' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true)
    await cartButton(page).click()
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).getByRole('listitem').first().textContent()).toBe(`${TEE}Size M · Coral1 x $24.99`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('works by keyboard alone on the page: sizes by arrow keys, Add to Cart by Enter', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, TEE_PATH)
    await product(page).getByRole('radio', { name: 'Coral' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe('navy')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('XS')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('M')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to Cart')
    await page.keyboard.press('Enter')
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    // The gallery: each view is a button.
    await product(page)
      .getByRole('group', { name: 'Pictures' })
      .waitFor({ state: 'detached' })
      .catch(() => {})
    await page.getByRole('button', { name: 'Show close-up 1' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('img', { name: `${TEE}, close-up 1` }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('serves the product page prerendered with valid Product JSON-LD, and lists it in the sitemap', async () => {
    const html = await (await fetch(`${baseURL}${TEE_PATH}`)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!))
    expect(blocks[0]).toMatchObject({ '@type': 'Product', name: TEE, offers: expect.arrayContaining([expect.objectContaining({ priceCurrency: 'USD' })]) })
    expect(blocks[1]).toMatchObject({ '@type': 'BreadcrumbList' })
    expect(html).toContain(`<link rel="canonical" href="http://localhost:5173${TEE_PATH}"/>`)
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>http://localhost:5173${TEE_PATH}</loc>`)
    expect(await (await fetch(`${baseURL}/robots.txt`)).text()).toContain('Sitemap: http://localhost:5173/sitemap.xml')
  })
})
