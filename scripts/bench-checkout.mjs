// The checkout benchmark of `npm run bench` (see bench.mjs): createCheckout as the demo answers it, timed from the
// demo build's /checkout page in Chromium. The demo's /api is the mock backend, MSW's service worker handing each
// request to handlers that run in the page, so the page must have started it: a shopper presses "Buy now" with a
// cart whose price went stale, the shop reads the catalog (which starts the mock backend), shows the changed price
// and stays on /checkout. From that page, 50 guest checkouts of one tent (the demo counts 60, so none runs
// out), each with its own attempt id, are sent one after the other with fetch and timed until their answer is
// read. Each carries the App Check token the demo's page would (the demo's debug exchange makes the same) and a
// client address of its own, so the per-client limit on new checkouts, which a shopper never meets, does not turn
// the bench's 50 into 429s. The browser context is thrown away afterwards, and with it the pending orders in the
// demo's stored state.

/* global window -- page.addInitScript and page.evaluate run in the page */
import { loadavg } from 'node:os'
import { runnerImport } from 'vite'
import { percentile } from './bench-bar.mjs'

/** A token as the demo's App Check exchange gives the page one. */
async function demoAppCheckToken() {
  const load = (path) => runnerImport(new URL(path, import.meta.url).pathname, { configFile: false, logLevel: 'error' })
  const [{ module: tokens }, { module: config }] = await Promise.all([load('../src/lib/app-check/debug-token.ts'), load('../src/lib/firebase/config.ts')])
  return tokens.mintDebugAppCheckToken(config.DEMO_OPTIONS.appId, config.DEMO_OPTIONS.projectId)
}

const CALLS = 50
const TENT = { id: 34, collectionId: '5', name: 'Two-Person Backpacking Tent', imageUrl: '/images/items/two-person-backpacking-tent.webp', price: 289 }

/** Times `calls` createCheckout requests from the demo's /checkout page at `url`; p50/p95/max in ms. */
export async function benchCheckout(browser, { url, calls = CALLS }) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    // A stored cart whose price is out of date: pressing "Buy now" reads the catalog and stops at the new price.
    const staleLine = { id: TENT.id, name: TENT.name, imageUrl: TENT.imageUrl, price: TENT.price - 1, quantity: 1 }
    await page.addInitScript((cart) => window.localStorage.setItem('root', cart), JSON.stringify({ cartItems: [staleLine] }))
    await page.goto(`${url}/checkout`, { waitUntil: 'load' })
    await page.getByLabel('Email for your order confirmation').fill('bench@example.com')
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.getByText('Some prices changed. Nothing was charged.').waitFor({ timeout: 30_000 })
    const appCheck = await demoAppCheckToken()
    const load = loadavg()[0]
    const { first, times: durations } = await page.evaluate(
      async ({ count, collectionId, itemId, appCheck }) => {
        const run = Math.random().toString(36).slice(2, 10)
        const send = async (n) => {
          const body = {
            lines: [{ collectionId, itemId, quantity: 1 }],
            email: 'bench@example.com',
            country: 'DE',
            attemptId: `bench-${run}-${String(n).padStart(6, '0')}`,
          }
          const started = performance.now()
          const headers = { 'Content-Type': 'application/json', 'X-Firebase-AppCheck': appCheck, 'X-Forwarded-For': `198.51.100.${n % 250}` }
          const response = await fetch('/api/checkout', { method: 'POST', headers, body: JSON.stringify(body) })
          const answer = await response.json()
          const took = performance.now() - started
          if (!response.ok || typeof answer.url !== 'string') throw new Error(`checkout ${n} answered ${response.status}: ${JSON.stringify(answer)}`)
          return took
        }
        // The first call loads the order code's chunks, as a shopper's first press does: reported apart.
        const first = await send(0)
        const times = []
        for (let n = 1; n <= count; n++) times.push(await send(n))
        return { first, times }
      },
      { count: calls, collectionId: TENT.collectionId, itemId: TENT.id, appCheck },
    )
    const sorted = [...durations].sort((a, b) => a - b)
    return {
      calls,
      'first call (ms)': Math.round(first),
      'p50 (ms)': Math.round(percentile(sorted, 50)),
      'p95 (ms)': Math.round(percentile(sorted, 95)),
      'max (ms)': Math.round(sorted.at(-1)),
      'load (1 min)': Number(load.toFixed(2)),
    }
  } finally {
    await context.close()
  }
}
