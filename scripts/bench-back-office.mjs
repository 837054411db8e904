// The back office benchmarks of `npm run bench` (see bench.mjs) on the demo build, each against its bar: the order
// list over 10,000 orders (bench-admin.mjs), the customers' first page (bench-customers.mjs) and the owners' dashboard
// (bench-dashboard.mjs) over 1,000 and 100,000 orders. Answers their tables' rows and what missed a bar.
import { benchAdmin } from './bench-admin.mjs'
import { benchCustomers } from './bench-customers.mjs'
import { benchDashboard } from './bench-dashboard.mjs'

/** The reads of each row the same, or a sentence saying they are not. */
const sameReads = (rows, what) =>
  new Set(rows.map((row) => row['documents read'])).size > 1
    ? [`back office: ${what} read ${rows.map((row) => row['documents read']).join(', ')} documents`]
    : []

async function orderList(browser, { url, throttling, limits }) {
  console.error("measuring the back office's order list over 10,000 orders on demo")
  const row = await benchAdmin(browser, { url, throttling })
  const within = row['first page p95 (ms)'] <= limits.adminPageP95Ms && row['next page p95 (ms)'] <= limits.adminPageP95Ms
  const failures = within ? [] : [`back office: first page p95 ${row['first page p95 (ms)']} ms, next page p95 ${row['next page p95 (ms)']} ms`]
  const task = row['longest task (ms)']
  if (typeof task === 'number' && task > limits.longTaskMs) failures.push(`back office: a ${task} ms task on the order list`)
  return { rows: [{ build: 'demo', ...row, [`p95 <= ${limits.adminPageP95Ms} ms`]: within ? 'yes' : 'NO' }], failures }
}

async function customers(browser, { limits, ...options }) {
  console.error("measuring the back office's customers over 1,000 and 100,000 orders on demo")
  const rows = await benchCustomers(browser, options)
  const largest = rows.at(-1)
  const failures =
    largest['first page p95 (ms)'] > limits.adminPageP95Ms ? [`back office: the customers' first page p95 ${largest['first page p95 (ms)']} ms`] : []
  return { rows: rows.map((row) => ({ build: 'demo', ...row })), failures: [...failures, ...sameReads(rows, "the customers' first page")] }
}

async function dashboard(browser, { limits, ...options }) {
  console.error("measuring the owners' dashboard over 1,000 and 100,000 orders on demo")
  const rows = await benchDashboard(browser, options)
  const failures = rows.flatMap((row) =>
    row['all figures p95 (ms)'] > limits.dashboardP95Ms
      ? [`back office: the dashboard's figures p95 ${row['all figures p95 (ms)']} ms at ${row.orders} orders`]
      : [],
  )
  const shown = rows.map((row) => ({
    build: 'demo',
    ...row,
    [`p95 <= ${limits.dashboardP95Ms} ms`]: row['all figures p95 (ms)'] <= limits.dashboardP95Ms ? 'yes' : 'NO',
  }))
  return { rows: shown, failures: [...failures, ...sameReads(rows, 'the dashboard')] }
}

/** Runs the `benches` asked for ('list', 'customers', 'dashboard'); `runs` and `counts` narrow the last two. */
export async function benchBackOffice(browser, { url, throttling, benches, limits, runs, counts }) {
  const narrowed = { url, throttling, limits, ...(runs === undefined ? {} : { runs }), ...(counts === undefined ? {} : { counts }) }
  const list = benches.includes('list') ? await orderList(browser, { url, throttling, limits }) : { rows: [], failures: [] }
  const buyers = benches.includes('customers') ? await customers(browser, narrowed) : { rows: [], failures: [] }
  const owners = benches.includes('dashboard') ? await dashboard(browser, narrowed) : { rows: [], failures: [] }
  return {
    listRows: list.rows,
    customerRows: buyers.rows,
    dashboardRows: owners.rows,
    failures: [...list.failures, ...buyers.failures, ...owners.failures],
  }
}
