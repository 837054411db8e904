// A new visitor buys in the demo build, on a 320 px phone: a shirt in size M as a guest, the test payment page
// (Pay with nothing filled in shows what is missing; then express shipping and their own address), the thank-you
// page with that shipping and address, the private order link after a reload and its invoice, the product page's
// stock one lower and a withdrawal with its credit note; and, with the demo's 10 % promotion code applied at the
// checkout and shown on the payment page, a cancelled payment that keeps the cart. Axe and sideways scrolling are
// checked in each new state.
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { cartButton, checkPhoneState, chooseDeliveryCountry, fillDemoPayment, newShopper, openPage, PHONE, useBrowser, valueOf, waitUntilLive } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'
const product = (page: Page) => page.getByRole('region', { name: TEE, exact: true })

const newVisitor = () => newShopper(browser(), baseURL, PHONE)
const ORDER_NUMBER = /^[0-9A-HJKMNP-TV-Z]{10}$/

/** To the payment page as a guest; with a `code`, the shopper applies it first and sees its discount. */
async function buyNowAsGuest(page: Page, code?: { text: string; discount: string }) {
  await openPage(page, TEE_PAGE)
  await product(page).getByRole('button', { name: 'Add to Cart' }).click()
  await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
  await openPage(page, '/checkout')
  await chooseDeliveryCountry(page, 'Ireland')
  // The estimate follows the country: Ireland ships at the European Union's rates.
  await page.getByText('Standard $4.95, express $14.95').waitFor()
  await page.getByLabel('Email for your order confirmation').fill('guest@example.com')
  if (code) {
    await page.getByLabel('Promotion code').fill(code.text)
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('button', { name: 'Remove code' }).waitFor()
    expect(await valueOf(page, `Discount (${code.text.toUpperCase()})`)).toBe(code.discount)
  }
  await checkPhoneState(page, code ? 'checkout with a promotion code applied' : 'checkout with the order form')
  await page.getByRole('button', { name: 'Buy now' }).click()
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
  await page.getByRole('button', { name: 'Pay' }).waitFor()
}

describe('buying as a guest in the demo', () => {
  it('pays for a shirt in size M with express shipping, is thanked, finds the order by its private link after a reload, and the stock is one lower', async () => {
    const { context, page, errors } = await newVisitor()
    await buyNowAsGuest(page)
    expect(await valueOf(page, 'Amount to pay')).toBe('$29.94')
    // The line's name wraps on a phone; its price stays on one line.
    const price = page.getByRole('list', { name: 'What you are paying for' }).getByText('$24.99', { exact: true })
    const textLines = await price.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return range.getClientRects().length
    })
    expect(textLines).toBe(1)
    await checkPhoneState(page, 'the test payment page')
    await page.getByRole('button', { name: 'Pay' }).click()
    const name = page.getByRole('textbox', { name: 'Full name' })
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    await checkPhoneState(page, 'the test payment page with fields missing')
    await fillDemoPayment(page, {
      rate: 'Express',
      name: 'Ann Lee',
      line1: '5 Quay Street',
      line2: 'Flat 2',
      city: 'Galway',
      postalCode: 'H91 X2Y3',
      country: 'Ireland',
    })
    expect(await valueOf(page, 'Amount to pay')).toBe('$39.94')
    await checkPhoneState(page, 'the test payment page filled in')
    await page.getByRole('button', { name: 'Pay' }).press('Enter')

    const thanks = page.getByRole('heading', { level: 1, name: 'Thank you for your order' })
    await thanks.waitFor()
    await expect.poll(() => thanks.evaluate((heading) => heading === document.activeElement)).toBe(true)
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 0 items')
    expect(await valueOf(page, 'Shipping')).toBe('$14.95')
    expect(await valueOf(page, 'Total')).toBe('$39.94')
    expect(await page.getByRole('heading', { name: 'Shipping to' }).locator('xpath=following-sibling::address[1]').innerText()).toBe(
      'Ann Lee\n5 Quay Street\nFlat 2\nH91 X2Y3 Galway\nIreland',
    )
    const number = (await valueOf(page, 'Order number'))!
    expect(number).toMatch(ORDER_NUMBER)
    await checkPhoneState(page, 'the thank-you page')
    const orderLink = await page.getByRole('link', { name: 'View your order' }).getAttribute('href')
    expect(orderLink).toMatch(/^\/orders\/[\w-]+\?token=[\w-]+$/)

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
    await openPage(page, orderLink!)
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    expect(await valueOf(page, 'Status')).toBe('Paid')
    expect(await page.getByRole('list', { name: 'Items in this order' }).textContent()).toContain(`1 × ${TEE}, Size M · Navy`)
    await checkPhoneState(page, 'the private order page')
    // Its invoice, numbered when it was paid, on a page of its own to print.
    await page.getByRole('link', { name: /^Invoice \d{4}-\d{6}$/ }).click()
    await page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ }).waitFor()
    expect(await valueOf(page, 'Total')).toBe('$39.94')
    await page.getByRole('button', { name: 'Print' }).waitFor()
    await checkPhoneState(page, 'the invoice')

    // 5 in size M, navy, before the order. A full load shows the catalog the page was built with until the page's
    // collection is read live, as it starts: Add to Cart is pressed until the page says how many are left, which must
    // be 4, the count after the order.
    await openPage(page, TEE_PAGE)
    await waitUntilLive(page)
    const add = product(page).getByRole('button', { name: 'Add to Cart' })
    const allInCart = product(page).getByText(/^Only \d+ left, and all \d+ are in your cart\.$/)
    await expect
      .poll(
        async () => {
          await add.click()
          return (await allInCart.count()) > 0 ? allInCart.textContent() : null
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('Only 4 left, and all 4 are in your cart.')

    // Withdrawal from the contract on the private page: a confirm step, then the time it was received.
    await openPage(page, orderLink!)
    await page.getByRole('button', { name: 'Withdraw from contract here' }).click()
    await page.getByRole('button', { name: 'Confirm withdrawal' }).waitFor()
    await checkPhoneState(page, 'the withdrawal confirm step')
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
    await page.getByText(/^We received your withdrawal on /).waitFor()
    // Not shipped yet: back on sale and refunded at once.
    expect(await valueOf(page, 'Status')).toBe('Refunded')
    await checkPhoneState(page, 'the withdrawn order')
    // The refund's credit note.
    await page.getByRole('link', { name: /^Credit note \d{4}-\d{6}-C1$/ }).click()
    await page.getByRole('heading', { level: 1, name: /^Credit note / }).waitFor()
    expect(await valueOf(page, 'Refunded')).toBe('$39.94')
    await checkPhoneState(page, 'the credit note')
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  it('comes back from a cancelled payment with the cart intact, the order ended and the token gone from the address', async () => {
    const { context, page, errors } = await newVisitor()
    // With the demo's 10 % code: $24.99 less $2.50, and $4.95 standard shipping.
    await buyNowAsGuest(page, { text: 'welcome10', discount: '−$2.50' })
    expect(await valueOf(page, 'Discount (WELCOME10)')).toBe('−$2.50')
    expect(await valueOf(page, 'Amount to pay')).toBe('$27.44')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('Payment cancelled: nothing was charged and your cart is intact.').waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('?cancelled=1')
    expect(new URL(page.url()).pathname).toBe('/checkout')
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await page.getByRole('button', { name: `Remove ${TEE}, Size M · Navy from cart` }).waitFor()
    await checkPhoneState(page, 'the checkout after a cancelled payment')
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
