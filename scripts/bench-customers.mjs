// The back office's customers in `npm run bench` (see bench.mjs), beside the order list's benchmark: the first page
// of /admin/customers over 100,000 orders in the demo build's mock state, and over 1,000, with each order's buyer
// summarised as the order code keeps it (customers/{key}, one per email; about five orders a buyer). A run is a
// fresh page on a short order list (which starts the mock backend), filled through the mock's Firestore REST commit
// as an admin caller; then, under the usual CPU throttling, the owner presses Customers in the back office's
// navigation. Timed from the press to the frame after the 25 rows are on screen; the documents read meanwhile are
// counted from the Firestore answers the page receives (runQuery, batchGet, get). The page reads summaries, never
// orders, so that count is the same at 1,000 orders as at 100,000.

/* global document, MutationObserver, requestAnimationFrame, addEventListener -- page.addInitScript and page.evaluate run in the page */
import { percentile } from './bench-bar.mjs'
import { commitBodies, countReadsInPage, generatedOrders, LARGE_BATCH, seededPage, signIn, UNPAID } from './bench-orders.mjs'

const PAGE_SIZE = 25
/** Orders per buyer, on average: a shop of 100,000 orders has 20,000 customers. */
const ORDERS_PER_BUYER = 5

/** The generated orders, their buyers spread over count / ORDERS_PER_BUYER emails. */
export function buyersOrders(count) {
  const buyers = Math.max(1, Math.floor(count / ORDERS_PER_BUYER))
  return generatedOrders(count).map((order, index) => ({ ...order, email: `buyer${(index * 7919) % buyers}@example.com` }))
}

/** The customer key of an email: its lower-case UTF-8 bytes in base64url (src/lib/orders/customer-summary.ts). */
export const customerKeyOf = (email) => Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64url')

/**
 * The summaries the order code would have kept for these orders: paid orders counted with their total less what
 * went back, the latest order's date, and the name of the latest order that carries one. Keyed by customer key.
 */
export function customerSummaries(orders) {
  const customers = new Map()
  for (const order of [...orders].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))) {
    const key = customerKeyOf(order.email)
    const customer = customers.get(key) ?? { email: order.email, orders: 0, spentCents: 0 }
    if (!UNPAID.includes(order.status)) {
      customer.orders += 1
      customer.spentCents += order.totalCents - (order.refunds ?? []).reduce((sum, refund) => sum + (refund.failedAt ? 0 : refund.amountCents), 0)
    }
    customer.lastOrderAt = order.createdAt
    if (order.shippingAddress) customer.name = order.shippingAddress.name
    customers.set(key, customer)
  }
  return customers
}

/** In the page: watches for the customers' first page (the reads are counted by countReadsInPage). */
function watchInPage() {
  const bench = (globalThis.__customersBench = { pressAt: 0, done: null, want: null })
  addEventListener('click', (event) => (bench.pressAt = event.timeStamp), true)
  new MutationObserver(() => {
    if (bench.done !== null || bench.want === null) return
    const heading = document.getElementById('customers-list')
    const rows = document.querySelectorAll('ul[aria-label="Customers"] > li')
    if (heading && rows.length === bench.want) requestAnimationFrame(() => (bench.done ??= performance.now()))
  }).observe(document, { subtree: true, childList: true })
}

/** Fills a fresh page with the orders and their customers, presses Customers, and answers the time and the reads. */
async function oneRun(context, url, bodies, throttling) {
  const page = await seededPage(context, url, bodies)
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
    await page.evaluate((want) => {
      Object.assign(globalThis.__customersBench, { want, done: null, pressAt: 0 })
      Object.assign(globalThis.__benchReads, { reads: 0, counting: true })
    }, PAGE_SIZE)
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click()
    await page.waitForFunction(() => globalThis.__customersBench.done !== null, null, { timeout: 60_000 })
    const result = await page.evaluate(() => ({
      ms: globalThis.__customersBench.done - globalThis.__customersBench.pressAt,
      reads: globalThis.__benchReads.reads,
    }))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return result
  } finally {
    await page.close()
  }
}

/** Runs the benchmark on the demo build at `url` in `browser` (playwright-core): `runs` fresh pages at each order count. */
export async function benchCustomers(browser, { url, throttling = 4, counts = [1_000, 100_000], runs = 8 }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await context.addInitScript(countReadsInPage)
  await context.addInitScript(watchInPage)
  const rows = []
  try {
    const signInPage = await context.newPage()
    await signIn(signInPage, url)
    await signInPage.close()
    for (const count of counts) {
      const orders = buyersOrders(count)
      const customers = customerSummaries(orders)
      const bodies = [
        ...commitBodies('orders', new Map(orders.map((order) => [order.id, order])), LARGE_BATCH),
        ...commitBodies('customers', customers, LARGE_BATCH),
      ]
      const times = []
      const reads = new Set()
      for (let run = 0; run < runs; run++) {
        const result = await oneRun(context, url, bodies, throttling)
        console.error(`  ${count} orders, run ${run + 1}: ${Math.round(result.ms)} ms, ${result.reads} documents read`)
        times.push(result.ms)
        reads.add(result.reads)
      }
      rows.push({
        orders: count,
        customers: customers.size,
        runs,
        'first page p50 (ms)': Math.round(percentile(times, 50)),
        'first page p95 (ms)': Math.round(percentile(times, 95)),
        'documents read': [...reads].join(' / '),
      })
    }
  } finally {
    await context.close()
  }
  return rows
}
