// A new shopper on a 390 px phone, from the product page to the demo outbox: the added-to-cart note stays on the
// page of the add (never over the checkout's form, never at a + press), every amount of the summaries (checkout,
// test payment page, confirmation) stays whole on one line, and the outbox's order link is a link to follow.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { checkPhoneState, chooseDeliveryCountry, fillDemoPayment, newShopper, openPage, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()
const PHONE_390 = { viewport: { width: 390, height: 844 }, stepTimeout: 10_000 }

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'
const addedNote = (page: Page) => page.getByRole('status').filter({ hasText: /^(Added|Not added) / })

/** Every dollar amount inside `selector`, each with the number of lines it is drawn on: all should be 1. */
const amountLines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => {
    const found: [string, number][] = []
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\$[\d,]+(\.\d\d)?/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
          found.push([match[0], tops.size])
        }
      }
    }
    return found
  })

async function expectWholeAmounts(page: Page, label: string) {
  const amounts = await amountLines(page, 'main dl, main ul[aria-label], main [role="table"], main p')
  expect(amounts.length, label).toBeGreaterThan(2)
  expect(
    amounts.filter(([, lines]) => lines !== 1),
    `amounts broken across lines on ${label}`,
  ).toEqual([])
}

describe('a new shopper on a 390 px phone', () => {
  it('buys three shirts: no note follows them to the checkout, every amount stays whole, and the outbox links to the order', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL, PHONE_390)
    await openPage(page, TEE_PAGE)
    const add = page.getByRole('region', { name: TEE, exact: true }).getByRole('button', { name: 'Add to Cart' })
    for (let count = 1; count <= 3; count++) {
      await add.click()
      await expect.poll(() => addedNote(page).textContent()).toContain(`Cart, ${count} item`)
    }
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' }).click()
    await page.getByRole('button', { name: 'GO TO CHECKOUT' }).click()
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    // The note was news on the product page; here it would cover the email field's label.
    expect(await addedNote(page).count()).toBe(0)
    await page.getByRole('button', { name: `Increase quantity of ${TEE}, Size M · Navy` }).click()
    await expect.poll(() => page.getByText(/^TOTAL: /).textContent()).toBe('TOTAL: $99.96')
    expect(await addedNote(page).count()).toBe(0)
    await page.getByRole('button', { name: `Decrease quantity of ${TEE}, Size M · Navy` }).click()
    await expect.poll(() => page.getByText(/^TOTAL: /).textContent()).toBe('TOTAL: $74.97')
    expect(await addedNote(page).count()).toBe(0)
    await expectWholeAmounts(page, 'the checkout')
    await chooseDeliveryCountry(page, 'Ireland')
    await page.getByLabel('Email for your order confirmation').fill('guest@example.com')
    await checkPhoneState(page, 'checkout at 390 px')

    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
    await page.getByRole('button', { name: 'Pay' }).waitFor()
    await expectWholeAmounts(page, 'the test payment page')
    await fillDemoPayment(page, { rate: 'Standard', name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' })
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
    await expectWholeAmounts(page, 'the confirmation')
    await checkPhoneState(page, 'the confirmation at 390 px')

    await page.getByRole('link', { name: 'read it in the demo outbox' }).click()
    const orderLink = page
      .getByRole('region', { name: 'Queued emails' })
      .getByRole('link', { name: /\/orders\/\w+\?token=/ })
      .first()
    await orderLink.waitFor()
    await checkPhoneState(page, 'the demo outbox at 390 px')
    await orderLink.click()
    await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
