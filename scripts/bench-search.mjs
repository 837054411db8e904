// The search benchmark of `npm run bench` (see bench.mjs): a generated catalog of 5,000 items served as the
// Firestore REST answer to a build configured for a real project, and a shopper typing into the header's search
// field under 4x CPU throttling. It reports the time to build the index (the app's `search-index` performance
// measure), p50/p95 of the time from a keystroke to the suggestions for it on screen (the listbox's `data-query`
// matches the field, in the next animation frame), and the longest task while the index builds and while typing;
// and, for comparison, the same keystrokes into a plain input outside the app (the floor: what any keystroke costs).

/* global addEventListener, document, HTMLInputElement, MutationObserver, requestAnimationFrame -- page.addInitScript runs in the page */
import { loadavg } from 'node:os'
import { percentile } from './bench-bar.mjs'

/** Deterministic pseudo-random numbers (a linear congruential generator): every run gets the same catalog. */
function random(seed) {
  let state = seed
  return () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296
}

const ADJECTIVES = [
  'Classic',
  'Everyday',
  'Slim',
  'Relaxed',
  'Heavyweight',
  'Lightweight',
  'Packable',
  'Quilted',
  'Waxed',
  'Ribbed',
  'Organic',
  'Vintage',
  'Urban',
  'Coastal',
  'Alpine',
  'Tailored',
  'Cropped',
  'Oversized',
  'Waterproof',
  'Insulated',
]
const MATERIALS = [
  'Canvas',
  'Leather',
  'Wool',
  'Merino',
  'Cotton',
  'Linen',
  'Denim',
  'Cashmere',
  'Suede',
  'Nylon',
  'Fleece',
  'Corduroy',
  'Silk',
  'Tweed',
  'Jersey',
]
const NOUNS = [
  'Backpack',
  'Tote',
  'Duffel',
  'Messenger Bag',
  'T-Shirt',
  'Shirt',
  'Hoodie',
  'Sweater',
  'Jacket',
  'Overcoat',
  'Jeans',
  'Chinos',
  'Shorts',
  'Skirt',
  'Dress',
  'Cap',
  'Beanie',
  'Scarf',
  'Gloves',
  'Belt',
  'Wallet',
  'Sneakers',
  'Boots',
  'Socks',
  'Blazer',
  'Vest',
  'Parka',
  'Cardigan',
  'Polo',
  'Sandals',
]
/** Each noun's category and keywords, as the demo catalog gives them. */
const KINDS = {
  bags: ['Backpack', 'Tote', 'Duffel', 'Messenger Bag'],
  tops: ['T-Shirt', 'Shirt', 'Hoodie', 'Polo'],
  knitwear: ['Sweater', 'Cardigan', 'Scarf', 'Beanie'],
  outerwear: ['Jacket', 'Overcoat', 'Blazer', 'Vest', 'Parka'],
  bottoms: ['Jeans', 'Chinos', 'Shorts', 'Skirt'],
  dresses: ['Dress'],
  headwear: ['Cap'],
  accessories: ['Gloves', 'Belt', 'Wallet', 'Socks'],
  footwear: ['Sneakers', 'Boots', 'Sandals'],
}
const KEYWORDS = {
  bags: ['bag', 'carryall'],
  tops: ['top', 'tee'],
  knitwear: ['jumper', 'knit', 'winter'],
  outerwear: ['coat', 'jacket'],
  bottoms: ['trousers', 'pants'],
  dresses: ['women', 'summer dress'],
  headwear: ['hat', 'cap'],
  accessories: ['gift'],
  footwear: ['shoes', 'sneakers', 'boots'],
}
const categoryOf = (noun) => Object.keys(KINDS).find((kind) => KINDS[kind].includes(noun))
const COLOURS = ['Navy', 'Charcoal', 'Coral', 'Olive', 'Sky', 'Rose', 'Forest', 'Camel', 'Burgundy', 'Mustard', 'Teal', 'Rust', 'Black', 'Ivory', 'Sand']
const PHRASES = [
  'made to last',
  'for the city and the trail',
  'with a soft brushed finish',
  'cut for an easy fit',
  'with reinforced seams',
  'that packs down small',
  'in a garment-dyed colour',
  'for cold mornings',
  'with a zip pocket for your phone',
  'that ages well',
  'with recycled trims',
  'for everyday carry',
]
const COLLECTIONS = ['Bags', 'Apparel', 'Accessories', 'City', 'Adventure', 'Footwear', 'Outerwear', 'Knitwear', 'Basics', 'Travel']

/** `count` items in ten collections, shaped as mocks/data/catalog.json is. */
export function generatedCatalog(count = 5000) {
  const next = random(42)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const collections = COLLECTIONS.map((title, index) => ({ id: String(index + 1), title, items: [] }))
  for (let id = 1; id <= count; id++) {
    const noun = pick(NOUNS)
    const material = pick(MATERIALS)
    const name = `${pick(ADJECTIVES)} ${material} ${noun} ${id}`
    const colors = [...new Set(Array.from({ length: Math.floor(next() * 4) }, () => pick(COLOURS)))].map((colour) => ({
      id: colour.toLowerCase(),
      name: colour,
    }))
    const sizes = next() < 0.5 ? ['XS', 'S', 'M', 'L', 'XL'] : undefined
    const item = {
      id,
      name,
      imageUrl: '/images/items/market-canvas-tote.webp',
      price: Math.round(next() * 30000) / 100,
      description: `A ${material.toLowerCase()} ${noun.toLowerCase()} ${pick(PHRASES)}, ${pick(PHRASES)}.`,
      category: categoryOf(noun),
      keywords: KEYWORDS[categoryOf(noun)],
      ...(sizes ? { sizes } : {}),
      ...(colors.length ? { colors } : {}),
    }
    collections[id % collections.length].items.push(item)
  }
  return collections
}

