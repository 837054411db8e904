// A shopper's request to be mailed when a sold-out variant is back, made by keyboard alone: the journeys that need one
// share it.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { checkPhoneState, openPage, waitUntilLive } from './browser'

/** On a sold-out variant's page: the form by keyboard, the address typed, the consent given with Enter. */
export async function askWhenBack(page: Page, path: string, email: string, label: string): Promise<void> {
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
