import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { encodeFields } from '../../mocks/firestore/values'
import { MOCK_STATE_KEY, seedState } from '../../mocks/state'
import { demoCollection } from '../support/demo-catalog'
import { cents, money } from '../support/money'
import { APP_SCRIPT, cartButton, expectNoAxeViolations, newShopper, openPage, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const bags = demoCollection('Bags')
const [first, second] = bags.items as [(typeof bags.items)[number], (typeof bags.items)[number]]

const card = (page: Page, name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name })

describe('shopper journey (production build, mock backend)', () => {
  it('home → tile → collection → add → dropdown → checkout → quantities → reload keeps the cart', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/')
    await expectNoAxeViolations(page, 'home')

    await page.getByRole('link', { name: 'BAGS SHOP NOW' }).click()
    await expect.poll(() => page.url()).toBe(`${baseURL}/shop/bags`)
    await page.getByRole('heading', { level: 1, name: 'BAGS' }).waitFor()
    await expectNoAxeViolations(page, 'collection page')

    await card(page, first.name).getByRole('button', { name: 'Add to Cart' }).click()
    await card(page, first.name).getByRole('button', { name: 'Add to Cart' }).click()
    await card(page, second.name).getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 3 items')

    await cartButton(page).click()
    const dropdown = page.getByRole('region', { name: 'Cart' })
    await expect.poll(() => dropdown.getByRole('listitem').first().textContent()).toBe(`${first.name}2 x ${money(cents(first.price))}`)
    // One line under the other, each fully inside the dropdown.
    const [line1, line2, panel] = await Promise.all([
      dropdown.getByRole('listitem').nth(0).boundingBox(),
      dropdown.getByRole('listitem').nth(1).boundingBox(),
      dropdown.boundingBox(),
    ])
    expect(line2!.y).toBeGreaterThanOrEqual(line1!.y + line1!.height)
    expect(line1!.x + line1!.width).toBeLessThanOrEqual(panel!.x + panel!.width)
    await expectNoAxeViolations(page, 'open cart dropdown')

    await dropdown.getByRole('button', { name: 'GO TO CHECKOUT' }).click()
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    expect(page.url()).toBe(`${baseURL}/checkout`)
    expect(await dropdown.count()).toBe(0)
    await expectNoAxeViolations(page, 'checkout')

    const total = page.getByText(/^TOTAL: /)
    expect(await total.textContent()).toBe(`TOTAL: ${money(2 * cents(first.price) + cents(second.price))}`)
    await page.getByRole('button', { name: `Increase quantity of ${second.name}` }).click()
    await page.getByRole('button', { name: `Decrease quantity of ${first.name}` }).click()
    const expected = `TOTAL: ${money(cents(first.price) + 2 * cents(second.price))}`
    await expect.poll(() => total.textContent()).toBe(expected)

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    expect(await page.getByText(/^TOTAL: /).textContent()).toBe(expected)
    expect(await cartButton(page).getAttribute('aria-expanded')).toBe('false')
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 3 items')

    await page.getByRole('button', { name: `Remove ${first.name} from cart` }).click()
    await page.getByRole('button', { name: `Remove ${second.name} from cart` }).click()
    await page.getByText(/Your cart is empty/).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a second tab follows the cart', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/shop/bags')
    const other = await context.newPage()
    await openPage(other, '/checkout')
    await other.getByText(/Your cart is empty/).waitFor()

    await card(page, first.name).getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartButton(other).getAttribute('aria-label')).toBe('Cart, 1 item')
    await other.getByRole('button', { name: `Increase quantity of ${first.name}` }).click()
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items')
    expect(errors).toEqual([])
    await context.close()
  })

  it('can be shopped with the keyboard alone', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/')
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    // Skip link first, then straight to the content.
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Skip to content')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('BAGSSHOP NOW')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'BAGS' }).waitFor()
    // Focus moves to the new page's heading; the first Add to Cart is a few tabs away, past the filters and sort.
    await expect.poll(() => focused()).toBe('BAGS')
    for (let i = 0; i < 10 && (await focused()) !== 'Add to Cart'; i++) await page.keyboard.press('Tab')
    expect(await focused()).toBe('Add to Cart')
    await page.keyboard.press('Enter')
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await cartButton(page).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Items in your cart')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('GO TO CHECKOUT')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cart, 1 item')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    expect(await page.getByText(/^TOTAL: /).textContent()).toBe(`TOTAL: ${money(cents(first.price))}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('serves real pages before its script runs: the prerendered home links straight to a collection', async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'CITY SHOP NOW' }).click()
    await page.getByRole('heading', { level: 1, name: 'CITY' }).waitFor()
    const city = demoCollection('City')
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(city.items.length)
    await context.close()
  })

  it('shows a prerendered collection at once, then refreshes its prices from the backend once the page is idle', async () => {
    // The backend's catalog has changed since the build: the first bag now costs $99.50.
    const state = seedState()
    const { id, ...fields } = bags
    state.documents[`collections/${id}`]!.fields = encodeFields({ ...fields, items: [{ ...first, price: 99.5 }, ...bags.items.slice(1)] })
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [MOCK_STATE_KEY, JSON.stringify(state)] as const)

    const response = await page.goto('/shop/bags')
    // The page as built (and first painted) carries the snapshot's price...
    expect(await response!.text()).toContain(money(cents(first.price)))
    // ...and the shopper sees the backend's price within moments, without a reload.
    await expect.poll(() => card(page, first.name).textContent(), { timeout: 10_000 }).toContain('$99.50')
    expect(await card(page, second.name).textContent()).toContain(money(cents(second.price)))
    expect(errors).toEqual([])
    await context.close()
  })

  it('says so when its script cannot be fetched, and keeps the prerendered page readable', async () => {
    const { context, page } = await newShopper(browser(), baseURL)
    await page.route(APP_SCRIPT, (route) => route.abort('internetdisconnected'))
    await page.goto('/shop/bags')
    await page.getByRole('alert').getByText('The shop could not finish loading').waitFor()
    expect(await page.getByRole('heading', { level: 1, name: 'BAGS' }).isVisible()).toBe(true)
    await context.close()
  })

  it('passes axe on the shop overview, not-found pages and the sign-in page', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    for (const [path, heading] of [
      ['/shop', 'BAGS'],
      ['/shop/hats', 'Collection not found'],
      ['/nowhere', 'Page not found'],
      ['/signin', 'I already have an account'],
    ] as const) {
      await openPage(page, path)
      await page.getByRole('heading', { name: heading }).first().waitFor()
      await expectNoAxeViolations(page, path)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
