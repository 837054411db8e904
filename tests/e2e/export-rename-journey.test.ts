// Two things a person reads that were wrong, in one journey per shop (dollars with no tax; euros with VAT included)
// and per screen (390 and 1280 px): the owner renames the shirt, and its old address (a mail's, a search engine's)
// still opens it, under the new name, as the wishlist's link does; then a guest buys it for delivery to the United
// States. In euros that is an export: no VAT at the checkout, on the payment page or on the invoice, which say so in
// words; in dollars the invoice states no tax, as the shipping page says. The address prints with its state. Axe, the
// width, whole words and sums that add up on each page.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { EXPORT_NO_VAT, taxStatement } from '../../src/lib/tax-statement'
import { cartButton, checkPhoneState, chooseDeliveryCountry, fillDemoPayment, firstValueOf, newShopper, openPage, signInAsOwner, useBrowser } from './browser'
import { expectSumsAddUp } from './sums'

const browser = useBrowser()

const OLD_ADDRESS = '/shop/apparel/classic-crew-neck-t-shirt'
const NEW_NAME = 'Organic Crew Neck Tee'

// Two shirts at 24.99 and the rest of the world's 14.95 standard shipping; in euros the prices as shown, no VAT taken off.
const SHOPS = [
  { name: 'in dollars, no tax', url: inject('demoURL'), total: '$64.93', vat: false },
  { name: 'in euros, VAT included', url: inject('eurosURL'), total: '€64.93', vat: true },
] as const
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]

const shippedTo = (page: Page) => page.getByRole('heading', { name: 'Shipping to' }).locator('xpath=following-sibling::address[1]').innerText()

async function renameTheShirt(page: Page): Promise<void> {
  await signInAsOwner(page)
  await openPage(page, '/admin/catalog/2/9')
  await page.getByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }).waitFor()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NEW_NAME)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText('Saved. The shop shows the change on its next catalog read.').waitFor()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()
}

describe.each(SHOPS.flatMap((shop) => SCREENS.map((screen) => ({ ...shop, screen }))))('$name at $screen.width px', (shop) => {
  it('a renamed item opens at its old address and from the wishlist; an order to the United States reads right', async () => {
    const { context, page, errors } = await newShopper(browser(), shop.url, { viewport: shop.screen, stepTimeout: 10_000 })
    await renameTheShirt(page)

    // The old address, as a mail or a search engine has it: the item, under its new name, at the same address.
    await openPage(page, `${OLD_ADDRESS}?size=M&color=navy`)
    const product = page.getByRole('region', { name: NEW_NAME, exact: true })
    await product.waitFor()
    expect(new URL(page.url()).pathname).toBe(OLD_ADDRESS)
    await product.getByRole('button', { name: 'Save to wishlist' }).click()
    await product.getByRole('button', { name: 'Add to Cart' }).click()
    await product.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items')
    await checkPhoneState(page, 'the renamed item at its old address')
    await openPage(page, '/wishlist')
    const saved = page.getByRole('list', { name: 'Saved items' }).getByRole('link', { name: NEW_NAME, exact: true })
    expect(await saved.getAttribute('href')).toBe(OLD_ADDRESS)

    // The checkout for the United States.
    await openPage(page, '/checkout')
    await chooseDeliveryCountry(page, 'United States')
    const summary = page.getByRole('region', { name: 'Your order' })
    await summary.getByText('Shipping to United States', { exact: true }).waitFor()
    expect(await summary.getByText(/VAT \d/).count()).toBe(0)
    expect(await summary.getByText(EXPORT_NO_VAT).count()).toBe(shop.vat ? 1 : 0)
    await page.getByLabel('Email for your order confirmation').fill('sam@example.com')
    await checkPhoneState(page, 'the checkout for the United States')
    await page.getByRole('button', { name: 'Buy now' }).click()

    // The payment page: the address needs its state.
    await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
    await fillDemoPayment(page, {
      rate: 'Standard',
      name: 'Sam Rivera',
      line1: '1 Market Street',
      city: 'San Francisco',
      postalCode: '94105',
      country: 'United States',
    })
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'California' })
    expect(await firstValueOf(page, 'Amount to pay')).toBe(shop.total)
    expect(await page.getByText(/VAT \d/).count()).toBe(0)
    await expectSumsAddUp(page, 'the payment page')
    await checkPhoneState(page, 'the payment page for the United States')
    await page.getByRole('button', { name: 'Pay' }).click()

    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
    expect(await firstValueOf(page, 'Total')).toBe(shop.total)
    expect(await shippedTo(page)).toBe('Sam Rivera\n1 Market Street\nSan Francisco, CA 94105\nUnited States')
    await expectSumsAddUp(page, 'the thank-you page')

    // The invoice: no VAT, in words where the shop's prices include it; the dollar shop's statement otherwise.
    await page.getByRole('link', { name: 'View your order' }).click()
    await page.getByRole('link', { name: /^Invoice \d{4}-\d{6}$/ }).click()
    await page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ }).waitFor()
    expect(await page.getByRole('main').textContent()).toContain(NEW_NAME)
    expect(await page.getByRole('table', { name: /per rate/ }).count()).toBe(0)
    expect(await page.getByText(/VAT \d/).count()).toBe(0)
    expect(await page.getByText(shop.vat ? EXPORT_NO_VAT : taxStatement('none')).count()).toBe(1)
    expect(await firstValueOf(page, 'Total')).toBe(shop.total)
    expect(await page.getByRole('main').innerText()).toContain('San Francisco, CA 94105')
    await expectSumsAddUp(page, 'the invoice')
    await checkPhoneState(page, 'the invoice for the United States')

    // The shipping page says the same of tax as the invoice.
    await openPage(page, '/shipping')
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor()
    await page.getByText(taxStatement(shop.vat ? 'included' : 'none')).waitFor()
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)
})
