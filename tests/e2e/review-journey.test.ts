// A buyer's review reaches the product page once the owner approves it, in the demo build on a 320 px phone, the
// shopper and the owner taking turns on the same browser (the demo's backend lives in it): the shopper signs up and
// buys a shirt; the owner ships and delivers it; the shopper rates and reviews it from their order page; the owner
// approves it on /admin/reviews; the shirt's page shows it with the average. Axe and width on the new pages.
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { recordShifts } from './page-checks'
import { cartButton, checkPhoneState, chooseDeliveryCountry, fillDemoPayment, newShopper, openPage, PHONE, signInAsOwner, useBrowser, valueOf } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt'
async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()
}

it('a buyer reviews a delivered shirt from their order; once the owner approves it, the shirt’s page shows it', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)
  const shifts = await recordShifts(page)
  const email = `rita.${Date.now()}@example.com`
  await openPage(page, '/signin')
  const signUp = page.getByRole('region', { name: 'I do not have an account' })
  await signUp.getByLabel('Display Name').fill('Rita Reviewer')
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill('secret123')
  await signUp.getByLabel('Confirm Password').fill('secret123')
  await signUp.getByRole('button', { name: 'SIGN UP' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()

  await openPage(page, `${TEE_PAGE}?size=M&color=navy`)
  await page.getByRole('region', { name: TEE, exact: true }).getByRole('button', { name: 'Add to Cart' }).click()
  await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
  await openPage(page, '/checkout')
  // The checkout knows the shopper: no email to give (until it does, the guest's email field is required).
  await page.getByText(/^We send the confirmation to rita\./).waitFor()
  await chooseDeliveryCountry(page, 'Ireland')
  await page.getByRole('button', { name: 'Buy now' }).click()
  // Should the payment page not come, the failure says where the shopper was and what the page told them.
  await page
    .getByRole('heading', { level: 1, name: 'Test payment' })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      const alerts = await page.getByRole('alert').allTextContents()
      throw new Error(`No payment page at ${page.url()}; alerts: ${JSON.stringify(alerts)}; console: ${JSON.stringify(errors)}`, { cause: error })
    })
  await fillDemoPayment(page, { rate: 'Standard', name: 'Rita Reviewer', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' })
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
  const number = (await valueOf(page, 'Order number'))!

  // The owner ships and delivers it.
  await signOut(page)
  await signInAsOwner(page)
  await openPage(page, `/admin/orders/${number}`)
  await page.getByRole('textbox', { name: 'Carrier' }).fill('An Post')
  await page.getByRole('textbox', { name: 'Carrier' }).press('Tab')
  await page.keyboard.type('CX123456789IE')
  await page.keyboard.press('Enter')
  await page.getByText('Marked shipped.').waitFor()
  await page.getByRole('button', { name: 'Mark delivered' }).click()
  await page.getByText('Marked delivered.').waitFor()

  // The buyer reviews it from their order page.
  await signOut(page)
  await openPage(page, '/signin')
  const signIn = page.getByRole('region', { name: 'I already have an account' })
  await signIn.getByLabel('Email').fill(email)
  await signIn.getByLabel('Password').fill('secret123')
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()
  await openPage(page, `/account/orders/${number}`)
  await page.getByText(`Write a review of ${TEE}`).click()
  const form = page.getByRole('form', { name: `Your review of ${TEE}` })
  await form.getByRole('radio', { name: '5 stars' }).check()
  await form.getByLabel('Title').fill('Soft and true to size')
  await form.getByLabel(/^Your review/).fill('Washed well twice and kept its shape.')
  expect(await form.getByLabel('Name shown with your review').inputValue()).toBe('Rita R.')
  await checkPhoneState(page, 'the review form on the order page')
  await form.getByRole('button', { name: 'Send your review' }).click()
  await form
    .getByRole('status')
    .getByText(/once the shop has read it/)
    .waitFor()

  // The owner approves it.
  await signOut(page)
  await signInAsOwner(page)
  await openPage(page, '/admin/reviews')
  const waiting = page.getByRole('region', { name: 'Waiting to be read' })
  await waiting.getByText('Washed well twice and kept its shape.').waitFor()
  await checkPhoneState(page, 'the back office’s reviews')
  await waiting.getByRole('button', { name: `Approve the review “Soft and true to size” of ${TEE}` }).click()
  await page.getByRole('region', { name: 'Published' }).getByText('Washed well twice and kept its shape.').waitFor()

  // The shirt's page shows it: scrolling down to the reviews, nothing on the screen moves as they load.
  await openPage(page, TEE_PAGE)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  const average = reviews.getByText('5 out of 5, from 1 review')
  await expect.poll(async () => (await average.isVisible()) || void (await page.mouse.wheel(0, 300)), { timeout: 15_000, interval: 150 }).toBe(true)
  await reviews.getByRole('heading', { level: 3, name: 'Soft and true to size' }).waitFor()
  expect(await shifts(), 'layout shifts on the product page').toEqual([])
  expect(await reviews.getByText(/^Rita R\., /).count()).toBe(1)
  await checkPhoneState(page, 'a product page with a review')
  expect(errors).toEqual([])
  await context.close()
}, 120_000)
