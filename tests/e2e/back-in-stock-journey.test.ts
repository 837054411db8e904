// Back in stock on a 320 px phone, by keyboard, in the demo build: a guest on a sold-out size asks to be mailed when
// it is back (and for another sold-out shirt), the owner restocks the size in the back office, the demo outbox holds
// the one mail, which names the size and links its page, and its unsubscribe link stops the other request with one
// press. Axe and width in each state.
import { expect, inject, it } from 'vitest'
import { askWhenBack } from './back-in-stock'
import { checkPhoneState, newShopper, openPage, PHONE, signInAsOwner, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()
const SUBJECT = 'Back in stock: Classic Crew Neck T-Shirt, size XS, Navy'

it('a guest asks for a sold-out size, the owner restocks it, the outbox has the one mail and its link stops the rest', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)

  await askWhenBack(page, '/shop/apparel/classic-crew-neck-t-shirt?size=XS&color=navy', 'ann@example.com', 'a sold-out size')
  await askWhenBack(page, '/shop/apparel/oxford-button-down-shirt?size=XL&color=rose', 'ann@example.com', '')

  // The owner counts 2 of the size in the back office (the demo's backend lives in this browser).
  await signInAsOwner(page)
  await openPage(page, '/admin/catalog/2/9')
  await page.getByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }).waitFor()
  const units = page.getByRole('spinbutton', { name: 'Units of Size XS · Navy' })
  await units.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('2')
  await page.keyboard.press('Enter')
  await page.getByText('Stock saved. The shop shows it on its next catalog read.').waitFor()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()

  // One mail, to the shopper, naming the size and linking its page with the size chosen.
  await openPage(page, '/demo-mail')
  const letter = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SUBJECT }) })
  await letter.waitFor()
  expect(await page.getByRole('heading', { name: /^Back in stock/ }).count()).toBe(1)
  expect(await letter.textContent()).toContain('To ann@example.com')
  await letter.getByRole('link', { name: /\/shop\/apparel\/classic-crew-neck-t-shirt\?size=XS&color=navy$/ }).waitFor()
  await checkPhoneState(page, 'the outbox with the back-in-stock mail')

  // Its unsubscribe link: one press stops the other request still waiting, and the page says so.
  await letter.getByRole('link', { name: /\/unsubscribe\?token=/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Back-in-stock emails' }).waitFor()
  await checkPhoneState(page, 'the unsubscribe page')
  await page.getByRole('button', { name: 'Stop my back-in-stock emails' }).focus()
  await page.keyboard.press('Enter')
  const done = page.getByText('Cancelled. You will get no back-in-stock emails from us (one request was waiting).')
  await done.waitFor()
  expect(await done.evaluate((status) => status === document.activeElement)).toBe(true)
  await checkPhoneState(page, 'the back-in-stock emails stopped')

  expect(errors).toEqual([])
  await context.close()
}, 180_000)
