// The shop's owner edits the catalog in the demo build on a 390 px phone: the back office says every item is on the
// prerendered pages; the owner changes the shirt's price and one variant's units by keyboard alone; the catalog page
// lists the price as not yet prerendered, and the product page, prerendered with the old price, shows the new one
// and carries it in its JSON-LD once the app has read the catalog; the owner hides the shirt (its collection no longer
// lists it) and shows it again. Axe and width in each state.
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { checkPhoneState, newShopper, openPage, signInAsOwner, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()
const PHONE_390 = { viewport: { width: 390, height: 844 }, stepTimeout: 10_000 }

const TEE = 'Classic Crew Neck T-Shirt'

/** The price of the product page's JSON-LD offers, as the page now carries them. */
const jsonLdPrices = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? 'null') as { '@type'?: string; offers?: { price: string }[] })
      .filter((data) => data?.['@type'] === 'Product')
      .flatMap((product) => [...new Set(product.offers?.map((offer) => offer.price))]),
  )

const teeRow = (page: Page) =>
  page
    .getByRole('list', { name: 'Items of Apparel' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: TEE }) })

it('the owner changes a price and a variant’s units, hides an item and shows it again; the shop and its JSON-LD follow', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE_390)
  await signInAsOwner(page)

  await openPage(page, '/admin/catalog')
  await page.getByText('Every item’s name, price and visibility are on the prerendered pages.').waitFor()
  expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Catalog' }).getAttribute('aria-current')).toBe('page')
  expect(await teeRow(page).textContent()).toContain('$24.99')
  await checkPhoneState(page, 'the back office’s catalog')

  // The item's page, then the price and the units of one variant by keyboard alone.
  await teeRow(page).getByRole('link', { name: TEE }).click()
  await page.getByRole('heading', { level: 1, name: TEE }).waitFor()
  await checkPhoneState(page, 'an item in the back office')
  await page.getByRole('textbox', { name: 'Price in dollars', exact: true }).focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('19.99')
  await page.keyboard.press('Enter')
  await page.getByText('Saved. The shop shows the change on its next catalog read.').waitFor()
  const units = page.getByRole('spinbutton', { name: 'Units of Size M · Navy' })
  await units.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('3')
  await page.keyboard.press('Enter')
  await page.getByText('Stock saved. The shop shows it on its next catalog read.').waitFor()
  const history = page.getByRole('list', { name: 'Edits, newest first' })
  await history.getByText('Units of Size M · Navy: 5 → 3').waitFor()
  await history.getByText('price: $24.99 → $19.99').waitFor()
  await checkPhoneState(page, 'an item just edited in the back office')

  // Not yet on the prerendered pages: the new price.
  await openPage(page, '/admin/catalog')
  const changes = page.getByRole('list', { name: 'Changes not yet on the prerendered pages' })
  expect(await changes.textContent()).toContain(`${TEE}: Price: $24.99 on the page, $19.99 live.`)
  await checkPhoneState(page, 'the catalog with a change not yet prerendered')

  // The product page was prerendered at $24.99; a visitor (signed out, in the browser that holds the demo's
  // backend) gets that page, and once the app has read the live catalog its price and JSON-LD follow.
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()
  await page.goto('/shop/apparel/classic-crew-neck-t-shirt')
  expect(await jsonLdPrices(page)).toEqual(['24.99'])
  await page.waitForFunction(() => document.querySelector('script[type="application/ld+json"]')?.textContent?.includes('"price":"19.99"'), undefined, {
    timeout: 15_000,
  })
  expect(await jsonLdPrices(page)).toEqual(['19.99'])
  expect(await page.getByRole('region', { name: TEE, exact: true }).textContent()).toContain('$19.99')

  // Hidden: the collection no longer lists it once the app has read the catalog; shown again, it is back.
  await signInAsOwner(page)
  await openPage(page, '/admin/catalog')
  await teeRow(page)
    .getByRole('button', { name: `Hide ${TEE}` })
    .click()
  await page.getByText(`${TEE} is hidden from the shop.`).waitFor()
  expect(await teeRow(page).textContent()).toContain('Hidden')
  await checkPhoneState(page, 'the catalog with a hidden item')
  await page.goto('/shop/apparel')
  await page.getByRole('link', { name: TEE }).first().waitFor({ state: 'detached', timeout: 15_000 })
  await page.getByRole('link', { name: 'Oxford Button-Down Shirt' }).first().waitFor()

  await openPage(page, '/admin/catalog')
  await teeRow(page)
    .getByRole('button', { name: `Show ${TEE}` })
    .click()
  await page.getByText(`${TEE} is shown in the shop again.`).waitFor()
  await openPage(page, '/shop/apparel')
  await page.getByRole('link', { name: TEE }).first().waitFor()

  await openPage(page, '/admin/stock')
  await page.getByRole('heading', { level: 2, name: 'At or below 3 units' }).waitFor()
  await checkPhoneState(page, 'low stock')
  expect(errors).toEqual([])
  await context.close()
}, 180_000)
