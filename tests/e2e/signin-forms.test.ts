// The sign-in page's forms on a phone and a desktop: labels that read alike and stay on one line, and where focus
// goes when a sign-in fails.
import type { Locator } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectNoAxeViolations, newShopper, openPage, useBrowser } from './browser'

const baseURL = inject('demoURL')
const browser = useBrowser()

/** How many lines a button's label takes on screen. */
const labelLines = (button: Locator) =>
  button.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })

describe('sign-in forms (production build, mock backend)', () => {
  it('shows the buttons in one case, each label on one line, at 390 px by touch', async () => {
    const context = await browser().newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await openPage(page, '/signin')
    const signIn = page.getByRole('region', { name: 'I already have an account' })
    const buttons = [
      signIn.getByRole('button', { name: 'Sign In', exact: true }),
      signIn.getByRole('button', { name: 'Sign In with Google' }),
      page.getByRole('region', { name: 'I do not have an account' }).getByRole('button', { name: 'SIGN UP' }),
    ]
    for (const button of buttons) expect(await labelLines(button), await button.innerText()).toBe(1)
    // innerText is the label as rendered, in the case the shopper sees.
    expect(await Promise.all(buttons.map((button) => button.innerText()))).toEqual(['SIGN IN', 'SIGN IN WITH GOOGLE', 'SIGN UP'])
    const google = (await buttons[1]!.boundingBox())!
    expect(google.x + google.width).toBeLessThanOrEqual(390)
    await context.close()
  })

  it('moves focus to the message after a wrong password, and stays clean for axe', async () => {
    const { context, page } = await newShopper(browser(), baseURL)
    await openPage(page, '/signin')
    const signIn = page.getByRole('region', { name: 'I already have an account' })
    await signIn.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`)
    await signIn.getByLabel('Password').fill('not-my-password')
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
    await signIn.getByRole('alert').getByText('Email or password is incorrect.').waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="alert"]')?.textContent ?? document.activeElement?.tagName))
      .toBe('Email or password is incorrect.')
    await expectNoAxeViolations(page, '/signin with the message focused')
    // The next stop is the form again.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    await context.close()
  })
})
