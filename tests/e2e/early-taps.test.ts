// Before the app's script runs, a prerendered page already shows the stored cart's count, and the taps a shopper
// makes on it are kept: the same taps give the same cart whether made before the page is live or after, on a
// collection's cards and on a product page (its size, colour and Add to Cart).
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { cents, money } from '../support/money'
import { demoCollection } from '../support/demo-catalog'
import { holdAppScript, isLive, newShopper, useBrowser, waitUntilLive } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const bags = demoCollection('Bags')
const [first, second] = bags.items as [(typeof bags.items)[number], (typeof bags.items)[number]]
const storedLine = { ...second, quantity: 2 }

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ })
const addButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Add to Cart' })

async function shopper(stored: object | null) {
  const { context, page, errors } = await newShopper(browser(), baseURL)
  if (stored) await context.addInitScript((value) => localStorage.getItem('root') ?? localStorage.setItem('root', value), JSON.stringify(stored))
  return { context, page, errors }
}

/** Opens `path` with the app's script held back: the prerendered page alone, as on a slow network. */
async function openHeld(page: Page, path: string) {
  const script = await holdAppScript(page)
  await page.goto(path)
  await expect.poll(() => script.held()).toBe(true)
  return script
}

/**
 * Opens `path` for a shopper with `stored` in the browser and makes `taps` on it: before the page is live (the
 * app's script held back, then released) or after. Returns once the page is live.
 */
async function visit(path: string, when: 'before' | 'after', taps: (page: Page) => Promise<void>, stored: object | null = null) {
  const visitor = await shopper(stored)
  const script = when === 'before' ? await holdAppScript(visitor.page) : null
  await visitor.page.goto(path)
  if (script) await expect.poll(() => script.held()).toBe(true)
  else await waitUntilLive(visitor.page)
  await taps(visitor.page)
  if (script) {
    expect(await isLive(visitor.page)).toBe(false)
    script.release()
    await waitUntilLive(visitor.page)
  }
  return visitor
}

/** Two deliberate taps on the first bag, one on the second, then the cart button. */
async function tap(page: Page) {
  await addButton(page, first.name).click()
  await page.waitForTimeout(150)
  await addButton(page, first.name).click()
  await addButton(page, second.name).click()
  await cartButton(page).click()
}

describe.each([
  ['a first visit, nothing stored', null],
  // Stored as the app stores a cart: its lines and their count.
  ['a returning shopper with a stored cart', { cartItems: [storedLine], count: storedLine.quantity }],
] as const)('%s', (_name, stored) => {
  const before = stored ? storedLine.quantity : 0
  const expectedLines = stored
    ? [`${second.name}${storedLine.quantity + 1} x ${money(cents(second.price))}`, `${first.name}2 x ${money(cents(first.price))}`]
    : [`${first.name}2 x ${money(cents(first.price))}`, `${second.name}1 x ${money(cents(second.price))}`]

  it('shows the cart count from the first paint, before the script runs, and hydrates without an error', async () => {
    const { context, page, errors } = await shopper(stored)
    const script = await openHeld(page, '/shop/bags')
    expect(await isLive(page)).toBe(false)
    const label = before === 1 ? 'Cart, 1 item' : `Cart, ${before} items`
    expect(await cartButton(page).getAttribute('aria-label')).toBe(label)
    expect((await cartButton(page).textContent())?.trim()).toBe(String(before))
    script.release()
    await waitUntilLive(page)
    expect(await cartButton(page).getAttribute('aria-label')).toBe(label)
    expect(errors).toEqual([])
    await context.close()
  })

  it('gives the same cart for taps made before the page is live as for the same taps after', async () => {
    const early = await visit('/shop/bags', 'before', tap, stored)
    const late = await visit('/shop/bags', 'after', tap, stored)

    for (const { page } of [early, late]) {
      await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe(`Cart, ${before + 3} items`)
      const dropdown = page.getByRole('region', { name: 'Cart' })
      await expect.poll(() => dropdown.getByRole('listitem').allTextContents()).toEqual(expectedLines)
      expect(await cartButton(page).getAttribute('aria-expanded')).toBe('true')
    }
    expect(early.errors).toEqual([])
    expect(late.errors).toEqual([])
    await early.context.close()
    await late.context.close()
  })
})

