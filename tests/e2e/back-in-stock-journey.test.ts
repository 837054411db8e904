// Back in stock on a 320 px phone, by keyboard, in the demo build: a guest on a sold-out size asks to be mailed when
// it is back (and for another sold-out shirt), the owner restocks the size in the back office, the demo outbox holds
// the one mail, which names the size and links its page, and its unsubscribe link stops the other request with one
// press. Axe and width in each state.
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { checkPhoneState, newShopper, openPage, PHONE, signInAsOwner, useBrowser, waitUntilLive } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()
const SUBJECT = 'Back in stock: Classic Crew Neck T-Shirt, size XS, Navy'

/** On a sold-out variant's page: the form by keyboard, the address typed, the consent given with Enter. */
async function askWhenBack(page: Page, path: string, email: string, label: string): Promise<void> {
  await openPage(page, path)
  await waitUntilLive(page)
  await page.getByText('Sold out', { exact: true }).waitFor()
  const trigger = page.getByRole('button', { name: 'Email me when it is back' })
  if (label) await checkPhoneState(page, label)
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Email me when it is back' })
  await dialog.waitFor()
  // The dialog takes focus to its first field; nothing in it is ticked for the shopper.
  expect(await dialog.getByRole('checkbox').count()).toBe(0)
  expect(await dialog.getByLabel('Email').evaluate((input) => input === document.activeElement)).toBe(true)
  if (label) await checkPhoneState(page, `${label}: the form`)
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  expect(await dialog.getByRole('button', { name: 'Email me once' }).evaluate((button) => button === document.activeElement)).toBe(true)
  await page.keyboard.press('Enter')
  await dialog.getByRole('status').getByText(`Done. We will email ${email} once, when it is back.`).waitFor()
  if (label) await checkPhoneState(page, `${label}: the request stored`)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  // Focus is back on the button that opened it.
  expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true)
}

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
