// The shop's staff member works an order in the demo build, on a 320 px phone: a guest buys a shirt; the demo's staff
// account signs in, follows BACK OFFICE in the header to the orders, sees the dashboard's counts and none of its money,
// opens the order and marks it shipped by keyboard with carrier and tracking number; the history names them. They find
// no Refund, Cancel or export, no catalog in the back office's navigation, and the catalog's page says it is the
// owners'. The buyer's email leads them to the customer's page, without its export or erasure, and on to the
// customers' list. Their own ID token sent straight to the
// refund endpoint is refused (403) and no money moves. Axe and width in each state. (The owner adding a staff member
// in the app is the owner's day journey.)
import { expect, inject, it } from 'vitest'
import { DEMO_STAFF_EMAIL } from '../../mocks/auth/demo-staff'
import { demoCollection } from '../support/demo-catalog'
import { checkPhoneState, chooseDeliveryCountry, fillDemoPayment, openPage, PHONE, signInAsStaff, useBrowser, valueOf, watchErrors } from './browser'
import { stringifyCart } from '../../src/features/cart/cart-storage'
import { refundCallWith } from './refund-call'

const baseURL = inject('demoURL')
const browser = useBrowser()

const teeItem = demoCollection('Apparel').items.find((item) => item.id === 9)!
const tee = {
  id: 9,
  name: teeItem.name,
  imageUrl: teeItem.imageUrl,
  price: teeItem.price,
  variant: { size: 'M', color: 'navy', colorName: 'Navy' },
  quantity: 1,
}

it('staff mark an order shipped by keyboard, find no refund, cancel or catalog, and the refund endpoint refuses them', async () => {
  const context = await browser().newContext({ baseURL, viewport: PHONE.viewport, hasTouch: true, isMobile: true })
  await context.addInitScript(
    (stored) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('root', stored)
      sessionStorage.setItem('seeded', '1')
    },
    stringifyCart([tee]),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(PHONE.stepTimeout)
  const errors = watchErrors(page)
  await openPage(page, '/checkout')
  await page.getByLabel('Email for your order confirmation').fill('guest@example.com')
  await chooseDeliveryCountry(page, 'Ireland')
  await page.getByRole('button', { name: 'Buy now' }).click()
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
  await fillDemoPayment(page, { rate: 'Standard', name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' })
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
  const orderNumber = (await valueOf(page, 'Order number'))!

  // The staff member signs in on the same browser; BACK OFFICE in the header leads to the orders, and the dashboard
  // counts what is waiting.
  await signInAsStaff(page)
  await page.getByRole('banner').getByRole('link', { name: 'BACK OFFICE' }).click()
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
  const backOffice = page.getByRole('navigation', { name: 'Back office' })
  expect(await backOffice.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Orders', 'Customers'])
  expect(await page.getByRole('heading', { name: 'Export for the accountant' }).count()).toBe(0)
  await checkPhoneState(page, 'the back office’s orders as staff')
  // The dashboard counts the work for staff, and shows none of the money.
  await backOffice.getByRole('link', { name: 'Dashboard' }).click()
  expect(await page.getByRole('link', { name: /^Orders to ship: / }).textContent()).toBe('Orders to ship: 1')
  expect(await page.getByText('Net sales').count()).toBe(0)
  // The low-stock count, a number without the stock behind it.
  await page.getByText(/^Low-stock variants: \d+$/).waitFor()
  await checkPhoneState(page, 'the dashboard as staff')
  await backOffice.getByRole('link', { name: 'Orders' }).click()
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
  const first = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first()
  expect(await first.getByRole('link').textContent()).toBe(`Order ${orderNumber}`)
  await first.getByRole('link').click()
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
  expect(await page.getByRole('form', { name: 'Refund' }).count()).toBe(0)
  expect(await page.getByRole('button', { name: /^(Refund|Cancel)/ }).count()).toBe(0)
  await page.getByText('Refunds and cancellations are for the shop’s owners.').waitFor()
  await checkPhoneState(page, 'a paid order in the back office as staff')

  // Mark shipped, by keyboard alone; the page's own call carries the staff member's ID token.
  const shipCall = page.waitForRequest((request) => request.url().endsWith(`/api/admin/orders/${orderNumber}/ship`))
  await page.getByRole('textbox', { name: 'Carrier' }).focus()
  await page.keyboard.type('An Post')
  await page.keyboard.press('Tab')
  await page.keyboard.type('CX123456789IE')
  await page.keyboard.press('Enter')
  await page.getByText('Marked shipped.').waitFor()
  expect(await valueOf(page, 'Status')).toBe('Shipped')
  expect(await page.getByRole('region', { name: 'History' }).getByRole('listitem').textContent()).toMatch(new RegExp(`Marked shipped by ${DEMO_STAFF_EMAIL}$`))
  await checkPhoneState(page, 'a shipped order in the back office as staff')
  const authorization = (await (await shipCall).allHeaders()).authorization
  expect(authorization).toMatch(/^Bearer .+/)

  // The staff member's token sent straight to the refund endpoint: refused, and nothing moves.
  const refused = await refundCallWith(page, orderNumber, authorization!, 'attempt-staff-journey-0001')
  expect(refused).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
  await page.reload()
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
  expect(await valueOf(page, 'Status')).toBe('Shipped')
  expect(await page.getByRole('region', { name: 'History' }).getByRole('listitem').count()).toBe(1)

  // The buyer's email leads to the customer: their orders and address, and neither their data's export nor its
  // erasure; then the customers' list.
  await page.getByRole('link', { name: 'guest@example.com' }).click()
  await page.getByRole('heading', { level: 1, name: 'Ann Lee' }).waitFor()
  await page.getByRole('link', { name: `Order ${orderNumber}` }).waitFor()
  expect(await page.getByRole('button', { name: /their data$/ }).count()).toBe(0)
  await checkPhoneState(page, 'a customer in the back office as staff')
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click()
  await page.getByRole('list', { name: 'Customers' }).getByRole('link', { name: 'Ann Lee' }).waitFor()
  await checkPhoneState(page, 'the customers as staff')

  // The catalog's page, reached by its address, says whose it is.
  await openPage(page, '/admin/catalog')
  await page.getByText('This page is for the shop’s owners. As staff, you work on the orders:').waitFor()
  expect(await page.getByRole('link', { name: 'Add an item' }).count()).toBe(0)
  await checkPhoneState(page, 'the catalog’s page as staff')
  // The browser reports the refused call itself as a failed load; nothing else may fail.
  expect(errors.filter((error) => !(error.includes('status of 403') && error.includes(`/api/admin/orders/${orderNumber}/refund`)))).toEqual([])
  await context.close()
}, 120_000)
