// The first visit's JavaScript, measured the way a shopper's browser loads it: every script the page fetches
// until the network is idle, gzipped at level 9. Budget: 165 kB on '/' for a build configured for a real
// Firebase project (the card's stack alone is about 160 kB).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, inject, it } from 'vitest'
import { useBrowser, newShopper } from './browser'
import { BUILD_DIRS, manifestPath } from './global-setup'

export const FIRST_VISIT_BUDGET_BYTES = 165 * 1024

const browser = useBrowser()

/** Added to a first visit chosen for the real shoppers' speed (web-vitals and its sender, once idle). */
export const MEASURING_BUDGET_BYTES = 3 * 1024

/**
 * A first visit's scripts; `measured` forces the throw that chooses a visit for the real shoppers' speed (a throw of
 * Math.random as the page goes live), either way, so what is measured does not depend on chance.
 */
async function firstVisitScripts(baseURL: string, path: string, measured = false) {
  const { context, page, errors } = await newShopper(browser(), baseURL)
  await page.addInitScript((chosen) => {
    const own = Math.random
    Math.random = chosen ? () => own() * 0.01 : () => 0.5 + own() / 2
  }, measured)
  const scripts: { url: string; gzip: number; callsShopApi: boolean; backOffice: boolean; liveFirestore: boolean; cartSync: boolean }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body()
    // The shop's /api client (shop-api.ts) comes only with the order code: checkout, order and account pages.
    const callsShopApi = body.toString().includes('fetch(`/api${')
    // The owner's back office (its order list and actions, the catalog, an item's form, low stock, Add an item and
    // the Storage SDK its pictures are uploaded with: maxUploadRetryTime is the SDK's own) comes only with its own
    // pages.
    const backOffice =
      /Mark shipped|Paid, not yet shipped|\/admin\/orders\/\$\{|Save stock|Not yet on the prerendered pages|Units of |prerendered-catalog\.json|Add the item|maxUploadRetryTime/.test(
        body.toString(),
      )
    // The full Firestore SDK (its Listen channel, WebChannelConnection) comes only for a signed-in shopper's live documents.
    const liveFirestore = body.toString().includes('WebChannelConnection')
    // The cart's sync with a signed-in shopper's account (its merge and its note) comes only once someone signs in.
    const cartSync = body.toString().includes('saved in your account')
    scripts.push({ url: response.url().replace(baseURL, ''), gzip: gzipSync(body, { level: 9 }).length, callsShopApi, backOffice, liveFirestore, cartSync })
  })
  const measuring = measured ? page.waitForResponse((response) => /\/assets\/report-vitals-/.test(response.url())) : null
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.getByRole('banner').waitFor()
  await measuring
  await context.close()
  return { scripts, total: scripts.reduce((sum, s) => sum + s.gzip, 0), errors }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

it(`keeps the first visit to / within ${kB(FIRST_VISIT_BUDGET_BYTES)} of gzipped JavaScript (real-project build)`, async () => {
  const { scripts, total, errors } = await firstVisitScripts(inject('projectURL'), '/')
  console.info(`first-visit JS on / (real-project build): ${kB(total)} gzip in ${scripts.length} files`)
  expect(errors).toEqual([])
  // The mock backend and Firestore are never part of a real project's first visit.
  expect(scripts.map((s) => s.url).filter((url) => /msw|mockServiceWorker|firestore/.test(url))).toEqual([])
  // The product page's code loads only on that route, and the order code (checkout, orders, account) on theirs.
  expect(scripts.map((s) => s.url).filter((url) => /productSlug/.test(url))).toEqual([])
  expect(scripts.filter((s) => s.callsShopApi).map((s) => s.url)).toEqual([])
  expect(scripts.filter((s) => s.backOffice).map((s) => s.url)).toEqual([])
  expect(scripts.filter((s) => s.liveFirestore).map((s) => s.url)).toEqual([])
  expect(scripts.filter((s) => s.cartSync).map((s) => s.url)).toEqual([])
  expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES)
})

it(`adds at most ${kB(MEASURING_BUDGET_BYTES)} to a first visit to / chosen for the real shoppers' speed, once live and idle (real-project build)`, async () => {
  const unmeasured = await firstVisitScripts(inject('projectURL'), '/')
  const measured = await firstVisitScripts(inject('projectURL'), '/', true)
  const measuring = measured.scripts.filter((s) => /\/assets\/report-vitals-/.test(s.url))
  const added = measured.total - unmeasured.total
  console.info(
    `first-visit JS on / chosen for the speed measurement: ${kB(measured.total)} gzip, ${kB(added)} more (${measuring.map((s) => kB(s.gzip)).join(', ')} of web-vitals and its sender)`,
  )
  expect(measured.errors).toEqual([])
  expect(measuring).toHaveLength(1)
  expect(unmeasured.scripts.filter((s) => /\/assets\/report-vitals-/.test(s.url))).toEqual([])
  expect(added).toBeLessThanOrEqual(MEASURING_BUDGET_BYTES)
})

