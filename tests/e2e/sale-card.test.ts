// A sale the owner starts after the pages were prerendered, seen on a phone: the collection's page shows the card as
// it was built (no sale), then the live catalog's reduction ('was $64.50 · 22% off') on the line the card keeps for
// it. Nothing moves when it arrives, at 390 and 320 px, and the card's name keeps its words whole.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { brokenWords, recordShifts } from './page-checks'
import { newShopper, openPage, signInAsOwner, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const BAG = 'Everyday Crossbody Bag'

/** A datetime-local field's value, `minutes` from now, as the page's browser reads the field. */
const fieldValue = (page: Page, minutes: number): Promise<string> =>
  page.evaluate((minutes) => {
    const at = new Date(Date.now() + minutes * 60_000)
    const two = (part: number) => String(part).padStart(2, '0')
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`
  }, minutes)

const card = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: BAG, exact: true }) })

describe('a sale that starts after the prerender', () => {
  it('arrives on the card in the room it kept, moving nothing, with the name whole', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL, { viewport: { width: 1280, height: 900 }, stepTimeout: 10_000 })
    await signInAsOwner(page)
    await openPage(page, '/admin/catalog')
    await page.getByRole('link', { name: BAG, exact: true }).first().click()
    const sale = page.getByRole('form', { name: 'Sale' })
    await sale.getByLabel('Sale price in dollars').fill('50')
    await sale.getByLabel('Starts').fill(await fieldValue(page, -60))
    await sale.getByLabel('Ends').fill(await fieldValue(page, 7 * 24 * 60))
    await sale.getByRole('button', { name: 'Save sale' }).click()
    await page.getByText('Sale saved. The shop shows it on its next catalog read.').waitFor()

    for (const width of [390, 320]) {
      // A fresh page of the same browser (the demo's backend lives in it), its shifts recorded from the first paint.
      const shopper = await context.newPage()
      await shopper.setViewportSize({ width, height: 844 })
      const shifts = await recordShifts(shopper)
      await openPage(shopper, '/shop/bags')
      const reduction = card(shopper).getByText(/^was\s/)
      await reduction.waitFor()
      expect((await reduction.textContent())?.replace(/\s+/g, ' ')).toBe('was $64.50 · 22% off')
      // A frame or two for a late layout.
      await shopper.waitForTimeout(500)
      expect(await shifts(), `at ${width} px`).toEqual([])
      expect(await brokenWords(shopper), `at ${width} px`).toEqual([])
      await shopper.close()
    }
    expect(errors).toEqual([])
    await context.close()
  }, 40_000)
})