it('shows a cart stored by an older version (without its count) once the app runs, and from the first paint of the next page', async () => {
  const { context, page, errors } = await shopper({ cartItems: [storedLine] })
  const script = await openHeld(page, '/shop/bags')
  // The inline script reads no line: without the app's count it shows none.
  expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 0 items')
  script.release()
  await waitUntilLive(page)
  await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items')
  // The app stored the cart again, with its count.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null')?.count)).toBe(2)
  const next = await context.newPage()
  const held = await openHeld(next, '/')
  expect(await cartButton(next).getAttribute('aria-label')).toBe('Cart, 2 items')
  held.release()
  await waitUntilLive(next)
  expect(errors).toEqual([])
  await context.close()
})

describe('a product page', () => {
  const TEE = 'Classic Crew Neck T-Shirt'
  const product = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
  // Before the page is live, its button still says 'Choose a size': the radios are native, the label is the app's.
  const purchase = (page: Page, name: string) => product(page, name).getByRole('button', { name: /^(Add to Cart|Choose a size)$/ })

  it('gives the same choice, address and cart for a colour, a size and Add to Cart tapped before it is live as after', async () => {
    const taps = async (page: Page) => {
      await product(page, TEE).getByRole('radio', { name: 'Navy' }).check()
      await product(page, TEE).getByRole('radio', { name: 'M', exact: true }).check()
      await purchase(page, TEE).click()
    }
    const early = await visit('/shop/apparel/classic-crew-neck-t-shirt', 'before', taps)
    const late = await visit('/shop/apparel/classic-crew-neck-t-shirt', 'after', taps)
    for (const { page } of [early, late]) {
      await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
      await expect.poll(() => new URL(page.url()).search).toBe('?color=navy&size=M')
      expect(await product(page, TEE).getByRole('radio', { name: 'Navy' }).isChecked()).toBe(true)
      expect(await product(page, TEE).getByRole('radio', { name: 'M', exact: true }).isChecked()).toBe(true)
      expect(await purchase(page, TEE).textContent()).toBe('Add to Cart')
      await cartButton(page).click()
      const dropdown = page.getByRole('region', { name: 'Cart' })
      await expect.poll(() => dropdown.getByRole('listitem').allTextContents()).toEqual([`${TEE}Size M · Navy1 x $24.99`])
    }
    expect(early.errors).toEqual([])
    expect(late.errors).toEqual([])
    await early.context.close()
    await late.context.close()
  })

  it('lets a size tapped before it is live win over the one its address named, as a tap after does', async () => {
    const taps = async (page: Page) => {
      await product(page, TEE).getByRole('radio', { name: 'M', exact: true }).check()
      await purchase(page, TEE).click()
    }
    const early = await visit('/shop/apparel/classic-crew-neck-t-shirt?size=S', 'before', taps)
    const late = await visit('/shop/apparel/classic-crew-neck-t-shirt?size=S', 'after', taps)
    for (const { page } of [early, late]) {
      await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('M')
      expect(await product(page, TEE).getByRole('radio', { name: 'M', exact: true }).isChecked()).toBe(true)
      expect(await product(page, TEE).getByRole('radio', { name: 'S', exact: true }).isChecked()).toBe(false)
      await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
      await cartButton(page).click()
      const dropdown = page.getByRole('region', { name: 'Cart' })
      await expect.poll(() => dropdown.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Size M')])
    }
    expect(early.errors).toEqual([])
    expect(late.errors).toEqual([])
    await early.context.close()
    await late.context.close()
  })

  it('adds an item without options once for each tap before it is live, as after; Add to Cart without a size asks for one', async () => {
    expect(first.name).toBe('Canvas Rolltop Backpack')
    const twice = async (page: Page) => {
      await purchase(page, first.name).click()
      await page.waitForTimeout(150)
      await purchase(page, first.name).click()
    }
    for (const when of ['before', 'after'] as const) {
      const { context, page, errors } = await visit('/shop/bags/canvas-rolltop-backpack', when, twice)
      await expect.poll(() => cartButton(page).getAttribute('aria-label'), { message: when }).toBe('Cart, 2 items')
      expect(errors).toEqual([])
      await context.close()
    }
    for (const when of ['before', 'after'] as const) {
      const { context, page, errors } = await visit('/shop/apparel/classic-crew-neck-t-shirt', when, (tapped) => purchase(tapped, TEE).click())
      await product(page, TEE).getByText('Choose a size first.').waitFor()
      expect(await cartButton(page).getAttribute('aria-label'), when).toBe('Cart, 0 items')
      expect(errors).toEqual([])
      await context.close()
    }
  })
})
