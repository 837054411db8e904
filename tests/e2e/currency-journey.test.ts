// One purchase, run in both of the shop's money settings: the demo in dollars with no tax (the default), and the same
// demo built in euros with VAT in its prices (VITE_SHOP_PRESET=eu). A shopper delivering to Germany sees the prices,
// applies the demo's 10 % code at the checkout, pays, opens the invoice (in euros it names 19 % VAT); then the owner
// finds the same sums, to the cent, on the order, the dashboard and in the CSV export for the accountant. On a phone
// (390 px) and a laptop (1280 px): axe, the width and whole words at each new page, and on every page, mail and
// document that shows a total, the code's line among sums that add up to it.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { cartButton, checkPhoneState, chooseDeliveryCountry, fillDemoPayment, firstValueOf, newShopper, openPage, signInAsOwner, useBrowser } from './browser'
import { expectSumsAddUp } from './sums'

const browser = useBrowser()

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'

/**
 * The two shops and what each shows for one shirt at $24.99 / €24.99, less 10 % ($2.50), with standard shipping in
 * Germany ($4.95): $27.44 paid. In euros the €27.44 holds 19 % German VAT: €23.06 net, €4.38 VAT; in dollars the
 * shop states no tax. The dashboard's net sales are the goods after the code without shipping and tax: $22.49; in
 * euros the €22.49 less the €3.59 of VAT it holds (the €4.38 less the shipping's €0.79), €18.90.
 */
const SHOPS = [
  { name: 'in dollars, no tax', url: inject('demoURL'), price: '$24.99', discount: '−$2.50', total: '$27.44', netSales: '$22.49', vat: null, currency: 'USD' },
  {
    name: 'in euros, VAT included',
    url: inject('eurosURL'),
    price: '€24.99',
    discount: '−€2.50',
    total: '€27.44',
    netSales: '€18.90',
    vat: { checkout: '€3.99', paid: '€4.38', base: '€23.06' },
    currency: 'EUR',
  },
] as const

/** The export's row for an order, by column name. */
async function exportedRow(page: Page, orderNumber: string): Promise<Record<string, string>> {
  const today = new Date().toISOString().slice(0, 10)
  await page.getByLabel('First day (UTC)').fill(today)
  await page.getByLabel('Last day (UTC)').fill(today)
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const link = page.getByRole('link', { name: /^Download orders-/ })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const [head, ...rows] = (await readFile((await download.path())!, 'utf8'))
    .trim()
    .split('\r\n')
    .map((line) => line.split(','))
  const row = rows.find((cells) => cells[0] === orderNumber)
  if (!row) throw new Error(`The export has no row for order ${orderNumber}`)
  return Object.fromEntries(head!.map((name, index) => [name, row[index]!]))
}

/** '€27.44' or '$27.44' as the CSV writes it: '27.44'. */
const plain = (shown: string) => shown.replace(/[^\d.]/g, '')

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]

