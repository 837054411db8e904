// Parts of a page below a phone's first screen are skipped until they come near (src/styles/render-when-near.ts):
// the first screen renders at once, the rest renders as the shopper scrolls or tabs to it, and a focused card's
// focus ring is drawn whole although `content-visibility: auto` clips what the part paints.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import catalog from '../../mocks/data/catalog.json'
import { theme } from '../../src/styles/theme'
import { holdAppScript, openPage, useBrowser, waitUntilLive, watchErrors } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const first = catalog[0]!
const last = catalog.at(-1)!
const longest = catalog.reduce((a, b) => (b.items.length > a.items.length ? b : a))
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }

/** Whether the browser renders the element now: false while a `content-visibility: auto` ancestor skips it. */
const rendered = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))

/** The first card's Add to Cart button in the overview's preview of `title`. */
function previewButton(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: title.toUpperCase() })
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
}

/**
 * How many pixels of the focus ring's colour lie in a strip just left of `box`, where the ring's left side is drawn
 * (width plus offset). The screenshot is decoded in a page of its own (a canvas), without the shop's policy.
 */
async function ringPixelsLeftOf(context: BrowserContext, page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const reach = parseFloat(theme.focusRing.width) + parseFloat(theme.focusRing.offset)
  const shot = await page.screenshot({ clip: { x: box.x - reach, y: box.y, width: reach, height: box.height } })
  const decoder = await context.newPage()
  try {
    return await decoder.evaluate(
      async ({ png, focus }) => {
        const image = new Image()
        image.src = `data:image/png;base64,${png}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const context2d = canvas.getContext('2d')!
        context2d.drawImage(image, 0, 0)
        const { data } = context2d.getImageData(0, 0, image.width, image.height)
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(focus.slice(at, at + 2), 16))
        let count = 0
        for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 40) count++
        return count
      },
      { png: shot.toString('base64'), focus: theme.color.focus },
    )
  } finally {
    await decoder.close()
  }
}

describe('parts below the first screen', () => {
  it('are skipped on a first visit to /shop on a phone until the app is live, and render with a whole focus ring when tabbed to', async () => {
    const context = await browser().newContext({ baseURL, ...PHONE })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const app = await holdAppScript(page)
    await page.goto('/shop')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(app.held()).toBe(true)

    // The first preview is the first screen; the last is far below it.
    expect(await rendered(previewButton(page, first.title))).toBe(true)
    const target = previewButton(page, last.title)
    expect(await rendered(target)).toBe(false)

    // Tab from the card's name link to its button (past its heart), as a keyboard shopper does: the browser brings it
    // into view.
    await page.getByRole('region', { name: last.title.toUpperCase() }).getByRole('link', { name: last.items[0]!.name, exact: true }).focus()
    const focused = () => target.evaluate((element) => element === document.activeElement && element.matches(':focus-visible'))
    for (let press = 0; press < 3 && !(await focused()); press++) await page.keyboard.press('Tab')
    await expect.poll(focused).toBe(true)
    await expect.poll(() => rendered(target)).toBe(true)

    // The button sits at the grid's left edge: without room for the ring, its left side would be clipped away.
    const box = (await target.boundingBox())!
    expect(await ringPixelsLeftOf(context, page, box)).toBeGreaterThan(box.height)

    // Once live, nothing is skipped: every part has its real height.
    app.release()
    await waitUntilLive(page)
    await page.evaluate(async () => {
      // A part that holds the focus counts as near wherever it is.
      ;(document.activeElement as HTMLElement | null)?.blur()
      scrollTo(0, 0)
      // Two frames: the browser decides what is near in the first one after the scroll.
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    })
    expect(await rendered(target)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('render when scrolled to, and a collection page renders its first four cards at once', async () => {
    // A small phone and the longest collection: Chromium renders what lies within one and a half screens of the
    // viewport, and a shorter collection of the demo's ends within that once the filters fold behind one button.
    const context = await browser().newContext({ baseURL, ...PHONE, viewport: { width: 320, height: 568 } })
    const page = await context.newPage()
    const app = await holdAppScript(page)
    await page.goto(`/shop/${longest.title.toLowerCase()}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    const cards = page.getByRole('main').getByRole('listitem')
    expect(await cards.count()).toBeGreaterThan(4)
    const addButton = (card: ReturnType<typeof cards.nth>) => card.getByRole('button', { name: /^Add to Cart/ })
    for (const index of [0, 1, 2, 3]) expect(await rendered(addButton(cards.nth(index)))).toBe(true)
    const lastCard = addButton(cards.last())
    expect(await rendered(lastCard)).toBe(false)

    await lastCard.scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(lastCard)).toBe(true)
    app.release()
    await waitUntilLive(page)
    await context.close()
  })

  it("bring a shopper back to the same place on /shop after a product page (the parts' estimated heights would not)", async () => {
    const context = await browser().newContext({ baseURL, ...PHONE })
    const page = await context.newPage()
    await openPage(page, '/shop')
    const link = page.getByRole('region', { name: last.title.toUpperCase() }).getByRole('link', { name: last.items[0]!.name, exact: true })
    await link.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const where = () => link.evaluate((element) => ({ scrollY: Math.round(scrollY), top: Math.round(element.getBoundingClientRect().top) }))
    const before = await where()
    expect(before.scrollY).toBeGreaterThan(2000)

    await link.click()
    await page.getByRole('heading', { level: 1, name: last.items[0]!.name }).waitFor()
    await page.goBack()
    await expect.poll(where).toEqual(before)
    await context.close()
  })
})
