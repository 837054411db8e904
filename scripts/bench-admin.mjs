// The back office benchmark of `npm run bench` (see bench.mjs): the owner's order list over 10,000 orders in the
// demo build, whose mock backend runs in the page. The demo's owner signs in once; then each run opens a fresh page
// on a short list (/admin?status=cancelled, which starts the mock backend), fills the mock's state with 10,000
// generated orders through its Firestore REST commit as an admin caller (as the tests seed it; they are more than
// localStorage holds, so they live in that page's memory), and, under the usual CPU throttling, the owner asks for
// the list to ship (Status back to its default, Show orders) and then presses Next page. Timed from the press
// (the event's time) to the frame after the 25 rows of that page are on screen; the longest main-thread task from
// the press until then. A run is a fresh page, so every first page is read cold, as an owner opening /admin does.

/* global document, MutationObserver, requestAnimationFrame, addEventListener -- page.addInitScript and page.evaluate run in the page */
import { loadavg } from 'node:os'
import { percentile } from './bench-bar.mjs'
import { commitBodies, generatedOrders, seededPage, signIn } from './bench-orders.mjs'

const PAGE_SIZE = 25

/** Watches, in the page, for the list showing the page a press asked for; records the press and the long tasks. */
function watchInPage() {
  const bench = (globalThis.__adminBench = { tasks: [], pressAt: 0, done: null, want: null })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  addEventListener('click', (event) => (bench.pressAt = event.timeStamp), true)
  const shown = () => {
    const heading = document.getElementById('admin-orders')
    const rows = [...document.querySelectorAll('ul[aria-label="Orders"] > li')]
    return { title: heading?.textContent ?? '', count: rows.length, first: rows[0]?.querySelector('a')?.textContent ?? '' }
  }
  bench.shown = shown
  new MutationObserver(() => {
    const want = bench.want
    if (!want || bench.done !== null) return
    const now = shown()
    if (now.title === want.title && now.count === want.count && now.first !== want.notFirst) requestAnimationFrame(() => (bench.done ??= performance.now()))
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** Sets what the next press should show, then waits until it shows: ms from the press, and the longest task meanwhile. */
async function timePress(page, press, want) {
  await page.evaluate((next) => Object.assign(globalThis.__adminBench, { want: next, done: null, pressAt: 0 }), want)
  await press()
  await page.waitForFunction(() => globalThis.__adminBench.done !== null, null, { timeout: 60_000 })
  return page.evaluate(() => {
    const { pressAt, done, tasks } = globalThis.__adminBench
    const longest = Math.max(0, ...tasks.filter((task) => task.start + task.duration >= pressAt && task.start <= done).map((task) => task.duration))
    return { ms: done - pressAt, longest }
  })
}

/** Runs the benchmark on the demo build at `url` in `browser` (playwright-core): `runs` fresh pages, each filled with `orders`. */
export async function benchAdmin(browser, { url, throttling = 4, orders: count = 10_000, runs = 20 }) {
  const bodies = commitBodies('orders', new Map(generatedOrders(count).map((order) => [order.id, order])))
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await context.addInitScript(watchInPage)
  const first = []
  const nextPage = []
  const tasks = []
  const load = loadavg()[0]
  try {
    const signInPage = await context.newPage()
    await signIn(signInPage, url)
    await signInPage.close()
    for (let run = 0; run < runs; run++) {
      const page = await seededPage(context, url, bodies)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
      const before = await page.evaluate(() => globalThis.__adminBench.shown().first)
      await page.getByRole('combobox', { name: 'Status' }).selectOption('')
      const opened = await timePress(page, () => page.getByRole('button', { name: 'Show orders' }).click(), {
        title: 'To ship: paid, newest first',
        count: PAGE_SIZE,
        notFirst: before,
      })
      const firstRow = await page.evaluate(() => globalThis.__adminBench.shown().first)
      const paged = await timePress(page, () => page.getByRole('link', { name: 'Next page' }).click(), {
        title: 'To ship: paid, newest first',
        count: PAGE_SIZE,
        notFirst: firstRow,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      first.push(opened.ms)
      nextPage.push(paged.ms)
      tasks.push(opened.longest, paged.longest)
      await page.close()
    }
  } finally {
    await context.close()
  }
  const longest = Math.max(...tasks)
  return {
    orders: count,
    runs,
    'first page p50 (ms)': Math.round(percentile(first, 50)),
    'first page p95 (ms)': Math.round(percentile(first, 95)),
    'next page p50 (ms)': Math.round(percentile(nextPage, 50)),
    'next page p95 (ms)': Math.round(percentile(nextPage, 95)),
    'longest task (ms)': longest > 0 ? Math.round(longest) : '<50',
    // Another busy process on the same cores stretches every task: a load above the core count makes the run noise.
    'load (1 min)': Number(load.toFixed(1)),
  }
}