describe.each(SHOPS.flatMap((shop) => SCREENS.map((screen) => ({ ...shop, screen }))))('the same purchase $name at $screen.width px', (shop) => {
  it('shows the prices, takes the 10 % code, pays, invoices and reports the same sums to the owner', async () => {
    const { context, page, errors } = await newShopper(browser(), shop.url, { viewport: shop.screen, stepTimeout: 10_000 })
    const code = `Discount (WELCOME10) ${shop.discount}`
    await openPage(page, TEE_PAGE)
    const product = page.getByRole('region', { name: TEE, exact: true })
    await product.getByText(shop.price, { exact: true }).first().waitFor()
    // What the price holds, where the shop states tax.
    expect(await product.getByText(/^Including VAT, plus shipping/).count()).toBe(shop.vat ? 1 : 0)
    await product.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')

    await openPage(page, '/checkout')
    expect(await page.getByText(/^TOTAL: /).textContent()).toBe(`TOTAL: ${shop.price}`)
    await chooseDeliveryCountry(page, 'Germany')
    if (shop.vat) expect(await firstValueOf(page, 'Including VAT 19%')).toBe(shop.vat.checkout)
    else expect(await page.getByText(/VAT|tax/i).count()).toBe(0)
    await page.getByLabel('Email for your order confirmation').fill('anna@example.com')
    await page.getByLabel('Promotion code').fill('welcome10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('button', { name: 'Remove code' }).waitFor()
    expect(await firstValueOf(page, 'Discount (WELCOME10)')).toBe(shop.discount)
    // The total after the code, before the payment page.
    await expectSumsAddUp(page, 'the checkout', [code, 'Total before shipping'])
    await checkPhoneState(page, `the checkout ${shop.name}, code applied`)
    await page.getByRole('button', { name: 'Buy now' }).click()

    await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
    await fillDemoPayment(page, { rate: 'Standard', name: 'Anna Weber', line1: 'Hauptstraße 1', city: 'Köln', postalCode: '50667', country: 'Germany' })
    expect(await firstValueOf(page, 'Amount to pay')).toBe(shop.total)
    if (shop.vat) expect(await firstValueOf(page, 'Including VAT 19%')).toBe(shop.vat.paid)
    await checkPhoneState(page, `the payment page ${shop.name}`)
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
    expect(await firstValueOf(page, 'Total')).toBe(shop.total)
    await expectSumsAddUp(page, 'the thank-you page', [code])
    const orderNumber = (await firstValueOf(page, 'Order number'))!

    // The invoice, from the order's private page.
    await page.getByRole('link', { name: 'View your order' }).click()
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
    await expectSumsAddUp(page, 'the order page', [code])
    await page.getByRole('link', { name: /^Invoice \d{4}-\d{6}$/ }).click()
    await page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ }).waitFor()
    expect(await firstValueOf(page, 'Discount (WELCOME10)')).toBe(shop.discount)
    expect(await firstValueOf(page, 'Total')).toBe(shop.total)
    const rates = page.getByRole('table', { name: 'VAT included, per rate' })
    if (shop.vat) {
      expect(await firstValueOf(page, 'Including VAT 19%')).toBe(shop.vat.paid)
      expect(await rates.getByRole('row').nth(1).innerText()).toMatch(new RegExp(`^VAT 19%\\s+${shop.vat.base}\\s+${shop.vat.paid}$`))
    } else {
      expect(await rates.count()).toBe(0)
    }
    await expectSumsAddUp(page, 'the invoice', [code])
    await checkPhoneState(page, `the invoice ${shop.name}`)

    // The confirmation mail, in the demo's outbox.
    await openPage(page, '/demo-mail')
    await page
      .getByRole('heading', { level: 2, name: new RegExp(orderNumber) })
      .first()
      .waitFor()
    await expectSumsAddUp(page, 'the confirmation mail', [code])

    // The owner: the order, with its code; today's net sales on the dashboard; the same order in the accountant's export.
    await signInAsOwner(page)
    await openPage(page, `/admin/orders/${orderNumber}`)
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
    await expectSumsAddUp(page, 'the order in the back office', [code])
    await checkPhoneState(page, `the order in the back office ${shop.name}`)
    await openPage(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'BACK OFFICE' }).click()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.getByRole('link', { name: 'Today' }).click()
    await page.getByRole('heading', { name: 'Today: sales' }).waitFor()
    expect(await firstValueOf(page, 'Net sales')).toBe(shop.netSales)
    expect(await firstValueOf(page, 'Orders')).toBe('1')
    await checkPhoneState(page, `the dashboard ${shop.name}`)
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click()
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
    expect(await exportedRow(page, orderNumber)).toMatchObject({
      Subtotal: plain(shop.price),
      Code: 'WELCOME10',
      Discount: plain(shop.discount),
      Shipping: '4.95',
      'Tax added': '0.00',
      Total: plain(shop.total),
      'VAT included': shop.vat ? plain(shop.vat.paid) : '0.00',
      Refunded: '0.00',
      Currency: shop.currency,
    })
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)
})
