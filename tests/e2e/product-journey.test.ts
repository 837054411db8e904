// The product page's journey in the demo build: a shirt's page from its card, a size and a colour in the address, the
// variant in the cart and at checkout, a reload; a sold-out size; a colour and size chosen from a card; a card on a
// filtered list; keyboard only; axe in every open state; the prerendered page's structured data and the sitemap.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { cartButton, expectNoAxeViolations, newShopper, openPage, useBrowser, waitUntilLive } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PATH = '/shop/apparel/classic-crew-neck-t-shirt'
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

  it('says a sold-out choice once, on a button that looks unavailable, and nothing on the page moves', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    const HOODIE = 'Heavyweight Pullover Hoodie'
    await openPage(page, '/shop/apparel/heavyweight-pullover-hoodie')
    const hoodie = product(page, HOODIE)
    // Nothing moves: the button that offers a mail when the choice is back shows in space kept for it.
    const BACK_IN_STOCK = 'Email me when it is back'
    const boxes = () =>
      hoodie
        .locator('label, button')
        .filter({ hasNotText: BACK_IN_STOCK })
        .evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())))
    const before = await boxes()
    // L is sold out in both colours: both colours become sold out too.
    await hoodie.getByRole('radio', { name: /^L\b/ }).check()
    await hoodie.getByRole('radio', { name: /^Forest Green.*sold out$/i }).waitFor()
    expect(await boxes()).toEqual(before)
    await hoodie.getByRole('button', { name: BACK_IN_STOCK }).waitFor()
    expect(await hoodie.getByRole('radio', { name: 'Forest Green, sold out' }).isChecked()).toBe(false)
    expect(await hoodie.getByRole('status').first().textContent()).toBe('Sold out')
    expect(await hoodie.getByText(/sold out/i).count()).toBe(1)
    const button = hoodie.getByRole('button', { name: 'Add to Cart' })
    expect(await button.getAttribute('aria-disabled')).toBe('true')
    // Not the black of a button to press.
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(246, 245, 243)')
    await expectNoAxeViolations(page, 'sold-out variant')
    // Playwright will not click an aria-disabled button; a shopper can still press it, and hears why.
    await button.focus()
    await page.keyboard.press('Enter')
    await hoodie.getByText('This one is sold out: choose another size or colour.').waitFor()
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    expect(errors).toEqual([])
    await context.close()
  })

  it('chooses a colour and a size from a card, by keyboard alone', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/shop/apparel')
    const add = card(page, TEE).getByRole('button', { name: 'Add to Cart' })
    await add.focus()
    await page.keyboard.press('Enter')
    const chooser = card(page, TEE).getByRole('group', { name: `Choose a colour and size for ${TEE}` })
    await chooser.waitFor()
    await expectNoAxeViolations(page, 'card chooser open with a colour choice')
    expect(await chooser.getByRole('button', { name: 'Coral' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => chooser.count()).toBe(0)
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    await chooser.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => chooser.getByRole('button', { name: 'Navy' }).getAttribute('aria-pressed')).toBe('true')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await chooser.getByRole('button', { name: 'Size M' }).evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true)
    await cartButton(page).click()
    await expect.poll(() => page.getByRole('region', { name: 'Cart' }).getByRole('listitem').first().textContent()).toBe(`${TEE}Size M · Navy1 x $24.99`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('fits the colour and size chooser on a 320 px phone', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await page.setViewportSize({ width: 320, height: 720 })
    await openPage(page, '/shop/apparel')
    await card(page, 'Heavyweight Pullover Hoodie').getByRole('button', { name: 'Add to Cart' }).click()
    const chooser = card(page, 'Heavyweight Pullover Hoodie').getByRole('group', { name: /^Choose a colour and size/ })
    await chooser.waitFor()
    for (const option of await chooser.getByRole('button').all()) {
      const box = (await option.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows, links to and adds the colour a collection is filtered by, opened from a shared link', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/shop/city?color=olive')
    const sling = card(page, 'Urban Sling Bag')
    await sling.waitFor()
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(1)
    expect(await sling.locator('img').getAttribute('src')).toBe('/images/items/urban-sling-bag--olive.webp')
    await sling.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await cartButton(page).click()
    const line = page.getByRole('region', { name: 'Cart' }).getByRole('listitem').first()
    await expect.poll(() => line.textContent()).toBe('Urban Sling BagOlive1 x $54.99')
    await sling.getByRole('link', { name: 'Urban Sling Bag' }).click()
    await page.getByRole('heading', { level: 1, name: 'Urban Sling Bag' }).waitFor()
    expect(new URL(page.url()).search).toBe('?color=olive')
    expect(await page.getByRole('radio', { name: 'Olive' }).isChecked()).toBe(true)
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