it('loads the order code on the checkout page (demo build)', async () => {
  const { scripts, errors } = await firstVisitScripts(inject('demoURL'), '/checkout')
  expect(errors).toEqual([])
  expect(scripts.filter((s) => s.callsShopApi)).toHaveLength(1)
  // A shopper's page: the back office's code is not part of it, nor, for a visitor, the live documents' SDK.
  expect(scripts.filter((s) => s.backOffice).map((s) => s.url)).toEqual([])
  expect(scripts.filter((s) => s.liveFirestore).map((s) => s.url)).toEqual([])
})

/** A chunk of the build's manifest: its file, its module when it has one, what it imports at once and later. */
interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
}

/**
 * The files of `loaded` the shop's own code needs: the chunks of the app's modules (src/) that loaded, and what they
 * import at once, all the way down. In the demo build the mock backend (mocks/) shares small chunks with the pages;
 * those it alone imports are the demo's backend, not the page's.
 */
function shopFiles(manifest: Record<string, ManifestChunk>, loaded: readonly string[]): Set<string> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const own = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || own.has(`/${chunk.file}`)) return
    own.add(`/${chunk.file}`)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const file of loaded) {
    const key = byFile.get(file)
    const src = key && manifest[key]!.src
    if (key && (key === 'index.html' || (src?.startsWith('src/') ?? false))) visit(key)
  }
  return own
}

it('keeps a product page within the same budget, its own code in its own chunk (demo build)', async () => {
  const { scripts, errors } = await firstVisitScripts(inject('demoURL'), '/shop/apparel/classic-crew-neck-t-shirt')
  const manifest = JSON.parse(readFileSync(join(new URL('../..', import.meta.url).pathname, manifestPath(BUILD_DIRS.demo)), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const shop = shopFiles(
    manifest,
    scripts.map((s) => s.url),
  )
  const own = scripts.filter((s) => shop.has(s.url) && !/\/assets\/(browser|state|handlers|firestore)-/.test(s.url))
  const total = own.reduce((sum, s) => sum + s.gzip, 0)
  const route = scripts.filter((s) => /productSlug/.test(s.url)).reduce((sum, s) => sum + s.gzip, 0)
  console.info(
    `first-visit JS on a product page (demo build, without the mock backend): ${kB(total)} gzip in ${own.length} files; the route's own chunks ${kB(route)}`,
  )
  expect(errors).toEqual([])
  expect(route).toBeGreaterThan(0)
  expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES)
})

it('loads the back-in-stock form only when the shopper asks, not with a sold-out size’s page (demo build)', async () => {
  const { scripts, errors } = await firstVisitScripts(inject('demoURL'), '/shop/apparel/classic-crew-neck-t-shirt?size=XS&color=navy')
  expect(errors).toEqual([])
  expect(scripts.map((s) => s.url).filter((url) => /\/assets\/back-in-stock-dialog-/.test(url))).toEqual([])
})

it("starts the demo build's mock backend on first use, not on a first visit to /", async () => {
  const { scripts, total, errors } = await firstVisitScripts(inject('demoURL'), '/')
  console.info(`first-visit JS on / (demo build): ${kB(total)} gzip in ${scripts.length} files`)
  expect(errors).toEqual([])
  expect(scripts.map((s) => s.url).filter((url) => /\/assets\/(browser|firestore|auth)-/.test(url))).toEqual([])
  expect(total).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES)
})

it('builds the Storage SDK, Add an item, the back-in-stock form and the cart’s sync with the account into chunks of their own, which the checks above look for', () => {
  const assets = join(new URL('../..', import.meta.url).pathname, BUILD_DIRS.project, 'assets')
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
  const carrying = (pattern: RegExp) => scripts.filter((file) => pattern.test(readFileSync(join(assets, file), 'utf8')))
  // Without these the first-visit checks could never find them, and would prove nothing.
  expect(carrying(/maxUploadRetryTime/)).toHaveLength(1)
  expect(carrying(/Add the item/)).toHaveLength(1)
  expect(carrying(/maxUploadRetryTime/)[0]).not.toMatch(/^index-/)
  expect(carrying(/one email when this size and colour is back/)).toEqual([expect.stringMatching(/^back-in-stock-dialog-/)])
  expect(carrying(/saved in your account/)).toEqual([expect.stringMatching(/^account-cart-sync-/)])
})
