// A returning shopper's account care, in the demo build on a 320 px phone: they change their email through the link
// the demo's outbox holds and sign in with the new one; then delete the account and cannot sign in again. A visitor
// who views two product pages sees the first listed on the second. Axe and width in each state.
import { expect, inject, it } from 'vitest'
import { checkPhoneState, newShopper, openPage, PHONE, useBrowser } from './browser'
import { recordShifts } from './page-checks'

const baseURL = inject('demoURL')
const browser = useBrowser()

it('a shopper changes their email through the outbox’s link, signs in with it, deletes the account and cannot sign in again', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)
  const stamp = `${Date.now()}.${Math.random().toString(36).slice(2)}`
  const [oldEmail, newEmail] = [`cleo.${stamp}@example.com`, `cleo.new.${stamp}@example.com`]
  await openPage(page, '/signin')
  const signUp = page.getByRole('region', { name: 'I do not have an account' })
  await signUp.getByLabel('Display Name').fill('Cleo')
  await signUp.getByLabel('Email').fill(oldEmail)
  await signUp.getByLabel('Password', { exact: true }).fill('secret123')
  await signUp.getByLabel('Confirm Password').fill('secret123')
  await signUp.getByRole('button', { name: 'SIGN UP' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()

  await openPage(page, '/account')
  const emailForm = page.getByRole('form', { name: 'Change your email' })
  await emailForm.getByLabel('New email').fill(newEmail)
  await emailForm.getByLabel('Current password').fill('secret123')
  await emailForm.getByRole('button', { name: 'Change email' }).click()
  await page.getByText(`If no other account uses ${newEmail}, we have sent it a link.`).waitFor()
  await checkPhoneState(page, 'the account page with the link sent')

  await openPage(page, '/demo-mail')
  const letter = page
    .locator('article, section, div')
    .filter({ has: page.getByRole('heading', { name: 'Confirm your new email' }) })
    .last()
  await letter
    .getByRole('link', { name: /\/reset-password\?mode=verifyAndChangeEmail/ })
    .first()
    .click()
  await page.getByText(`The account that signs in as ${oldEmail} will sign in as ${newEmail}.`).waitFor()
  await checkPhoneState(page, 'the new email to confirm')
  await page.getByRole('button', { name: 'Confirm the new email' }).click()
  await page.getByText(`Your email is now ${newEmail}. Sign in with it from now on.`).waitFor()
  // The change ended this browser's session.
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()
  await page.getByRole('link', { name: 'Sign in', exact: true }).click()
  const signIn = page.getByRole('region', { name: 'I already have an account' })
  await signIn.getByLabel('Email').fill(newEmail)
  await signIn.getByLabel('Password').fill('secret123')
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()

  await openPage(page, '/account')
  await page.getByText(newEmail, { exact: true }).waitFor()
  const danger = page.getByRole('region', { name: 'Delete your account' })
  await danger.getByLabel('Your password').fill('secret123')
  await danger.getByRole('checkbox', { name: /^I understand that my account and profile are deleted for good/ }).check()
  await checkPhoneState(page, 'the account about to be deleted')
  await danger.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor()
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()
  await checkPhoneState(page, 'the account deleted')

  for (const email of [newEmail, oldEmail]) {
    await openPage(page, '/signin')
    const form = page.getByRole('region', { name: 'I already have an account' })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password').fill('secret123')
    await form.getByRole('button', { name: 'Sign In', exact: true }).click()
    await form.getByText('Email or password is incorrect.').waitFor()
  }
  // The refused sign-ins are logged, as every failed sign-in is, with the 400s they came with.
  expect(errors.filter((line) => !/user sign in failed|Failed to load resource: the server responded with a status of 400/.test(line))).toEqual([])
  await context.close()
}, 120_000)

it('a visitor who viewed two product pages sees the first listed on the second, and both in the empty cart', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)
  await openPage(page, '/shop/apparel/classic-crew-neck-t-shirt')
  // Nothing viewed before: no list.
  await page.getByRole('heading', { level: 1, name: 'Classic Crew Neck T-Shirt' }).waitFor()
  expect(await page.getByRole('region', { name: 'Recently viewed' }).count()).toBe(0)
  // The list comes once the page is live, at its end: it moves nothing on the screen (no layout shift).
  const shifts = await recordShifts(page)
  await openPage(page, '/shop/bags/market-canvas-tote')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await recent.getByRole('link', { name: 'Classic Crew Neck T-Shirt' }).waitFor()
  expect(await recent.getByRole('link').allTextContents()).toEqual(['Classic Crew Neck T-Shirt'])
  expect(await shifts()).toEqual([])
  await checkPhoneState(page, 'a product page with recently viewed')
  await openPage(page, '/checkout')
  const inCart = page.getByRole('region', { name: 'Recently viewed' })
  await inCart.getByRole('link').first().waitFor()
  expect(await inCart.getByRole('link').allTextContents()).toEqual(['Market Canvas Tote', 'Classic Crew Neck T-Shirt'])
  expect(await shifts()).toEqual([])
  expect(errors).toEqual([])
  await context.close()
}, 60_000)
