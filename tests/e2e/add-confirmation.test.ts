// Adding to the cart shows a confirmation the shopper can see, wherever the button is: it leaves focus where it
// was, is one live region (heard once) and goes away by itself.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectNoAxeViolations, openPage, useBrowser, watchErrors } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const BAG = 'Canvas Rolltop Backpack'
const TEE = 'Classic Crew Neck T-Shirt'

async function phone() {
  const context = await browser().newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  return { context, page, errors: watchErrors(page) }
}

const confirmation = (page: Page) => page.getByRole('status').filter({ hasText: /^Added / })

/** Shown on screen at a readable size, inside the viewport, the one message of its kind, focus left on `button`. */
async function expectSeen(page: Page, button: Locator, text: string) {
  await expect.poll(() => confirmation(page).textContent()).toBe(text)
  expect(await confirmation(page).count()).toBe(1)
  expect(await page.getByText(/^Added /).count()).toBe(1)
  const box = (await confirmation(page).boundingBox())!
  expect(box.width).toBeGreaterThan(100)
  expect(box.height).toBeGreaterThanOrEqual(20)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(844)
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
}

describe('the confirmation of an Add to Cart, on a phone', () => {
  it('shows on a collection card, leaving focus on the button, and passes axe', async () => {
    const { context, page, errors } = await phone()
    await openPage(page, '/shop/bags')
    const add = page.getByRole('main').getByRole('listitem').filter({ hasText: BAG }).getByRole('button', { name: 'Add to Cart' })
    await add.focus()
    await add.tap()
    await expectSeen(page, add, `Added ${BAG} to your cart. Cart, 1 item.`)
    await expectNoAxeViolations(page, 'collection with the confirmation shown')
    await add.tap()
    await expectSeen(page, add, `Added ${BAG} to your cart. Cart, 2 items.`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows on a product page, then goes away by itself', async () => {
    const { context, page, errors } = await phone()
    await openPage(page, '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy')
    const add = page.getByRole('region', { name: TEE, exact: true }).getByRole('button', { name: 'Add to Cart' })
    await add.focus()
    await add.tap()
    await expectSeen(page, add, `Added ${TEE}, Size M · Navy to your cart. Cart, 1 item.`)
    await expectNoAxeViolations(page, 'product page with the confirmation shown')
    await expect.poll(() => confirmation(page).count(), { timeout: 10_000 }).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  }, 20_000)
})
