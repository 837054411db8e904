// Playwright (playwright-core) driving Debian's Chromium: no browser download, ever.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../mocks/auth/demo-owner'
import { DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD } from '../../mocks/auth/demo-staff'
import { MOCK_STATE_KEY } from '../../mocks/state'
import { stockDocumentId } from '../../src/lib/orders/stock-id'
import { LIVE_ATTRIBUTE } from '../../src/prerender/live'
import type { ShippingAddress } from '../../src/lib/orders/order'

export { checkPhoneState, expectNoAxeViolations } from './page-checks'

// @ts-expect-error: a plain ES module script, without types
import { CHROMIUM_PATH as chromiumPath } from '../../scripts/test-needs.mjs'

/** Debian's Chromium headless shell, which `npm test` installs (scripts/test-needs.mjs says why that build). */
export const CHROMIUM_PATH = chromiumPath as string

async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  // Every context a test opens reports what the pages' Content-Security-Policy (firebase.json) blocked.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    await watchContentSecurityPolicy(context)
    await context.addInitScript(reportErrorCauses, CAUSE_PREFIX)
    return context
  }
  return browser
}

/** What the Content-Security-Policy blocked in the current test, in any page of any context. */
const cspViolations: string[] = []

/**
 * Records every `securitypolicyviolation` event of every page (a listener added before any of the page's own
 * scripts, reporting to the test through a binding, which the policy does not govern), and the console's messages
 * about the policy ('… violates the following Content Security Policy directive …'; 'Refused to …' in older
 * Chromium), which also cover pages without JavaScript.
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, violation: string) => {
    cspViolations.push(`${page?.url() ?? '?'}: ${violation}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`)
    })
  })
  context.on('console', (message) => {
    if (/Refused to|Content.Security.Policy/i.test(message.text())) cspViolations.push(`${message.page()?.url() ?? '?'}: console: ${message.text()}`)
  })
}

/** The violations recorded since the last call (each test's end takes them, and fails when there are any). */
export const takeCspViolations = (): string[] => cspViolations.splice(0)

/** One browser for the test file: launched before its tests, closed after them. Each test fails on a CSP violation. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(() => {
    expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser is not running yet')
    return browser
  }
}

/**
 * Opens a page and waits until the app runs: a prerendered page shows (with the cart's count) before its script
 * hydrates it, so the page's `<html data-live>` says when the app has taken over.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  try {
    await page.goto(path)
  } catch (error) {
    // In the demo, the page being left may reload itself as the test leaves it: MSW reloads a page that starts the
    // mock backend uncontrolled while a worker is registered and active (its request went out as the page before
    // registered the worker, a race of a visit's first pages; a page whose worker is still on its way waits for it
    // instead, mocks/worker-claim.ts). The reload cancels the navigation asked for, which is then asked for again.
    if (!String(error).includes('net::ERR_ABORTED')) throw error
    console.warn(`Going to ${path} was cancelled by a navigation of the page (${page.url()}); going again`)
    await page.goto(path)
  }
  await waitUntilLive(page)
  await cartButton(page).waitFor()
}

/** The value a list of terms gives `term` ('Total' → '$27.44'): its `<dd>`; one such term on the page. */
export const valueOf = (page: Page, term: string) => page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()

/** The same where the page shows the term more than once (an invoice's sums and its tax table): the first. */
export const firstValueOf = (page: Page, term: string) => page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]').first().textContent()

/** The header's cart button, named for its count ('Cart, 1 item'). */
export const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ })

/**
 * Signs a new shopper up on /signin, as `displayName` with a fresh address starting `emailPrefix`, and waits until
 * the header offers SIGN OUT.
 */
