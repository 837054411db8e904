// The checkout as a cart, on a phone by touch and on a desktop: what each line costs and where it comes from, why +
// stops, and the undo of a removal, with where focus goes and axe in each state.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { UNDO_MS } from '../../src/features/cart/components/checkout-undo'
import { demoCollection } from '../support/demo-catalog'
import { expectNoAxeViolations, openPage, useBrowser, watchErrors } from './browser'
import { stringifyCart } from '../../src/features/cart/cart-storage'

const baseURL = inject('demoURL')
const browser = useBrowser()

const teeItem = demoCollection('Apparel').items.find((item) => item.id === 9)!
const tee = {
  id: 9,
  name: teeItem.name,
  imageUrl: teeItem.imageUrl,
  price: teeItem.price,
  variant: { size: 'M', color: 'navy', colorName: 'Navy' },
  limit: 5,
  quantity: 5,
}
const bag = demoCollection('Bags').items[0]!
const bagLine = { id: bag.id, name: bag.name, imageUrl: bag.imageUrl, price: bag.price, quantity: 2 }
const teeName = `${tee.name}, Size M · Navy`
const cart = stringifyCart([bagLine, tee])

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)
const removeNames = (page: Page) =>
  page.getByRole('button', { name: /^Remove .* from cart$/ }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))

describe.each([
  { device: 'phone, 390 px by touch', viewport: { width: 390, height: 844 }, touch: true },
  { device: 'desktop, 1280 px', viewport: { width: 1280, height: 900 }, touch: false },
])('checkout on a $device', ({ viewport, touch }) => {
  it('shows line totals, links and why + stops; removes with an undo that takes focus, and puts the line back', async () => {
    const context = await browser().newContext({ baseURL, viewport, hasTouch: touch, isMobile: touch })
    await context.addInitScript((stored) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('root', stored)
      sessionStorage.setItem('seeded', '1')
    }, cart)
    // Time runs as usual, and the test moves it on where the page would have it wait.
    await context.clock.install()
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openPage(page, '/checkout')
    const link = page.getByRole('link', { name: tee.name })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe('/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy')
    await page.getByText('Line total $124.95').waitFor()
    await page.getByText('Only 5 in stock').waitFor()
    expect(await page.getByRole('button', { name: `Increase quantity of ${teeName}` }).getAttribute('aria-disabled')).toBe('true')
    await expectNoAxeViolations(page, 'checkout with a line at its limit')

    const tap = async (name: string) => (touch ? page.getByRole('button', { name }).tap() : page.getByRole('button', { name }).click())
    await tap(`Remove ${bag.name} from cart`)
    const undo = page.getByRole('button', { name: `Undo removing ${bag.name}` })
    await undo.waitFor()
    expect(await undo.isVisible()).toBe(true)
    expect(await focusedLabel(page)).toBe(`Undo removing ${bag.name}`)
    expect(await page.getByRole('status').filter({ hasText: 'Removed' }).textContent()).toContain(`Removed ${bag.name} (2) from your cart.`)
    await expectNoAxeViolations(page, 'checkout with an undo shown')

    await tap(`Undo removing ${bag.name}`)
    await expect.poll(() => removeNames(page)).toEqual([`Remove ${bag.name} from cart`, `Remove ${teeName} from cart`])
    expect(await page.getByLabel(`Quantity of ${bag.name}`, { exact: true }).textContent()).toBe('2')
    expect(await focusedLabel(page)).toBe(`Remove ${bag.name} from cart`)

    // Left alone after a tap or a click, the undo goes, and focus moves to the line now in its place.
    await tap(`Remove ${bag.name} from cart`)
    await undo.waitFor()
    await page.clock.fastForward(UNDO_MS - 1000)
    expect(await undo.isVisible()).toBe(true)
    await page.clock.fastForward(1000)
    await undo.waitFor({ state: 'detached' })
    expect(await removeNames(page)).toEqual([`Remove ${teeName} from cart`])
    expect(await focusedLabel(page)).toBe(`Remove ${teeName} from cart`)
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
