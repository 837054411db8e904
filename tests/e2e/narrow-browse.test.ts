// Searching and filtering on a phone (production build, mock backend): a query of one very long word wraps instead
// of widening the page, the field says when it takes no more, and the filters fold into one "Filter and sort"
// button so that the first products are on the first screen.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectNoAxeViolations, openPage, useBrowser, watchErrors } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const LONG_WORD = 'a'.repeat(300)
const field = (page: Page) => page.getByRole('search').getByRole('combobox', { name: 'Search' })
const firstCard = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
    .first()
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filter and sort/ })

/** Whether the box lies inside the viewport. */
async function onScreen(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  const viewport = page.viewportSize()!
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5
}

const pageWidth = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }))

describe.each([
  [320, 568],
  [390, 844],
])('at %i × %i px (touch)', (width, height) => {
  const phone = () => browser().newContext({ baseURL, viewport: { width, height }, isMobile: true, hasTouch: true })

  it('a query of one 300-letter word wraps in the title and the count: nothing scrolls sideways', async () => {
    const context = await phone()
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openPage(page, `/search?q=${LONG_WORD}`)
    const title = page.getByRole('heading', { level: 1 })
    await title.waitFor()
    // The whole query the page searched for is there to read, wrapped.
    expect(await title.textContent()).toBe(`Results for “${'a'.repeat(100)}”`)
    expect(await pageWidth(page)).toEqual({ scrollWidth: width, width })
    expect(errors).toEqual([])
    await context.close()
  })

  it('the search field says that it takes the first 100 characters, instead of dropping keys silently', async () => {
    const context = await phone()
    const page = await context.newPage()
    await openPage(page, '/')
    await field(page).click()
    await page.keyboard.insertText(LONG_WORD)
    expect(await field(page).inputValue()).toHaveLength(100)
    const note = page.getByRole('search').locator('p', { hasText: 'Searches use the first 100 characters.' })
    await note.waitFor()
    expect(await onScreen(page, await note.boundingBox())).toBe(true)
    expect(await field(page).getAttribute('aria-describedby')).toBe(await note.getAttribute('id'))
    expect(await pageWidth(page)).toEqual({ scrollWidth: width, width })
    await expectNoAxeViolations(page, `search field at its limit, ${width} px`)
    await context.close()
  })

  it('folds the filters into one button; the first products are on the first screen; the panel opens by keyboard', async () => {
    const context = await phone()
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openPage(page, '/shop/apparel?sort=price-asc')
    const card = await firstCard(page).boundingBox()
    expect(card!.y, 'the first card starts on the first screen').toBeLessThan(height - 100)
    expect(await page.getByRole('combobox', { name: 'Size' }).isVisible()).toBe(false)
    const button = filterButton(page)
    expect(await button.textContent()).toBe('Filter and sort 1 active')

    await button.focus()
    await page.keyboard.press('Enter')
    const size = page.getByRole('combobox', { name: 'Size' })
    await size.waitFor()
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
    expect(await onScreen(page, await panel.boundingBox()), 'the open panel is inside the screen').toBe(true)
    await expectNoAxeViolations(page, `open filter panel, ${width} px`)
    // The panel is read right after its button.
    await page.keyboard.press('Tab')
    expect(await size.evaluate((element) => element === document.activeElement)).toBe(true)
    await size.selectOption('XL')
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('XL')
    expect(await size.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await size.waitFor({ state: 'hidden' })
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await button.textContent()).toBe('Filter and sort 2 active')

    // Done closes it too.
    await button.click()
    await page.getByRole('button', { name: 'Done' }).click()
    await size.waitFor({ state: 'hidden' })
    expect(await pageWidth(page)).toEqual({ scrollWidth: width, width })
    expect(errors).toEqual([])
    await context.close()
  })
})

it('on a wide screen the filters are part of the page, with no button to open them', async () => {
  const context = await browser().newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await openPage(page, '/search?q=bag')
  expect(await page.getByRole('combobox', { name: 'Colour' }).isVisible()).toBe(true)
  expect(await filterButton(page).isVisible()).toBe(false)
  expect(await page.getByRole('button', { name: 'Done' }).isVisible()).toBe(false)
  await expectNoAxeViolations(page, 'search results, wide')
  await context.close()
})