export async function signUpNewShopper(page: Page, displayName: string, emailPrefix: string): Promise<void> {
  await openPage(page, '/signin')
  const form = page.getByRole('region', { name: 'I do not have an account' })
  await form.getByLabel('Display Name').fill(displayName)
  await form.getByLabel('Email').fill(`${emailPrefix}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`)
  await form.getByLabel('Password', { exact: true }).fill('secret123')
  await form.getByLabel('Confirm Password').fill('secret123')
  await form.getByRole('button', { name: 'SIGN UP' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()
}

/**
 * At the checkout, the country the parcel goes to, as the list names it ('Ireland'): the payment page then offers
 * that country's zone's rates, and addresses in that zone.
 */
export async function chooseDeliveryCountry(page: Page, country: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Country we deliver to' }).selectOption({ label: country })
}

/** What a shopper gives on the demo's test payment page: a shipping rate by its name, and the address. */
export type ShippingChoice = Omit<ShippingAddress, 'country'> & {
  rate: 'Standard' | 'Express'
  /** As the country list names it: 'Ireland'; one of the zone of the country chosen at the checkout. */
  country: string
}

/**
 * On the demo's test payment page, chooses the shipping rate with the keyboard (focus its radio, Space) and fills in
 * the shipping address; pressing Pay is left to the test.
 */
export async function fillDemoPayment(page: Page, choice: ShippingChoice): Promise<void> {
  const rates = page.getByRole('radiogroup', { name: 'Shipping method' })
  await rates.getByRole('radio', { name: new RegExp(`^${choice.rate}\\b`) }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('textbox', { name: 'Full name' }).fill(choice.name)
  await page.getByRole('textbox', { name: 'Address line 1' }).fill(choice.line1)
  await page.getByRole('textbox', { name: 'Address line 2 (optional)' }).fill(choice.line2 ?? '')
  await page.getByRole('textbox', { name: 'Town or city' }).fill(choice.city)
  await page.getByRole('textbox', { name: 'Postal code' }).fill(choice.postalCode)
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: choice.country })
}

/** Waits until the app has taken over the page (`<html data-live>`, see src/prerender/live.ts). */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator(`html[${LIVE_ATTRIBUTE}]`).waitFor({ state: 'attached' })
}

/** Whether the app has taken over the page yet. */
export function isLive(page: Page): Promise<boolean> {
  return page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), LIVE_ATTRIBUTE)
}

/** The app's entry script in a production build, which the prerendered page's loader imports. */
export const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/

/**
 * Holds the app's script back until `release()`: the page stays the prerendered HTML alone, as on a slow network.
 * `held()` says whether the page asked for the script yet, so a test knows it really ran before hydration.
 */
export async function holdAppScript(page: Page): Promise<{ release: () => void; held: () => boolean }> {
  let release = () => {}
  let held = false
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(APP_SCRIPT, async (route) => {
    held = true
    await released
    await route.continue()
  })
  return { release: () => release(), held: () => held }
}

/** What a page logs after an uncaught error that has a cause: Playwright's `pageerror` carries no cause. */
const CAUSE_PREFIX = '[error cause]'

/**
 * Runs in every page: React reports an error it recovered from (a render that threw, then succeeded) as an error of
 * its own whose cause is the real one, so each uncaught error's cause is logged for `watchErrors` to collect.
 */
function reportErrorCauses(prefix: string): void {
  addEventListener('error', ({ error }: ErrorEvent) => {
    const cause: unknown = error instanceof Error ? error.cause : undefined
    if (cause === undefined) return
    console.warn(prefix, cause instanceof Error ? `${cause.message}\n${cause.stack ?? ''}` : String(cause))
  })
}

/** Collects page errors and console errors so a test can assert there were none, with each error's cause. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith(CAUSE_PREFIX)) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // "Failed to load resource" does not say which: the address is in the message's location.
    const { url } = message.location()
    const text = message.text()
    errors.push(`console.error: ${text}${text.startsWith('Failed to load resource') && url ? ` (${url})` : ''}`)
  })
  return errors
}

/** A phone's screen, where the shopper journeys run; every step of one fails on its own, well inside the test's time. */
export const PHONE = { viewport: { width: 320, height: 740 }, stepTimeout: 10_000 }

export async function newShopper(
  browser: Browser,
  baseURL: string,
  { viewport = { width: 1280, height: 900 }, stepTimeout }: { viewport?: { width: number; height: number }; stepTimeout?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport })
  const page = await context.newPage()
  if (stepTimeout) page.setDefaultTimeout(stepTimeout)
  return { context, page, errors: watchErrors(page) }
}

/** The demo's owner signs in on /signin; the demo's backend, and so the shop the owner runs, lives in this browser. */
export const signInAsOwner = (page: Page): Promise<void> => signInWith(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)

/** The demo's staff member signs in the same way. */
export const signInAsStaff = (page: Page): Promise<void> => signInWith(page, DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD)

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, '/signin')
  const signIn = page.getByRole('region', { name: 'I already have an account' })
  await signIn.getByLabel('Email').fill(email)
  await signIn.getByLabel('Password').fill(password)
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()
}

/** Units of a variant ('M/navy') in the demo backend's stored stock document of the item, as kept in this browser. */
export const unitsLeft = (page: Page, collectionId: string, itemId: number, variant: string): Promise<number> =>
  page.evaluate(
    ({ key, stockId, variant }) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        documents?: Record<string, { fields: { units?: { mapValue: { fields: Record<string, { integerValue: string }> } } } }>
      }
      return Number(state.documents?.[`stock/${stockId}`]?.fields.units?.mapValue.fields[variant]?.integerValue)
    },
    { key: MOCK_STATE_KEY, stockId: stockDocumentId(collectionId, itemId), variant },
  )
