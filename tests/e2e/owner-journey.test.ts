// The shop's owner runs an order in the demo build, on a 320 px phone, in the same browser as the shopper (the demo's
// backend lives in the browser): a guest buys a shirt; the owner signs in with the demo's owner account, finds the
// order at the top of /admin, marks it shipped by keyboard with carrier and tracking number; the shopper's order page
// says Shipped with the number and the outbox holds that mail; the owner marks it delivered; the shopper withdraws;
// the owner records the return by keyboard, what came back and the return label taken off, confirms the amount it
// names: the order ends returned with that refund and its unit is back on sale. Axe and width in each state.
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import {
  cartButton,
  checkPhoneState,
  chooseDeliveryCountry,
  fillDemoPayment,
  newShopper,
  openPage,
  PHONE,
  signInAsOwner,
  unitsLeft,
  useBrowser,
  valueOf,
} from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'

async function ownerOpens(page: Page, orderNumber: string) {
  await openPage(page, `/admin/orders/${orderNumber}`)
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
}

it('a shopper buys; the owner ships, delivers and takes the return back from /admin; the shopper sees each step', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)
  await openPage(page, TEE_PAGE)
  await page.getByRole('region', { name: 'Classic Crew Neck T-Shirt', exact: true }).getByRole('button', { name: 'Add to Cart' }).click()
  // Add to Cart waits for the shop's live answer on the item: the checkout opens once the cart holds it.
  await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
  await openPage(page, '/checkout')
  await chooseDeliveryCountry(page, 'Ireland')
  await page.getByLabel('Email for your order confirmation').fill('guest@example.com')
  await page.getByRole('button', { name: 'Buy now' }).click()
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
  await fillDemoPayment(page, { rate: 'Standard', name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' })
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
  const orderNumber = (await valueOf(page, 'Order number'))!
  const orderLink = (await page.getByRole('link', { name: 'View your order' }).getAttribute('href'))!
  const before = await unitsLeft(page, '2', 9, 'M/navy')

  // The owner signs in on the same browser and finds the order at the top of the list to ship.
  await signInAsOwner(page)
  await openPage(page, '/admin')
  const first = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first()
  expect(await first.getByRole('link').textContent()).toBe(`Order ${orderNumber}`)
  expect(await first.textContent()).toContain('Ann Lee, guest@example.com')
  await checkPhoneState(page, 'the back office’s orders')
  await first.getByRole('link').click()
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
  await checkPhoneState(page, 'a paid order in the back office')

  // Mark shipped, by keyboard alone.
  await page.getByRole('textbox', { name: 'Carrier' }).focus()
  await page.keyboard.type('An Post')
  await page.keyboard.press('Tab')
  await page.keyboard.type('CX123456789IE')
  await page.keyboard.press('Enter')
  await page.getByText('Marked shipped.').waitFor()
  expect(await valueOf(page, 'Status')).toBe('Shipped')
  await checkPhoneState(page, 'a shipped order in the back office')

  // The shopper's page says Shipped, with the tracking number; the outbox holds the mail.
  await openPage(page, orderLink)
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
  expect(await valueOf(page, 'Status')).toBe('Shipped')
  expect(await valueOf(page, 'Tracking number')).toBe('CX123456789IE')
  await openPage(page, '/demo-mail')
  await page.getByRole('heading', { level: 2, name: `Your order ${orderNumber} is on its way` }).waitFor()

  await ownerOpens(page, orderNumber)
  await page.getByRole('button', { name: 'Mark delivered' }).click()
  await page.getByText('Marked delivered.').waitFor()

  // The shopper withdraws: the goods are with them, so the unit is not back yet.
  await openPage(page, orderLink)
  await page.getByRole('button', { name: 'Withdraw from contract here' }).click()
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await page.getByText(/^We received your withdrawal on /).waitFor()
  expect(await valueOf(page, 'Status')).toBe('Withdrawn')
  expect(await unitsLeft(page, '2', 9, 'M/navy')).toBe(before)

  // The parcel is back, by keyboard alone: the owner counts the shirt back, none damaged, the shopper from Ireland
  // used the return label; the form names the refund, and asks again before any money moves.
  await ownerOpens(page, orderNumber)
  const returnForm = page.getByRole('form', { name: 'Record return' })
  await returnForm.getByRole('spinbutton', { name: /: units back \(1 sent\)$/ }).focus()
  await page.keyboard.type('1')
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('damaged-0')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  expect(await returnForm.getByRole('checkbox', { name: /return label/ }).isChecked()).toBe(true)
  const total = Number((await valueOf(page, 'Total'))!.replace('$', ''))
  const refund = `$${(total - 6.95).toFixed(2)}`
  await returnForm.getByText(new RegExp(`^Will refund \\${refund} for 1 × .+ back, all on sale, less \\$6\\.95 for the return label\\.$`)).waitFor()
  await checkPhoneState(page, 'the Record return form filled in')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await returnForm.getByText(`Record the return and refund ${refund} now? No money has moved yet.`).waitFor()
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Yes, refund ${refund}`)
  await checkPhoneState(page, 'the Record return form asking to confirm the amount')
  await page.keyboard.press('Enter')
  await page.getByText(`The return is recorded; ${refund} went back to the shopper.`).waitFor()
  expect(await valueOf(page, 'Status')).toBe('Returned')
  expect(await unitsLeft(page, '2', 9, 'M/navy')).toBe(before + 1)
  await checkPhoneState(page, 'a returned order in the back office')
  expect(errors).toEqual([])
  await context.close()
}, 120_000)
