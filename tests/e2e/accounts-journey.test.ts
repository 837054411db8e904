import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectNoAxeViolations, holdAppScript, newShopper, openPage, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

const signInForm = (page: Page) => page.getByRole('region', { name: 'I already have an account' })
const signUpForm = (page: Page) => page.getByRole('region', { name: 'I do not have an account' })
const signOutButton = (page: Page) => page.getByRole('button', { name: 'SIGN OUT' })
const signInLink = (page: Page) => page.getByRole('link', { name: 'SIGN IN' })

async function fillSignUp(form: Locator, displayName: string, email: string) {
  await form.getByLabel('Display Name').fill(displayName)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill('secret123')
  await form.getByLabel('Confirm Password').fill('secret123')
}

describe('accounts journey (production build, mock backend)', () => {
  it('sign up → reload keeps the session → /signin redirects → sign out → wrong password → sign in → taken email → Google', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    const email = `dana.${Date.now()}@example.com`
    await openPage(page, '/signin')
    await expectNoAxeViolations(page, '/signin')

    const signUp = signUpForm(page)
    await fillSignUp(signUp, 'Dana Fields', email)
    await signUp.getByRole('button', { name: 'SIGN UP' }).click()
    await signOutButton(page).waitFor()
    await page.getByText('Hi, Dana').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')

    // No flash of the wrong header: the prerendered (anonymous) markup never shows for a signed-in shopper.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { sawSignIn: boolean }).sawSignIn = document.querySelector('a[href^="/signin"]') !== null
      })
    })
    await page.reload()
    await page.getByText('Hi, Dana').waitFor()
    expect(await signInLink(page).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { sawSignIn: boolean }).sawSignIn)).toBe(false)

    await openPage(page, '/signin')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await signOutButton(page).waitFor()

    await openPage(page, '/shop')
    await page.getByRole('link', { name: 'BAGS' }).waitFor()
    await signOutButton(page).click()
    await signInLink(page).waitFor()
    expect(new URL(page.url()).pathname).toBe('/shop')

    await signInLink(page).click()
    const signIn = signInForm(page)
    await signIn.getByLabel('Email').fill(email)
    await signIn.getByLabel('Password').fill('not-my-password')
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
    await signIn.getByRole('alert').getByText('Email or password is incorrect.').waitFor()
    await expectNoAxeViolations(page, '/signin with an error')
    expect(await signIn.getByLabel('Password').inputValue()).toBe('')
    await signIn.getByLabel('Password').fill('secret123')
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
    // Came from /shop: back to /shop.
    await signOutButton(page).waitFor()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shop')

    await signOutButton(page).click()
    await signInLink(page).click()
    await fillSignUp(signUp, 'Dana Again', email)
    await signUp.getByRole('button', { name: 'SIGN UP' }).click()
    await signUp.getByRole('alert').getByText('An account already exists with this email.').waitFor()

    await signIn.getByRole('button', { name: 'Sign In with Google' }).click()
    const chooser = page.getByRole('dialog', { name: 'Choose an account' })
    await chooser.waitFor()
    await expectNoAxeViolations(page, 'Google demo chooser')
    await chooser.getByRole('button', { name: /Ben Walker/ }).click()
    await page.getByText('Hi, Ben').waitFor()
    await page.reload()
    await page.getByText('Hi, Ben').waitFor()

    // The spec logs sign-in and sign-up failures; nothing else may reach the console.
    const unexpected = errors.filter(
      (line) => !/user sign in failed|user creation encountered an error|Failed to load resource: the server responded with a status of 400/.test(line),
    )
    expect(unexpected).toEqual([])
    await context.close()
    // A long journey (eleven steps through two accounts): more time than one step needs on a busy machine.
  }, 60_000)

  it('never sends a password in the URL, even when a form is submitted before (or without) the script', async () => {
    const context = await browser().newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/signin')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`)
    })
    const signIn = signInForm(page)
    expect(await signIn.getByRole('button', { name: 'Sign In', exact: true }).isDisabled()).toBe(true)
    expect(await signUpForm(page).getByRole('button', { name: 'SIGN UP' }).isDisabled()).toBe(true)
    // Every form with a password field posts; the header's search form is the one GET form on the page.
    const methods = await page
      .locator('form')
      .evaluateAll((forms) =>
        forms.map((form) => `${(form as HTMLFormElement).method} ${form.querySelector('input[type=password]') ? 'password' : 'no password'}`),
      )
    expect(methods).toEqual(['get no password', 'post password', 'post password'])
    await signIn.getByLabel('Email').fill('ann@example.com')
    await signIn.getByLabel('Password').fill('secret123')
    await signIn.getByLabel('Password').press('Enter')
    // A native submit would be a request for the page itself; wait long enough for one to start.
    await page.waitForRequest(/\/signin/, { timeout: 1000 }).catch(() => null)
    expect(sent).toEqual([])
    expect(page.url()).toBe(`${baseURL}/signin`)
    await context.close()
  })

  it('keeps what was typed (or filled in by a password manager) before the page hydrated, and signs up with it', async () => {
    const { context, page, errors } = await newShopper(browser(), baseURL)
    // The app's script is held back: the shopper types into the prerendered form.
    const script = await holdAppScript(page)
    await page.goto('/signin')
    await expect.poll(() => script.held()).toBe(true)
    const signUp = signUpForm(page)
    const email = `early.${Date.now()}@example.com`
    await fillSignUp(signUp, 'Early Bird', email)
    script.release()
    await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).waitFor()
    expect(await signUp.getByLabel('Email').inputValue()).toBe(email)
    await signUp.getByRole('button', { name: 'SIGN UP' }).click()
    await signOutButton(page).waitFor()
    await page.getByText('Hi, Early').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
