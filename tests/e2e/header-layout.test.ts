// The signed-in header (ACCOUNT and SIGN OUT) at every width: a very long display name neither widens nor wraps
// it, from 390 px up it keeps one row of links as the visitor's does, and a returning shopper's account area fills in without moving anything, also when the page arrives in parts.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PHONE, cartButton, expectNoAxeViolations, newShopper, signInAsOwner, signUpNewShopper, useBrowser } from './browser'
import { splitDocuments } from './split-documents'

const baseURL = inject('demoURL')
const browser = useBrowser()

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' })
const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'ACCOUNT', exact: true })

/** A new shopper, signed up with `displayName` and signed in, on '/' at 1280 px. */
async function signedUpShopper(displayName: string) {
  const shopper = await newShopper(browser(), baseURL)
  await signUpNewShopper(shopper.page, displayName, 'header')
  return shopper
}

/** Elements of the header that stick out of the screen. */
function headerOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('header *')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`)
  })
}

/**
 * From the header's first frame on every page the context opens until the header greets the shopper with `greeting`
 * (and, for `backOffice`, shows the BACK OFFICE link; for at least three frames), every frame's positions of the search
 * box, SHOP, ACCOUNT, BACK OFFICE (or its kept place), the cart and SIGN OUT.
 */
async function recordHeaderFrames(page: Page, greeting: string, { backOffice = false } = {}): Promise<void> {
  await page.addInitScript(
    ([greeting, backOffice]) => {
      const frames: string[] = []
      ;(window as unknown as { headerFrames: string[] }).headerFrames = frames
      const place = (element: Element | null | undefined) => {
        const box = element?.getBoundingClientRect()
        return box ? `${Math.round(box.x)},${Math.round(box.y)}` : '-'
      }
      const sample = () => {
        const header = document.querySelector('header')
        if (header) {
          const links = [...header.querySelectorAll('a')]
          frames.push(
            [
              `search ${place(header.querySelector('[role="search"]'))}`,
              `shop ${place(links.find((link) => link.textContent === 'SHOP'))}`,
              `account link ${place(links.find((link) => link.textContent === 'ACCOUNT'))}`,
              `back office ${place(links.find((link) => link.textContent === 'BACK OFFICE') ?? header.querySelector('[data-back-office-place] > *'))}`,
              `cart ${place(header.querySelector('button[aria-label^="Cart"]'))}`,
              `account ${place([...header.querySelectorAll('button')].find((button) => button.textContent === 'SIGN OUT'))}`,
            ].join(' | '),
          )
        }
        const linked = !backOffice || [...(header?.querySelectorAll('a') ?? [])].some((link) => link.textContent === 'BACK OFFICE')
        if (!(header?.textContent ?? '').includes(greeting) || !linked || frames.length < 3) requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    },
    [greeting, backOffice] as const,
  )
}

const headerFrames = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { headerFrames: string[] }).headerFrames)

const middle = (box: { y: number; height: number } | null) => (box ? box.y + box.height / 2 : NaN)

describe('a signed-in header', () => {
  it('keeps a 100-character display name from widening or wrapping the header, at every width, and offers the whole name', async () => {
    const word = 'W'.repeat(100)
    const { context, page, errors } = await signedUpShopper(word)
    const greeting = page.getByRole('banner').getByText(`Hi, ${word}`)
    for (const width of [1280, 1024, 900, 390, 320]) {
      await page.setViewportSize({ width, height: 900 })
      await page.getByRole('banner').getByRole('link', { name: 'SHOP', exact: true }).waitFor()
      expect(await headerOffenders(page), `at ${width} px`).toEqual([])
      expect(await accountLink(page).isVisible(), `at ${width} px`).toBe(true)
      // ACCOUNT stays in the row of the other links, whatever the name under SIGN OUT.
      const contact = middle(await page.getByRole('banner').getByRole('link', { name: 'CONTACT', exact: true }).boundingBox())
      expect(Math.abs(middle(await accountLink(page).boundingBox()) - contact), `at ${width} px`).toBeLessThan(2)
      // The cart shares its row with SIGN OUT: a long name never leaves it alone on a row of its own.
      expect(Math.abs(middle(await cartButton(page).boundingBox()) - middle(await signOutButton(page).boundingBox())), `at ${width} px`).toBeLessThan(2)
      // From 390 px up the links, SIGN OUT, the wishlist and the cart are one row, as the visitor's are: signing in
      // costs no row (the account link is an icon on a phone, its word still its name).
      if (width >= 390) expect(Math.abs(middle(await signOutButton(page).boundingBox()) - contact), `at ${width} px`).toBeLessThan(2)
      if (width >= 1024) {
        // One row: the logo, the search box and the cart side by side.
        const logo = middle(await page.getByRole('link', { name: /home$/ }).boundingBox())
        expect(Math.abs(middle(await page.getByRole('search').boundingBox()) - logo), `at ${width} px`).toBeLessThan(2)
        expect(Math.abs(middle(await cartButton(page).boundingBox()) - logo), `at ${width} px`).toBeLessThan(2)
      }
      if (await greeting.isVisible()) {
        // Cut short on screen, the whole greeting stays in the text and in its title.
        expect(await greeting.getAttribute('title')).toBe(`Hi, ${word}`)
        const box = (await greeting.boundingBox())!
        expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width)
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await expectNoAxeViolations(page, 'header with a 100-character name')
    expect(errors).toEqual([])
    await context.close()
  }, 30_000)

  it('fills in the account area on a reload without moving the search box or the links', async () => {
    const { context, page, errors } = await signedUpShopper('Dana Fields')
    await page.getByText('Hi, Dana').waitFor()
    await recordHeaderFrames(page, 'Hi, Dana')
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.reload()
      await signOutButton(page).waitFor()
      await page.getByText('Hi, Dana').waitFor({ state: 'attached' })
      const frames = await headerFrames(page)
      expect(frames.length, `at ${width} px`).toBeGreaterThan(0)
      expect(new Set(frames), `at ${width} px`).toEqual(new Set([frames.at(-1)]))
    }
    expect(errors).toEqual([])
    await context.close()
  }, 30_000)

  it('keeps BACK OFFICE’s place on an owner’s reload at a phone’s width, where it takes a row of its own', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)
    await signInAsOwner(page)
    const backOffice = page.getByRole('banner').getByRole('link', { name: 'BACK OFFICE' })
    await backOffice.waitFor()
    await recordHeaderFrames(page, 'Hi, Shop', { backOffice: true })
    await page.reload()
    await backOffice.waitFor()
    await page.getByText('Hi, Shop').waitFor({ state: 'attached' })
    const frames = await headerFrames(page)
    expect(frames.length).toBeGreaterThan(0)
    expect(new Set(frames)).toEqual(new Set([frames.at(-1)]))
    expect(frames.at(-1)).not.toContain('back office -')
    expect(errors).toEqual([])
    await context.close()
  }, 30_000)

  it('paints no frame of the visitor’s header on a reload that arrives in parts', async () => {
    // The page's markup (an anonymous visitor's) arrives a moment before the script that clears it for a signed-in
    // shopper: no frame may show it meanwhile.
    const proxy = await splitDocuments(baseURL)
    try {
      const { context, page, errors } = await newShopper(browser(), proxy.url)
      await signUpNewShopper(page, 'Dana Fields', 'split')
      await page.getByText('Hi, Dana').waitFor()
      await recordHeaderFrames(page, 'Hi, Dana')
      await page.reload()
      await signOutButton(page).waitFor()
      await page.getByText('Hi, Dana').waitFor({ state: 'attached' })
      const frames = await headerFrames(page)
      expect(frames.length).toBeGreaterThan(0)
      expect(new Set(frames)).toEqual(new Set([frames.at(-1)]))
      expect(errors).toEqual([])
      await context.close()
    } finally {
      await proxy.close()
    }
  }, 30_000)
})
