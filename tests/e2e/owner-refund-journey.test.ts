// The shop's owner refunds one of two shirts of an order in the demo build, on a 320 px phone, by keyboard alone: a
// guest buys two, the owner opens the order in /admin, chooses "Chosen lines" in the Refund form, one unit, keeps
// "Put the units back on sale", gives the reason the shopper sees, reads what will be refunded and presses Refund; the
// money and the unit go back, and the history and the order say so with the reason. Axe and width in each state.
import { expect, inject, it } from 'vitest'
import { demoCollection } from '../support/demo-catalog'
import { checkPhoneState, chooseDeliveryCountry, fillDemoPayment, openPage, PHONE, signInAsOwner, unitsLeft, useBrowser, valueOf, watchErrors } from './browser'
import { stringifyCart } from '../../src/features/cart/cart-storage'

const baseURL = inject('demoURL')
const browser = useBrowser()
const VIEWPORT = PHONE.viewport

const teeItem = demoCollection('Apparel').items.find((item) => item.id === 9)!
const tee = {
  id: 9,
  name: teeItem.name,
  imageUrl: teeItem.imageUrl,
  price: teeItem.price,
  variant: { size: 'M', color: 'navy', colorName: 'Navy' },
  quantity: 2,
}

it('the owner refunds one of two shirts by keyboard, with the unit back on sale, and the history says so', async () => {
  const context = await browser().newContext({ baseURL, viewport: VIEWPORT, hasTouch: true, isMobile: true })
  await context.addInitScript(
    (stored) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('root', stored)
      sessionStorage.setItem('seeded', '1')
    },
    stringifyCart([tee]),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const errors = watchErrors(page)
  await openPage(page, '/checkout')
  await chooseDeliveryCountry(page, 'Ireland')
  await page.getByLabel('Email for your order confirmation').fill('guest@example.com')
  await page.getByRole('button', { name: 'Buy now' }).click()
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
  await fillDemoPayment(page, { rate: 'Standard', name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' })
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
  const orderNumber = (await valueOf(page, 'Order number'))!
  const before = await unitsLeft(page, '2', 9, 'M/navy')

  await signInAsOwner(page)
  await openPage(page, `/admin/orders/${orderNumber}`)
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()

  // By keyboard: the radio group's arrow moves to "Chosen lines", Tab to the shirt's units, then to the restock box.
  const refund = page.getByRole('form', { name: 'Refund' })
  await refund.getByRole('radio', { name: 'The whole order, or an amount' }).focus()
  await page.keyboard.press('ArrowDown')
  expect(await refund.getByRole('radio', { name: 'Chosen lines' }).isChecked()).toBe(true)
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('number')
  await page.keyboard.type('1')
  await page.keyboard.press('Tab')
  expect(await refund.getByRole('checkbox', { name: 'Put the units back on sale' }).isChecked()).toBe(true)
  await refund.getByText(`Will refund $24.99 for 1 × ${tee.name} (size M, Navy); the units go back on sale.`).waitFor()
  // Then the reason the shopper is given, and on to Refund.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('reason')
  await page.keyboard.type('Sent in the wrong size')
  await checkPhoneState(page, 'the Refund form with a line chosen')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  // One press moves no money: the form asks again, naming the amount, the focus on the answer that sends it.
  await refund.getByText('Refund $24.99 now? No money has moved yet.').waitFor()
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, refund $24.99')
  await checkPhoneState(page, 'the Refund form asking to confirm the amount')
  await page.keyboard.press('Enter')
  await page.getByText('Refunded $24.99.').waitFor()
  expect(await valueOf(page, 'Refunded')).toBe('$24.99')
  expect(await page.getByRole('region', { name: 'History' }).getByRole('listitem').last().textContent()).toContain(
    `Refunded $24.99 for 1 × ${tee.name} (size M, Navy); units back on sale. Reason given to the shopper: “Sent in the wrong size” by owner@example.com`,
  )
  expect(await valueOf(page, 'Why $24.99 was refunded')).toBe('Sent in the wrong size')
  expect(await unitsLeft(page, '2', 9, 'M/navy')).toBe(before + 1)
  await checkPhoneState(page, 'an order with one line refunded')
  expect(errors).toEqual([])
  await context.close()
}, 120_000)
