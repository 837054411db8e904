// A browser that blocks storage (reading window.localStorage throws, as with cookies blocked): the demo's mock
// backend runs in memory, and the shop still loads, sells and signs up for the visit.
import { expect, inject, it } from 'vitest'
import { newShopper, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

it('shops and signs up on the demo build with storage blocked', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL)
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    }
  })
  // The shop page is not prerendered here: the client renders it from the mock backend's catalog.
  await page.goto('/shop/no-such-collection')
  await page.getByRole('heading', { name: 'Collection not found' }).waitFor()
  await page.getByRole('link', { name: 'See all collections' }).click()
  await page.getByRole('heading', { level: 2, name: 'BAGS' }).waitFor()
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click()
  await expect.poll(() => page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label')).toBe('Cart, 1 item')

  await page.getByRole('link', { name: 'SIGN IN' }).click()
  const signUp = page.getByRole('region', { name: 'I do not have an account' })
  await signUp.getByLabel('Display Name').fill('Eve Private')
  await signUp.getByLabel('Email').fill(`eve.${Date.now()}@example.com`)
  await signUp.getByLabel('Password', { exact: true }).fill('secret123')
  await signUp.getByLabel('Confirm Password').fill('secret123')
  await signUp.getByRole('button', { name: 'SIGN UP' }).click()
  await page.getByText('Hi, Eve').waitFor()
  // Still the same visit: the cart kept its line.
  expect(await page.getByRole('button', { name: /^Cart, / }).getAttribute('aria-label')).toBe('Cart, 1 item')
  expect(errors.filter((error) => !/SecurityError|insecure/.test(error))).toEqual([])
  await context.close()
})
