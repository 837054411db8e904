// A shopper with an account, in the demo build on a 320 px phone: signs up, buys a shirt in size M signed in (no
// email asked), pays with standard shipping to their address, sees both on the thank-you page, follows ACCOUNT in the header to the order in the history, opens it and withdraws it there
// without being asked who they are. And a first visit to /account is sent to sign in. Axe and sideways scrolling
// are checked in each new state.
import { describe, expect, inject, it } from 'vitest'
import {
  cartButton,
  checkPhoneState,
  chooseDeliveryCountry,
  fillDemoPayment,
  newShopper,
  openPage,
  PHONE,
  signUpNewShopper,
  useBrowser,
  valueOf,
} from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'

const newVisitor = () => newShopper(browser(), baseURL, PHONE)

describe('a signed-in shopper in the demo', () => {
  it('buys a shirt, finds it under ACCOUNT, and withdraws from it there', async () => {
    const { context, page, errors } = await newVisitor()
    await signUpNewShopper(page, 'Robin Buyer', 'robin')

    await openPage(page, TEE_PAGE)
    await page.getByRole('region', { name: TEE, exact: true }).getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await openPage(page, '/checkout')
    await page.getByText(/^We send the confirmation to robin\./).waitFor()
    expect(await page.getByLabel('Email for your order confirmation').count()).toBe(0)
    await chooseDeliveryCountry(page, 'Germany')
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
    await fillDemoPayment(page, { rate: 'Standard', name: 'Robin Buyer', line1: 'Torstraße 12', city: 'Berlin', postalCode: '10119', country: 'Germany' })
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
    expect(await valueOf(page, 'Shipping')).toBe('$4.95')
    expect(await page.getByRole('heading', { name: 'Shipping to' }).locator('xpath=following-sibling::address[1]').innerText()).toBe(
      'Robin Buyer\nTorstraße 12\n10119 Berlin\nGermany',
    )
    const number = (await valueOf(page, 'Order number'))!
    expect(number).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)

    await page.getByRole('banner').getByRole('link', { name: 'ACCOUNT', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'ACCOUNT' }).waitFor()
    const row = page
      .getByRole('list', { name: 'Your orders' })
      .getByRole('listitem')
      .filter({ hasText: `Order ${number}` })
    await row.waitFor()
    expect(await row.textContent()).toMatch(/Paid\$29\.94Invoice \d{4}-\d{6}$/)
    expect(await page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').count()).toBe(1)
    expect(await valueOf(page, 'Name')).toBe('Robin Buyer')
    await checkPhoneState(page, 'the account page')

    await row.getByRole('link', { name: `Order ${number}` }).click()
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/account\/orders\/[\w-]+$/)
    expect(await valueOf(page, 'Status')).toBe('Paid')
    await checkPhoneState(page, 'the account’s order page')
    await page.getByRole('button', { name: 'Withdraw from contract here' }).click()
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
    const received = page.getByText(/^We received your withdrawal on /)
    await received.waitFor()
    expect(await received.textContent()).toMatch(/on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} CES?T\./)
    // Not shipped yet: the money goes back at once.
    expect(await received.textContent()).toContain('We refunded $29.94 to your original means of payment.')
    expect(await valueOf(page, 'Status')).toBe('Refunded')
    await checkPhoneState(page, 'the withdrawn order on the account')

    await page.getByRole('link', { name: 'Back to your account' }).click()
    await expect.poll(() => row.textContent()).toMatch(/Refunded\$29\.94Invoice \d{4}-\d{6}/)
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  it('sends a first visit to /account to sign in', async () => {
    const { context, page, errors } = await newVisitor()
    await page.goto('/account')
    await page.getByRole('region', { name: 'I already have an account' }).waitFor()
    const url = new URL(page.url())
    expect(url.pathname).toBe('/signin')
    expect(url.searchParams.get('redirect')).toBe('/account')
    expect(errors).toEqual([])
    await context.close()
  }, 30_000)
})
