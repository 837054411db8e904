// A shopper who forgot their password, in the demo build on a 320 px phone: they sign up, sign out, ask for a link
// from the sign-in form by keyboard, follow it from the demo's outbox, choose a new password and sign in with it;
// the link then works no more. Axe and width in each state.
import { expect, inject, it } from 'vitest'
import { checkPhoneState, newShopper, openPage, PHONE, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

it('a shopper resets a forgotten password from the outbox’s mail and signs in with the new one; the link works once', async () => {
  const { context, page, errors } = await newShopper(browser(), baseURL, PHONE)
  const email = `ria.${Date.now()}@example.com`
  await openPage(page, '/signin')
  const signUp = page.getByRole('region', { name: 'I do not have an account' })
  await signUp.getByLabel('Display Name').fill('Ria')
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill('secret123')
  await signUp.getByLabel('Confirm Password').fill('secret123')
  await signUp.getByRole('button', { name: 'SIGN UP' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()

  // From the sign-in form, by keyboard: the link under the password, then the email and Enter.
  await openPage(page, '/signin')
  await page.getByRole('region', { name: 'I already have an account' }).getByLabel('Password').focus()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Forgot your password?')
  await page.keyboard.press('Enter')
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()
  await checkPhoneState(page, 'the forgot-password form')
  await page.getByLabel('Email').focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await page.getByText(`If an account has the email ${email}, we have sent it a link`).waitFor()
  await checkPhoneState(page, 'the link sent')

  await openPage(page, '/demo-mail')
  const letter = page
    .locator('article, section, div')
    .filter({ has: page.getByRole('heading', { name: 'Reset your password' }) })
    .last()
  const link = letter.getByRole('link', { name: /\/reset-password\?/ }).first()
  const href = (await link.getAttribute('href'))!
  await link.click()
  await page.getByText(`For the account ${email}.`).waitFor()
  await page.getByLabel('New password', { exact: true }).fill('better-secret-4')
  await page.getByLabel('Confirm the new password', { exact: true }).fill('better-secret-4')
  await checkPhoneState(page, 'the new password form')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await page.getByText('Your password is changed. Sign in with it now.').waitFor()
  await page.getByRole('link', { name: 'Sign in', exact: true }).click()
  const signIn = page.getByRole('region', { name: 'I already have an account' })
  await signIn.getByLabel('Email').fill(email)
  await signIn.getByLabel('Password').fill('better-secret-4')
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).waitFor()

  // The link a second time: refused, with the way to a new one.
  await openPage(page, new URL(href).pathname + new URL(href).search)
  await page.getByText('This link has already been used, or it is not complete. Ask for a new one.').waitFor()
  expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/reset-password')
  await checkPhoneState(page, 'a used reset link')
  // The refusal is logged, as every failed sign-in is, and the browser logs the 400 it came with.
  expect(
    errors.filter(
      (error) => !/password reset link refused|400 \(Bad Request\) \(https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:resetPassword/.test(error),
    ),
  ).toEqual([])
  await context.close()
}, 120_000)
