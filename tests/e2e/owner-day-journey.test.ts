// The owner's day in the demo build, by keyboard alone, on a 320 px phone and on a 1280 px screen: a helper makes an
// account; a guest buys a shirt and asks to be mailed when a sold-out size is back; the owner reads the dashboard,
// (today's sale, the best seller, another period), opens the buyer's page from the customers, makes the helper staff
// and restocks the size; the staff member marks the order shipped, is refused a refund and the owners' Staff page;
// the outbox holds the back-in-stock mail. Axe and the width in each state.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { askWhenBack } from './back-in-stock'
import { refundCallWith } from './refund-call'
import { cartButton, checkPhoneState, fillDemoPayment, firstValueOf, openPage, PHONE, signInAsOwner, useBrowser, watchErrors } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'
const SUBJECT = 'Back in stock: Classic Crew Neck T-Shirt, size XS, Navy'
const SCREENS = [
  { name: 'a 320 px phone', viewport: PHONE.viewport },
  { name: 'a 1280 px screen', viewport: { width: 1280, height: 900 } },
]

/** A link or button reached by keyboard: focused, then Enter. */
async function press(page: Page, target: Locator): Promise<void> {
  await target.focus()
  await page.keyboard.press('Enter')
}

/** Fills a labelled field by keyboard: focus, select what is there, type. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, '/signin')
  const form = page.getByRole('region', { name: 'I already have an account' })
  await typeInto(page, form.getByLabel('Email'), email)
  await typeInto(page, form.getByLabel('Password'), password)
  await page.keyboard.press('Enter')
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()
}

async function signOut(page: Page): Promise<void> {
  await press(page, page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }))
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()
}

describe.each(SCREENS)('the owner’s day on $name, by keyboard', ({ name, viewport }) => {
  it('dashboard, a customer, a new staff member who ships and may not refund, and a back-in-stock mail', async () => {
    const context = await browser().newContext({ baseURL, viewport })
    const page = await context.newPage()
    page.setDefaultTimeout(PHONE.stepTimeout)
    const errors = watchErrors(page)
    const check = (state: string) => checkPhoneState(page, `${state} (${name})`)

    // The helper makes an account, and signs out.
    const helper = `pat.${Date.now()}@example.com`
    await openPage(page, '/signin')
    const signUp = page.getByRole('region', { name: 'I do not have an account' })
    await typeInto(page, signUp.getByLabel('Display Name'), 'Pat Helper')
    await typeInto(page, signUp.getByLabel('Email'), helper)
    await typeInto(page, signUp.getByLabel('Password', { exact: true }), 'secret123')
    await typeInto(page, signUp.getByLabel('Confirm Password'), 'secret123')
    await page.keyboard.press('Enter')
    await signOut(page)

    // A guest buys a shirt.
    await openPage(page, TEE_PAGE)
    await press(page, page.getByRole('region', { name: 'Classic Crew Neck T-Shirt', exact: true }).getByRole('button', { name: 'Add to Cart' }))
    await expect.poll(() => cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item')
    await openPage(page, '/checkout')
    await typeInto(page, page.getByLabel('Email for your order confirmation'), 'ann@example.com')
    await page.getByRole('combobox', { name: 'Country we deliver to' }).focus()
    await page.getByRole('combobox', { name: 'Country we deliver to' }).selectOption({ label: 'Ireland' })
    await press(page, page.getByRole('button', { name: 'Buy now' }))
    await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
    await fillDemoPayment(page, { rate: 'Standard', name: 'Ann Lee', line1: '5 Quay Street', city: 'Galway', postalCode: 'H91 X2Y3', country: 'Ireland' })
    await press(page, page.getByRole('button', { name: 'Pay' }))
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
    const orderNumber = (await firstValueOf(page, 'Order number'))!
    // Net sales are the goods, without the shipping the shopper paid on top.
    const goods = (await firstValueOf(page, 'Subtotal'))!
    expect(goods).toBe('$24.99')
    expect(await firstValueOf(page, 'Total')).not.toBe(goods)

    // The same shopper asks to be mailed when size XS is back.
    await askWhenBack(page, '/shop/apparel/classic-crew-neck-t-shirt?size=XS&color=navy', 'ann@example.com', '')

    // The owner: the dashboard, then the buyer from the customers.
    await signInAsOwner(page)
    await press(page, page.getByRole('banner').getByRole('link', { name: 'BACK OFFICE' }))
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    expect(await firstValueOf(page, 'Net sales')).toBe(goods)
    expect(await firstValueOf(page, 'Orders')).toBe('1')
    expect(await page.getByRole('link', { name: /^Orders to ship: / }).textContent()).toBe('Orders to ship: 1')
    expect(await page.getByRole('list', { name: 'Best sellers' }).getByRole('listitem').first().textContent()).toBe('Classic Crew Neck T-Shirt: 1 unit')
    await check('the dashboard')
    await press(page, page.getByRole('link', { name: 'Last 30 days' }))
    await page.getByRole('heading', { name: 'Last 30 days: sales' }).waitFor()
    expect(await firstValueOf(page, 'Net sales')).toBe(goods)
    const backOffice = page.getByRole('navigation', { name: 'Back office' })
    await press(page, backOffice.getByRole('link', { name: 'Customers' }))
    await press(page, page.getByRole('list', { name: 'Customers' }).getByRole('link', { name: 'Ann Lee' }))
    await page.getByRole('heading', { level: 1, name: 'Ann Lee' }).waitFor()
    await page.getByRole('link', { name: `Order ${orderNumber}` }).waitFor()
    await check('a customer')

    // The helper becomes staff.
    await press(page, backOffice.getByRole('link', { name: 'Staff' }))
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor()
    await typeInto(page, page.getByRole('textbox', { name: 'Email' }), helper)
    await page.keyboard.press('Enter')
    await page.getByText(`${helper} is now staff. They see the back office once they sign in again.`).waitFor()
    await page.getByRole('list', { name: 'Staff' }).getByRole('heading', { name: helper }).waitFor()
    await check('the staff, one added')

    // Two of size XS come in.
    await openPage(page, '/admin/catalog/2/9')
    await typeInto(page, page.getByRole('spinbutton', { name: 'Units of Size XS · Navy' }), '2')
    await page.keyboard.press('Enter')
    await page.getByText('Stock saved. The shop shows it on its next catalog read.').waitFor()
    await signOut(page)

    // The new staff member ships the order, and may not refund it.
    await signIn(page, helper, 'secret123')
    await press(page, page.getByRole('banner').getByRole('link', { name: 'BACK OFFICE' }))
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor()
    expect(await backOffice.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Orders', 'Customers'])
    await press(page, page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: `Order ${orderNumber}` }))
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor()
    expect(await page.getByRole('button', { name: /^(Refund|Cancel)/ }).count()).toBe(0)
    const shipCall = page.waitForRequest((request) => request.url().endsWith(`/api/admin/orders/${orderNumber}/ship`))
    await typeInto(page, page.getByRole('textbox', { name: 'Carrier' }), 'An Post')
    await page.keyboard.press('Tab')
    await page.keyboard.type('CX123456789IE')
    await page.keyboard.press('Enter')
    await page.getByText('Marked shipped.').waitFor()
    expect(await firstValueOf(page, 'Status')).toBe('Shipped')
    await check('the order shipped by staff')
    const authorization = (await (await shipCall).allHeaders()).authorization!
    const refused = await refundCallWith(page, orderNumber, authorization, 'attempt-owner-day-000001')
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    await openPage(page, '/admin/staff')
    await page.getByText('This page is for the shop’s owners. As staff, you work on the orders:').waitFor()
    await signOut(page)

    // The shopper's mail is in the outbox: one, for the size.
    await openPage(page, '/demo-mail')
    const letter = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SUBJECT }) })
    await letter.waitFor()
    expect(await letter.textContent()).toContain('To ann@example.com')
    await check('the outbox with the back-in-stock mail')
    // The browser reports the refused call itself as a failed load; nothing else may fail.
    expect(errors.filter((error) => !(error.includes('status of 403') && error.includes('/refund')))).toEqual([])
    await context.close()
  }, 150_000)
})
