// The owners' dashboard in `npm run bench` (see bench.mjs), beside the order list's and the customers' benchmarks:
// /admin/dashboard over 1,000 and over 100,000 orders in the demo build's mock state, with the daily totals the order
// code keeps for them and a week of real shoppers' speed (bench-dashboard-data.mjs). Each order count has a browser
// context of its own (what one saved in the demo's storage never meets the other), where the owner signs in once;
// each run is a fresh page on a short order list (which starts the mock backend), filled through the mock's Firestore
// REST commit as an admin caller; then, under the usual CPU throttling, the owner presses Dashboard in the back
// office's navigation. Timed from the press to the frame after every figure is on screen: the period's five figures
// with the orders it counts, the chart, five best sellers, the three counts of work waiting with the numbers
// seeded, and the speed of every kind of page. The documents read meanwhile are counted as Firestore bills them
// (countReadsInPage): the page's own Firestore reads, and what the demo's /api says each of its answers read (the
// owner's record, the shards of the days compared, the counts, the stock, the speed's roll-ups and today's shards,
// the week's finished days rolled up as after their first view). So the count is the same at 1,000 orders as at
// 100,000.

/* global document, MutationObserver, requestAnimationFrame, addEventListener -- page.addInitScript and page.evaluate run in the page */
import { loadavg } from 'node:os'
import { percentile } from './bench-bar.mjs'
import { commitBodies, countReadsInPage, LARGE_BATCH, seededPage, signIn } from './bench-orders.mjs'
import { dailyTotals, dashboardOrders, ordersIn, shopDayOf, SPEED_KINDS, vitalsDocuments, vitalsRollUps, WAITING } from './bench-dashboard-data.mjs'

/** The default period of the dashboard: the last 7 days. */
const PERIOD_DAYS = 7
const FIGURES = 5
const BEST_SELLERS = 5

/** In the page: watches for every figure of the dashboard to be on screen, as `want` says it should read. */
function watchInPage() {
  const bench = (globalThis.__dashboardBench = { pressAt: 0, done: null, want: null, tasks: [] })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  addEventListener('click', (event) => (bench.pressAt = event.timeStamp), true)
  const panel = (id) => document.getElementById(id)?.parentElement
  const complete = (want) => {
    const sales = panel('dashboard-sales')
    const figures = [...(sales?.querySelectorAll('dl > div') ?? [])].map((figure) => [
      figure.querySelector('dt')?.textContent,
      figure.querySelector('dd')?.textContent,
    ])
    const orders = figures.find(([label]) => label === 'Orders')?.[1]
    const bars = sales?.querySelectorAll('figure svg > g').length ?? 0
    const best = document.querySelectorAll('ol[aria-labelledby="dashboard-best"] > li').length
    const work = panel('dashboard-work')?.textContent ?? ''
    const kinds = document.querySelectorAll('ul[aria-labelledby="dashboard-speed"] > li').length
    return (
      figures.length === want.figures &&
      orders === String(want.orders) &&
      bars === want.bars &&
      best === want.best &&
      work.includes(`Orders to ship: ${want.toShip}`) &&
      work.includes(`Withdrawals waiting for the goods: ${want.awaitingGoods}`) &&
      /Low-stock variants: \d+/.test(work) &&
      kinds === want.kinds
    )
  }
  new MutationObserver(() => {
    if (bench.want === null || bench.done !== null) return
    if (complete(bench.want)) requestAnimationFrame(() => (bench.done ??= performance.now()))
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** Fills a fresh page, presses Dashboard, and answers the time, the longest task meanwhile and the reads. */
async function oneRun(context, url, bodies, want, throttling) {
  const page = await seededPage(context, url, bodies)
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
    await page.evaluate((next) => {
      Object.assign(globalThis.__dashboardBench, { want: next, done: null, pressAt: 0 })
      Object.assign(globalThis.__benchReads, { reads: 0, counting: true })
    }, want)
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }).click()
    await page.waitForFunction(() => globalThis.__dashboardBench.done !== null, null, { timeout: 60_000 })
    const result = await page.evaluate(() => {
      const { pressAt, done, tasks } = globalThis.__dashboardBench
      const longest = Math.max(0, ...tasks.filter((task) => task.start + task.duration >= pressAt && task.start <= done).map((task) => task.duration))
      return { ms: done - pressAt, longest, reads: globalThis.__benchReads.reads }
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return result
  } finally {
    await page.close()
  }
}

/** The seeded data of one order count as commits, and what the dashboard should then show. */
function seeding(count, now) {
  const orders = dashboardOrders(count, now)
  const totals = dailyTotals(orders)
  const bodies = [
    ...commitBodies('orders', new Map(orders.map((order) => [order.id, order])), LARGE_BATCH),
    ...commitBodies('dailyTotals', totals, LARGE_BATCH),
    ...commitBodies('vitals', vitalsDocuments(now), LARGE_BATCH),
    ...commitBodies('vitalsDays', vitalsRollUps(now), LARGE_BATCH),
  ]
  const today = shopDayOf(new Date(now).toISOString())
  const want = {
    figures: FIGURES,
    orders: ordersIn(totals, today, PERIOD_DAYS),
    bars: PERIOD_DAYS,
    best: BEST_SELLERS,
    toShip: WAITING.paid,
    awaitingGoods: WAITING.withdrawn,
    kinds: SPEED_KINDS,
  }
  return { bodies, want, totals: totals.size }
}

/** Runs the benchmark on the demo build at `url` in `browser` (playwright-core): `runs` fresh pages at each order count. */
export async function benchDashboard(browser, { url, throttling = 4, counts = [1_000, 100_000], runs = 8 }) {
  const rows = []
  for (const count of counts) {
    const { bodies, want, totals } = seeding(count, Date.now())
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await context.addInitScript(countReadsInPage)
    await context.addInitScript(watchInPage)
    const load = loadavg()[0]
    const times = []
    const tasks = []
    const reads = new Set()
    try {
      const signInPage = await context.newPage()
      await signIn(signInPage, url)
      await signInPage.close()
      for (let run = 0; run < runs; run++) {
        const result = await oneRun(context, url, bodies, want, throttling)
        const read = result.reads
        console.error(`  ${count} orders, run ${run + 1}: ${Math.round(result.ms)} ms, ${read} documents read`)
        times.push(result.ms)
        tasks.push(result.longest)
        reads.add(read)
      }
    } finally {
      await context.close()
    }
    const longest = Math.max(...tasks)
    rows.push({
      orders: count,
      'totals shards': totals,
      runs,
      'all figures p50 (ms)': Math.round(percentile(times, 50)),
      'all figures p95 (ms)': Math.round(percentile(times, 95)),
      'longest task (ms)': longest > 0 ? Math.round(longest) : '<50',
      'documents read': [...reads].join(' / '),
      'load (1 min)': Number(load.toFixed(1)),
    })
  }
  return rows
}
