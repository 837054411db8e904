// What the back office benchmarks of `npm run bench` share (bench-admin.mjs, bench-customers.mjs,
// bench-dashboard.mjs): generated orders as the order code stores them, their REST encoding and the commits that seed
// them into the demo's mock state as an admin caller, the owner's sign-in, and, in the page, the count of the
// documents read as Firestore bills them.

/* global window -- page.evaluate and page.addInitScript run in the page */
const PROJECT = 'demo-storefront'
const OWNER = { email: 'owner@example.com', password: 'owner-demo-1' }
export const DAY = 86_400_000
/** The generators' clock unless a benchmark asks for another: every run gets the same orders. */
const GENERATED_NOW = Date.parse('2026-11-27T12:00:00.000Z')

/** Deterministic pseudo-random numbers (a linear congruential generator): every run gets the same orders. */
export function random(seed) {
  let state = seed
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** A new order id of 10 characters of the order code's alphabet. */
export const orderId = (next) => Array.from({ length: 10 }, () => ALPHABET[Math.floor(next() * 32)]).join('')

export const LINES = [
  { collectionId: '2', itemId: 9, name: 'Classic Crew Neck T-Shirt', size: 'M', color: 'navy', colorName: 'Navy', unitCents: 2499 },
  { collectionId: '5', itemId: 34, name: 'Two-Person Backpacking Tent', unitCents: 28900 },
  { collectionId: '1', itemId: 1, name: 'Canvas Rolltop Backpack', unitCents: 12500 },
  { collectionId: '2', itemId: 10, name: 'Oxford Button-Down Shirt', size: 'L', color: 'sky', colorName: 'Sky', unitCents: 5950 },
  { collectionId: '3', itemId: 18, name: 'Classic Baseball Cap', color: 'olive', colorName: 'Olive', unitCents: 2999 },
]
const NAMES = ['Ann Lee', 'Brian Walsh', 'Chiara Rossi', 'Dara Okafor', 'Emma Schmidt', 'Farah Haddad', 'Gustav Berg', 'Hana Sato']
const CITIES = [
  ['Galway', 'IE', 'H91 X2Y3'],
  ['Berlin', 'DE', '10115'],
  ['Lyon', 'FR', '69001'],
  ['Austin', 'US', '73301'],
]
/** A shop's year: most orders delivered, some still to ship, a few refunded, withdrawn, abandoned or cancelled. */
export const STATUSES = [
  ['delivered', 0.5],
  ['shipped', 0.12],
  ['paid', 0.1],
  ['refunded', 0.06],
  ['withdrawn', 0.02],
  ['returned', 0.02],
  ['expired', 0.12],
  ['failed', 0.02],
  ['cancelled', 0.03],
  ['pending', 0.01],
]
export const UNPAID = ['pending', 'expired', 'failed', 'cancelled']

/**
 * One order as the order code stores it, placed at `created` (ms) in `state`, its events that many days after:
 * paid after a quarter of an hour (0.01 day), shipped after a day, delivered after three; a refund sends the whole
 * total back, a return brings every unit back and refunds the goods.
 */
export function storedOrder({ id, created, state, lines, name, city: [city, country, postalCode], email }) {
  const at = (days) => new Date(created + days * DAY).toISOString()
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  const paid = !UNPAID.includes(state)
  const shippingCents = paid ? 495 : 0
  return {
    id,
    status: state,
    uid: null,
    email,
    lines,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    currency: 'usd',
    attemptId: `bench-${id}-attempt`,
    cartHash: 'c'.repeat(64),
    tokenHash: 't'.repeat(64),
    sessionId: `cs_test_${id}`,
    createdAt: at(0),
    expiresAt: at(30 / 1440),
    ...(paid ? { paidAt: at(0.01), paymentId: `pi_${id}`, shippingAddress: { name, line1: '5 Quay Street', city, postalCode, country } } : {}),
    ...(['shipped', 'delivered', 'returned'].includes(state) ? { shippedAt: at(1), shipment: { carrier: 'An Post', trackingNumber: `CX${id}IE` } } : {}),
    ...(['delivered', 'returned'].includes(state) ? { deliveredAt: at(3) } : {}),
    ...(state === 'withdrawn' ? { withdrawnAt: at(2) } : {}),
    ...(state === 'returned'
      ? {
          withdrawnAt: at(5),
          returnedAt: at(9),
          restockedAt: at(9),
          returnRecord: {
            lines: lines.map((line, index) => ({ line: index, quantity: line.quantity, resell: line.quantity })),
            deductionCents: 0,
            refundCents: subtotalCents,
            at: at(9),
          },
          refunds: [{ id: `re_${id}`, amountCents: subtotalCents, at: at(9) }],
        }
      : {}),
    ...(state === 'refunded'
      ? { refundedAt: at(1), restockedAt: at(1), refunds: [{ id: `re_${id}`, amountCents: subtotalCents + shippingCents, at: at(1) }] }
      : {}),
    ...(state === 'expired' ? { expiredAt: at(30 / 1440), restockedAt: at(30 / 1440) } : {}),
    ...(state === 'failed' ? { failedAt: at(0.01), restockedAt: at(0.01) } : {}),
    ...(state === 'cancelled' ? { cancelledAt: at(0.01), restockedAt: at(0.01) } : {}),
  }
}

/**
 * `count` orders placed over the year before `now`, their states drawn from `statuses` (shares of one); `seed`
 * starts the draw, so a benchmark that needs two sets draws them apart.
 */
export function generatedOrders(count, { now = GENERATED_NOW, statuses = STATUSES, seed = 7 } = {}) {
  const next = random(seed)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const status = () => {
    let roll = next()
    for (const [name, share] of statuses) if ((roll -= share) < 0) return name
    return statuses[0][0]
  }
  const ids = new Set()
  const orders = []
  while (orders.length < count) {
    const id = orderId(next)
    if (ids.has(id)) continue
    ids.add(id)
    const created = now - Math.floor(next() * 365 * DAY)
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({ ...pick(LINES), quantity: 1 + Math.floor(next() * 2) }))
    const state = status()
    const name = pick(NAMES)
    const city = pick(CITIES)
    const email = `${name.toLowerCase().replace(' ', '.')}${orders.length % 97}@example.com`
    orders.push(storedOrder({ id, created, state, lines, name, city, email }))
  }
  return orders
}

