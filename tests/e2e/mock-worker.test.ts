// The demo's mock backend across page loads: MSW's worker would hear from its own page-leaving listener that the
// page is gone, pass that page's last requests to the network and, with no page left, unregister itself, so the next
// page starts without it. The demo keeps that news from it: the next page is in the worker's hands from its first
// request, and a page being left sends nothing to the real Firebase hosts.
import { expect, inject, it } from 'vitest'
import { newShopper, openPage, signUpNewShopper, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

it('keeps the worker registered and in charge from one page to the next, with a shopper followed live', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL)
  await signUpNewShopper(page, 'Wren Worker', 'wren')
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  for (const path of ['/contact', '/account', '/shop']) {
    await page.goto(path, { waitUntil: 'commit' })
    // Before any script of the new page runs: a registration on its way out would leave this page uncontrolled.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), path).toBe(true)
    await openPage(page, path)
  }
  expect(errors).toEqual([])
  await context.close()
}, 60_000)
