// The owners' dashboard in the demo build, on a 320 px phone: a guest buys a shirt; the owner signs in, BACK OFFICE
// opens the dashboard, whose figures count that order (net sales, one order, one unit, the shirt the best seller);
// the periods switch by keyboard; axe and the width in each state. The staff member sees no link to it.
import { expect, inject, it } from 'vitest'
import { cartButton, checkPhoneState, chooseDeliveryCountry, fillDemoPayment, newShopper, openPage, PHONE, signInAsOwner, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'

it('the owner sees today’s sale on the dashboard, on a phone, and switches periods by keyboard', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)
  await openPage(page, TEE_PAGE)
  await page.getByRole('region', { name: 'Classic Crew Neck T-Shirt', exact: true }).getByRole('button', { name: 'Add to Cart' }).click()
  await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
  await openPage(page, '/checkout')
  await page.getByLabel('Email for your order confirmation').fill('guest@example.com')
  await chooseDeliveryCountry(page, 'Ireland')
  await page.getByRole('button', { name: 'Buy now' }).click()
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
  await fillDemoPayment(page, { rate: 'Standard', name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' })
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
  const total = (await page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]').first().textContent())!

  await signInAsOwner(page)
  await page.getByRole('banner').getByRole('link', { name: 'BACK OFFICE' }).click()
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
  const figure = (term: string) => page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()
  expect(await figure('Net sales')).toBe(total)
  expect(await figure('Orders')).toBe('1')
  expect(await page.getByRole('list', { name: 'Best sellers' }).getByRole('listitem').first().textContent()).toMatch(/^Classic Crew Neck T-Shirt: 1 unit$/)
  expect(await page.getByRole('link', { name: /^Orders to ship: / }).textContent()).toBe('Orders to ship: 1')
  await checkPhoneState(page, 'the dashboard, last 7 days')

  await page.getByRole('link', { name: 'Last 30 days' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('heading', { name: 'Last 30 days: sales' }).waitFor()
  expect(await figure('Net sales')).toBe(total)
  await checkPhoneState(page, 'the dashboard, last 30 days')
  expect(errors).toEqual([])
  await context.close()
})