function encode(value) {
  if (typeof value === 'string') return { stringValue: value }
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value }
  if (typeof value === 'boolean') return { booleanValue: value }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } }
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, field]) => [key, encode(field)])) } }
}

/** Firestore's REST answer to the app's runQuery on `collections` (https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/runQuery). */
function runQueryAnswer(project, catalog) {
  const time = new Date().toISOString()
  return catalog.map(({ id, ...fields }) => ({
    document: {
      name: `projects/${project}/databases/(default)/documents/collections/${id}`,
      fields: encode(fields).mapValue.fields,
      createTime: time,
      updateTime: time,
    },
    readTime: time,
  }))
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' }
/** What the shopper types; each word is typed into an empty field. */
const QUERIES = ['bakpack', 'tshirt', 'wool coat', 'navy linen', 'leather bag', 'canvas tote', 'merino sweater', 'hiking boots']
const KEY_DELAY_MS = 150

/** Runs the benchmark on `url` (a build configured for project `project`) in `browser` (playwright-core). */
export async function benchSearch(browser, { url, project, throttling = 4, items = 5000 }) {
  const body = JSON.stringify(runQueryAnswer(project, generatedCatalog(items)))
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  await context.route(/firestore\.googleapis\.com\/.*documents:runQuery/, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body }),
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
  await page.addInitScript(() => {
    const bench = (globalThis.__searchBench = { tasks: [], latencies: [], values: [], floor: [], pending: new Map() })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
    // A keystroke's time (the keydown event's), kept under the value it gives the field; when the listbox says it
    // shows the suggestions for that value, the next frame ends the measurement.
    let keyAt = 0
    addEventListener('keydown', (event) => (keyAt = event.timeStamp), true)
    addEventListener(
      'input',
      (event) => {
        if (!(event.target instanceof HTMLInputElement)) return
        if (event.target.getAttribute('role') === 'combobox') bench.pending.set(event.target.value, keyAt)
        // The floor: the same keystroke into a plain field the app does not know, to the next frame.
        const start = keyAt
        if (event.target.id === 'bench-floor' && event.target.value) requestAnimationFrame(() => bench.floor.push(performance.now() - start))
      },
      true,
    )
    const check = () => {
      const field = document.querySelector('[role="search"] [role="combobox"]')
      const listbox = field && document.getElementById(field.getAttribute('aria-controls') ?? '')
      const value = field?.value
      if (!listbox || !value || listbox.dataset.query !== value || !bench.pending.has(value)) return
      const start = bench.pending.get(value)
      bench.pending.delete(value)
      requestAnimationFrame(() => bench.latencies.push(performance.now() - start) && bench.values.push(value))
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-query'] })
  })
  await page.goto(`${url}/`, { waitUntil: 'load' })
  await page.locator('html[data-live]').waitFor({ state: 'attached' })
  const field = page.getByRole('search').getByRole('combobox', { name: 'Search' })
  const focusedAt = await page.evaluate(() => performance.now())
  await field.focus()
  await page.waitForFunction(() => performance.getEntriesByName('search-index').length > 0, null, { timeout: 60_000 })
  const index = await page.evaluate(() => {
    const measure = performance.getEntriesByName('search-index')[0]
    return { build: measure.duration, end: measure.startTime + measure.duration }
  })
  // Every query twice: the first pass also compiles the code paths it takes.
  const typingFrom = await page.evaluate(() => performance.now())
  for (const query of [...QUERIES, ...QUERIES]) {
    await field.fill('')
    await page.keyboard.type(query, { delay: KEY_DELAY_MS })
    await page.waitForTimeout(300)
  }
  const typingTo = await page.evaluate(() => performance.now())
  // The same typing into a plain input outside the app: what any keystroke costs at this throttling.
  await page.evaluate(() => {
    const input = Object.assign(document.createElement('input'), { id: 'bench-floor', type: 'text' })
    document.body.append(input)
  })
  const floorField = page.locator('#bench-floor')
  for (const query of QUERIES) {
    await floorField.fill('')
    await page.keyboard.type(query, { delay: KEY_DELAY_MS })
  }
  const result = await page.evaluate(
    ({ focusedAt, indexEnd, typingFrom, typingTo }) => {
      const { tasks, latencies, values, floor } = globalThis.__searchBench
      const longest = (from, to) => Math.max(0, ...tasks.filter((task) => task.start >= from && task.start < to).map((task) => task.duration))
      return { latencies, values, floor, indexTask: longest(focusedAt, indexEnd), typingTask: longest(typingFrom, typingTo) }
    },
    { focusedAt, indexEnd: index.end, typingFrom, typingTo },
  )
  await context.close()
  const expected = 2 * QUERIES.join('').length
  return {
    items,
    'index build (ms)': Math.round(index.build),
    'longest task while indexing (ms)': Math.round(result.indexTask) || '<50',
    keystrokes: `${result.latencies.length}/${expected}`,
    'keystroke p50 (ms)': Math.round(percentile(result.latencies, 50)),
    'keystroke p95 (ms)': Math.round(percentile(result.latencies, 95)),
    'keystroke max (ms)': Math.round(Math.max(...result.latencies)),
    'longest task while typing (ms)': Math.round(result.typingTask) || '<50',
    'floor p50/p95 (ms)': `${Math.round(percentile(result.floor, 50))}/${Math.round(percentile(result.floor, 95))}`,
    // Another busy process on the same cores stretches every task: a load above the core count makes the run noise.
    'load (1 min)': Number(loadavg()[0].toFixed(1)),
  }
}
