// The owner adds an item in the demo build on a 390 px phone: signs in with the demo's owner account, opens Add an
// item, fills it in, uploads a picture (a real WebP file) to the demo's Cloud Storage, which MSW's service worker
// answers, upload and <img> alike; the preview shows the picture from its download address; the new item's page in
// the shop shows it, after a reload too (the bytes are kept in IndexedDB). Axe and width in each state; any
// Content-Security-Policy violation fails the test (useBrowser).
import { readFileSync } from 'node:fs'
import type { Locator } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { checkPhoneState, newShopper, openPage, signInAsOwner, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()
const WIDTH = 390
const picture = readFileSync(new URL('../../public/images/items/classic-baseball-cap.webp', import.meta.url))

/** Whether the image really came and was decoded (a failed one is complete with no natural width). */
async function shows(image: Locator): Promise<boolean> {
  await image.waitFor()
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode().catch(() => undefined)
    return element.complete && element.naturalWidth > 0
  })
}

it('the owner adds an item with a picture; its product page in the shop shows the picture', { timeout: 90_000 }, async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, { viewport: { width: WIDTH, height: 844 }, stepTimeout: 15_000 })
  await signInAsOwner(page)

  await openPage(page, '/admin')
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Catalog' }).click()
  await page.getByRole('link', { name: 'Add an item' }).click()
  await page.getByRole('heading', { level: 1, name: 'Add an item' }).waitFor()
  await checkPhoneState(page, 'Add an item, empty')

  await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Accessories' })
  await page.getByRole('textbox', { name: 'Name' }).fill('Linen Bucket Hat')
  await page.getByRole('textbox', { name: 'Description' }).fill('A soft linen hat for sunny days.')
  await page.getByRole('textbox', { name: 'Price in dollars', exact: true }).fill('34.50')
  await page.getByRole('textbox', { name: /^Sizes/ }).fill('S, M')
  await page.getByRole('textbox', { name: 'Units of Size S', exact: true }).fill('3')
  await page.getByRole('textbox', { name: 'Units of Size M', exact: true }).fill('2')
  await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'linen-hat.webp', mimeType: 'image/webp', buffer: picture })
  await page.getByText('linen-hat.webp is uploaded.').waitFor()
  const preview = page.getByRole('img', { name: 'linen-hat.webp, as the shop will show it' })
  const address = await preview.getAttribute('src')
  expect(address).toMatch(/^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/[^/]+\/o\/items%2F3%2F[\w-]+\.webp\?alt=media&token=/)
  expect(await shows(preview), 'the preview, from the download address').toBe(true)
  await checkPhoneState(page, 'Add an item with its picture uploaded')

  await page.getByRole('button', { name: 'Add the item' }).click()
  // The owner goes on with the new item on its own page in the back office.
  await page.waitForURL(/\/admin\/catalog\/3\/\d+$/)
  await page.getByRole('heading', { level: 1, name: 'Linen Bucket Hat' }).waitFor()
  await checkPhoneState(page, 'the item added')
  await openPage(page, '/shop/accessories/linen-bucket-hat')
  await page.getByRole('heading', { level: 1, name: 'Linen Bucket Hat' }).waitFor()
  const main = page.getByRole('img', { name: /^Linen Bucket Hat/ }).first()
  expect(await main.getAttribute('src')).toBe(address)
  expect(await shows(main), 'the product page’s picture').toBe(true)
  await checkPhoneState(page, 'the new item’s product page')

  // A visit of its own, as a shopper coming from a link: the picture is still there.
  await page.reload()
  await page.getByRole('heading', { level: 1, name: 'Linen Bucket Hat' }).waitFor()
  expect(await shows(page.getByRole('img', { name: /^Linen Bucket Hat/ }).first()), 'the picture after a reload').toBe(true)
  expect(errors).toEqual([])
  await context.close()
})