/** A value in Firestore's REST encoding; the `…At` fields of the order itself as timestamps, as the order code stores them. */
function encode(value) {
  if (value === null) return { nullValue: null }
  if (typeof value === 'string') return { stringValue: value }
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value }
  if (typeof value === 'boolean') return { booleanValue: value }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } }
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, field]) => [key, encode(field)])) } }
}
const fieldsOf = (data) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key.endsWith('At') ? { timestampValue: value } : encode(value)]))

/**
 * Commits of this many writes seed 100,000 orders: the mock takes more than Firestore's 500 a commit, and after each
 * commit the demo saves its whole state as JSON (which localStorage then refuses at this size), so fewer commits
 * spend less of the benchmark's time on that. What is measured starts after the seeding.
 */
export const LARGE_BATCH = 20_000

/** Commits writing `documents` (a Map of id to data) into `collection`, `batch` a commit, as request bodies. */
export function commitBodies(collection, documents, batch = 500) {
  const entries = [...documents]
  return Array.from({ length: Math.ceil(entries.length / batch) }, (_, index) =>
    JSON.stringify({
      writes: entries
        .slice(index * batch, (index + 1) * batch)
        .map(([id, data]) => ({ update: { name: `projects/${PROJECT}/databases/(default)/documents/${collection}/${id}`, fields: fieldsOf(data) } })),
    }),
  )
}

