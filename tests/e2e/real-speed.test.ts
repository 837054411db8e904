// The real shoppers' speed from a shopper's side, in the demo build: a visit chosen for it loads web-vitals once
// the page is live and idle, and when the page is hidden sends one beacon to /api/vitals, which the demo's backend
// answers, with the kind of page and the numbers alone; nothing is stored on the device for it, and nothing in the
// beacon or beside it (no cookie, no id) tells the visit's shopper apart.
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { MOCK_STATE_KEY } from '../../mocks/state'
import { newShopper, openPage, useBrowser } from './browser'

const browser = useBrowser()

/**
 * Every throw of the page's Math.random lands below `most`: a visit is chosen at any sample rate above it (the
 * build's is the default tenth), and the page's other throws stay varied.
 */
const throwsBelow = (page: Page, most: number) =>
  page.addInitScript((below) => {
    const own = Math.random
    Math.random = () => own() * below
  }, most)

/** The tab hidden, as when the shopper switches to another: web-vitals reports, and the page sends. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })

/**
 * Everything the page keeps on the device: its cookies, storage keys and databases. The demo's backend keeps its
 * documents (the server's, in a real shop, the speed's histograms among them) under a key of its own, left out; so is
 * the Firebase SDK's heartbeat database, which the page's own catalog read makes, at a moment that depends on the
 * device's speed, and the probe the SDK opens and deletes at once to learn whether IndexedDB works before it makes it
 * (the measuring loads no Firebase code: report-vitals.ts sends with a beacon).
 */
const FIREBASE_HEARTBEAT = ['firebase-heartbeat-database', 'validate-browser-context-for-indexeddb-analytics-module']

const onTheDevice = async (page: Page) => ({
  cookies: (await page.context().cookies()).map((cookie) => cookie.name),
  ...(await page.evaluate(
    async ({ backendKey, heartbeat }) => ({
      localStorage: Object.keys(localStorage)
        .filter((key) => key !== backendKey)
        .sort(),
      sessionStorage: Object.keys(sessionStorage).sort(),
      databases: (await indexedDB.databases())
        .map((database) => database.name)
        .filter((name) => !heartbeat.includes(name ?? ''))
        .sort(),
    }),
    { backendKey: MOCK_STATE_KEY, heartbeat: FIREBASE_HEARTBEAT },
  )),
})

it('sends one beacon with the kind of page and its numbers, no identifier, and keeps nothing on the device (demo)', async () => {
  const { context, page, errors } = await newShopper(browser(), inject('demoURL'))
  await throwsBelow(page, 0.01)
  const beacons: { body: string; headers: Record<string, string> }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vitals') beacons.push({ body: request.postData() ?? '', headers: request.headers() })
  })
  // Every frame longer than 50 ms, with the scripts that ran in it (Long Animation Frames), from the page's start.
  await page.addInitScript(() => {
    const frames: { duration: number; scripts: string[] }[] = []
    ;(window as unknown as { longFrames: typeof frames }).longFrames = frames
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { scripts?: { sourceURL: string }[] })[])
        frames.push({ duration: entry.duration, scripts: (entry.scripts ?? []).map((script) => script.sourceURL) })
    }).observe({ type: 'long-animation-frame', buffered: true })
  })
  const measuring = page.waitForResponse((response) => /\/assets\/report-vitals-[^/]+\.js$/.test(response.url()))
  await openPage(page, '/shop/apparel/classic-crew-neck-t-shirt')
  // The page's own keeps first: the item joins the recently viewed once the page is live.
  await page.waitForFunction(() => localStorage.getItem('recently-viewed') !== null)
  const before = await onTheDevice(page)
  await measuring
  // An interaction after web-vitals started late is measured (INP): the module has run a moment after it came.
  await page.waitForTimeout(500)
  await page.getByRole('radio', { name: 'Navy' }).check()
  // web-vitals takes in an interaction's timing at the next idle moment, as a shopper's page has long before they
  // leave it.
  await page.waitForTimeout(300)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/vitals')
  await hide(page)
  expect((await answered).status()).toBe(202)
  // Hidden again (back and away once more): nothing more is sent for this page.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  await page.waitForTimeout(500)

  expect(beacons).toHaveLength(1)
  const report = JSON.parse(beacons[0]!.body) as Record<string, unknown>
  expect(Object.keys(report).sort()).toEqual(['cls', 'inp', 'kind', 'lcp'])
  expect(report).toMatchObject({ kind: 'product', lcp: expect.any(Number), inp: expect.any(Number), cls: expect.any(Number) })
  expect(beacons[0]!.headers).not.toHaveProperty('cookie')
  expect(beacons[0]!.headers).not.toHaveProperty('authorization')
  // What the page kept before it was measured is all it keeps after: no cookie, key or database of the measuring.
  expect(await onTheDevice(page)).toEqual(before)
  expect(before.cookies).toEqual([])
  // Loading and starting web-vitals, and sending, take no task over 50 ms.
  const longFrames = await page.evaluate(() => (window as unknown as { longFrames: { duration: number; scripts: string[] }[] }).longFrames)
  expect(longFrames.filter((frame) => frame.scripts.some((url) => /report-vitals/.test(url)))).toEqual([])
  expect(errors).toEqual([])
  await context.close()
})

it('does not load web-vitals for a visit not chosen (demo)', async () => {
  const { context, page, errors } = await newShopper(browser(), inject('demoURL'))
  await page.addInitScript(() => {
    const own = Math.random
    Math.random = () => 0.5 + own() / 2
  })
  const scripts: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())))
  await openPage(page, '/shop/apparel/classic-crew-neck-t-shirt')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
  await hide(page)
  await page.waitForTimeout(300)
  expect(scripts.filter((url) => /report-vitals/.test(url))).toEqual([])
  expect(errors).toEqual([])
  await context.close()
})
