// One signed-in shopper in two tabs of the demo: each tab runs the mock backend in its own page, sharing the state
// they keep in the browser. A withdrawal in one tab shows on the order page open in the other within 2 s, pushed on
// its Firestore listener: no reload, and no request for the order in the meantime.
import { describe, expect, inject, it } from 'vitest'
import { chooseDeliveryCountry, fillDemoPayment, newShopper, openPage, signUpNewShopper, useBrowser, watchErrors } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const TEE = 'Classic Crew Neck T-Shirt'
const TEE_PAGE = '/shop/apparel/classic-crew-neck-t-shirt?size=M&color=navy'

describe('a shopper in two tabs', () => {
  it('sees a change made in one tab in the other, without reloading it', async () => {
    const { context, page: first, errors } = await newShopper(browser(), baseURL)
    await signUpNewShopper(first, 'Sam Twotabs', 'sam')
    await openPage(first, TEE_PAGE)
    await first.getByRole('region', { name: TEE, exact: true }).getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => first.getByRole('button', { name: /^Cart, \d+ items?$/ }).getAttribute('aria-label')).toBe('Cart, 1 item')
    await openPage(first, '/checkout')
    // Signed in: the order goes to the account's address, which the page names once it knows the shopper.
    await first.getByText(/^We send the confirmation to sam\./).waitFor()
    await chooseDeliveryCountry(first, 'Germany')
    await first.getByRole('button', { name: 'Buy now' }).click()
    await first.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor()
    await fillDemoPayment(first, { rate: 'Standard', name: 'Sam Twotabs', line1: 'Torstraße 12', city: 'Berlin', postalCode: '10119', country: 'Germany' })
    await first.getByRole('button', { name: 'Pay' }).click()
    await first.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor()
    const number = (await first.getByText('Order number', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent())!

    const second = await context.newPage()
    const secondErrors = watchErrors(second)
    await second.goto(`/account/orders/${number}`)
    await second.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor({ timeout: 15_000 })
    const status = second.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd[1]')
    expect(await status.textContent()).toBe('Paid')
    const navigations: string[] = []
    second.on('framenavigated', (frame) => navigations.push(frame.url()))
    const orderReads: string[] = []
    second.on('request', (request) => {
      if (request.url().includes(`/api/orders/${number}`)) orderReads.push(request.url())
    })

    await openPage(first, `/account/orders/${number}`)
    await first.getByRole('button', { name: 'Withdraw from contract here' }).click()
    await first.getByRole('button', { name: 'Confirm withdrawal' }).click()
    await first.getByText(/^We received your withdrawal on /).waitFor()
    const changedAt = Date.now()
    await expect.poll(() => status.textContent(), { timeout: 2000, interval: 50 }).toBe('Refunded')
    expect(Date.now() - changedAt).toBeLessThanOrEqual(2000)
    expect(navigations).toEqual([])
    expect(orderReads).toEqual([])
    expect({ first: errors, second: secondErrors }).toEqual({ first: [], second: [] })
    await context.close()
  }, 120_000)
})
