// A shared link with filters the page cannot apply, in a production build (mock backend): an unknown size is
// dropped, and a maximum price below the minimum is said next to the Max field, on a phone too.
import { describe, expect, inject, it } from 'vitest'
import { demoCollection } from '../support/demo-catalog'
import { expectNoAxeViolations, newShopper, openPage, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

describe('filters opened from a link (production build, mock backend)', () => {
  it('drops an unknown size and says why a maximum below the minimum is not applied', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    await openPage(page, '/shop/apparel?size=ZZZ&min=50&max=10&minPrice=abc')
    const size = page.getByRole('combobox', { name: 'Size' })
    await expect.poll(() => size.inputValue()).toBe('')
    expect(await size.getByRole('option', { name: 'ZZZ' }).count()).toBe(0)
    const max = page.getByRole('spinbutton', { name: 'Max price ($)' })
    expect(await max.inputValue()).toBe('10')
    const message = page.getByText('Lower than the min price ($50), so not applied.')
    expect(await max.evaluate((field) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
      'Lower than the min price ($50), so not applied.',
    )
    expect(await max.getAttribute('aria-invalid')).toBe('true')
    const fromFifty = demoCollection('Apparel').items.filter((item) => item.price >= 50).length
    expect(await page.getByRole('main').getByRole('status').textContent()).toMatch(new RegExp(`^${fromFifty} items`))
    await expectNoAxeViolations(page, 'collection page with a maximum price below the minimum')

    // On a 320 px phone the filters fold behind one button; opened, the message wraps under its field: nothing
    // scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 })
    await page.getByRole('button', { name: /^Filter and sort/ }).click()
    await message.waitFor()
    const box = await message.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(errors).toEqual([])
    await context.close()
  })
})