/** Sends the commits from the page to the demo's mock Firestore as the admin caller, one after the other. */
async function seed(page, bodies) {
  for (const body of bodies) {
    await page.evaluate(
      async ({ body, project }) => {
        const response = await window.fetch(`https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents:commit`, {
          method: 'POST',
          headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
          body,
        })
        if (!response.ok) throw new Error(`commit answered ${response.status}: ${await response.text()}`)
      },
      { body, project: PROJECT },
    )
  }
}

/** Opens a fresh page of the back office on a short list (which starts the mock backend) and seeds it. */
export async function seededPage(context, url, bodies) {
  const page = await context.newPage()
  await page.goto(`${url}/admin?status=cancelled`, { waitUntil: 'load' })
  await page.getByRole('heading', { level: 2, name: 'Cancelled: newest first' }).waitFor({ timeout: 60_000 })
  const started = performance.now()
  await seed(page, bodies)
  console.error(`  seeded ${bodies.length} commits in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  // What the seeding left behind (the commits' bodies, their JSON, the documents they replaced) is collected now, as a
  // page that has been open a while has long done, rather than by the first garbage collection of the timed press.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.detach()
  await codeSettled(page)
  return page
}

/**
 * Waits until the page has fetched no file for half a second: what a back-office page fetches once idle (the other
 * pages' code, the demo's /api) is in, as it is long before an owner's first press. Its data requests do not count.
 */
export async function codeSettled(page) {
  await page.waitForFunction(
    () => {
      const files = performance.getEntriesByType('resource').filter((entry) => !['fetch', 'xmlhttprequest', 'beacon'].includes(entry.initiatorType)).length
      const seen = (globalThis.__benchFiles ??= { files, at: performance.now() })
      if (files !== seen.files) Object.assign(seen, { files, at: performance.now() })
      return performance.now() - seen.at > 500
    },
    null,
    { polling: 100, timeout: 20_000 },
  )
}

export async function signIn(page, url) {
  await page.goto(`${url}/signin`, { waitUntil: 'load' })
  // The prerendered form is a plain HTML form until the app takes over: a press before then would post it natively.
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 })
  const form = page.getByRole('region', { name: 'I already have an account' })
  await form.getByLabel('Email').fill(OWNER.email)
  await form.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await form.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor({ timeout: 30_000 })
}

/**
 * Firestore's bill for one REST answer: a document of runQuery, batchGet or get is one read; an aggregation reads
 * one per 1,000 index entries it matched, at least one (for a count, the count is the entries it matched).
 */
function readsOf(body) {
  const entries = Array.isArray(body) ? body : body ? [body] : []
  let reads = 0
  for (const entry of entries) {
    if (entry.document || entry.found || entry.fields) reads += 1
    else if (entry.result?.aggregateFields) {
      const counts = Object.values(entry.result.aggregateFields).map((value) => Number(value.integerValue ?? 0))
      reads += Math.max(1, ...counts.map((count) => Math.ceil(count / 1000)))
    }
  }
  return reads
}

/**
 * An init script (its source is given to the page; `readsOf` comes along as text): while `__benchReads.counting`,
 * adds up the reads of every Firestore answer the page receives, and those the demo's /api says each of its answers
 * read (its X-Documents-Read header: mocks/api/billed-reads.ts).
 */
export const countReadsInPage = `(() => {
  const readsOf = ${readsOf.toString()}
  const bench = (globalThis.__benchReads = { counting: false, reads: 0 })
  const fetch = window.fetch.bind(window)
  window.fetch = async (...args) => {
    const response = await fetch(...args)
    const url = String(args[0] instanceof Request ? args[0].url : args[0])
    if (bench.counting && url.includes('firestore.googleapis.com')) {
      const body = await response.clone().json().catch(() => null)
      bench.reads += readsOf(body)
    } else if (bench.counting && new URL(url, location.href).pathname.startsWith('/api/')) {
      bench.reads += Number(response.headers.get('X-Documents-Read') ?? 0)
    }
    return response
  }
})()`
