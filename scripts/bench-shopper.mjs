// The signed-in shopper benchmark of `npm run bench` (see bench.mjs), on the demo build: what a shopper's live
// documents cost. A visitor's first visit never loads the full Firestore SDK; a signed-in shopper's visit does, after
// the first paint, to follow users/{uid} (and their orders) live. Each run signs up a new shopper in a fresh browser
// context, then opens `/` in a new page of that context (signed in, nothing else cached) under the usual CPU
// throttling, and records every script it fetches until a few seconds after the live code was asked for.
// The live code is the chunk of src/lib/firebase/live-documents.ts and the chunks it imports that the page had not
// loaded before it: their size gzipped, and the longest main-thread task from its request until then.

/* global window -- page.addInitScript and page.evaluate run in the page */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { median } from './bench-bar.mjs'

const LIVE_CHUNK = /^live-documents-[\w-]+\.js$/
/** How long after the live chunk was asked for its tasks are counted: its download, evaluation and first answer. */
const SETTLE_MS = 4000

/** The chunk names `file` imports statically, and theirs, from the build's own files. */
function staticImports(assets, file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(join(assets, file), 'utf8')
  for (const [, name] of code.matchAll(/(?:import|export)\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) staticImports(assets, name, seen)
  return seen
}

async function oneRun(browser, url, throttling) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const setup = await context.newPage()
  await setup.goto(`${url}/signin`, { waitUntil: 'load' })
  await setup.locator('html[data-live]').waitFor()
  const form = setup.getByRole('region', { name: 'I do not have an account' })
  await form.getByLabel('Display Name').fill('Bench Shopper')
  await form.getByLabel('Email').fill(`bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`)
  await form.getByLabel('Password', { exact: true }).fill('secret123')
  await form.getByLabel('Confirm Password').fill('secret123')
  await form.getByRole('button', { name: 'SIGN UP' }).click()
  await setup.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()
  await setup.close()

  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
  const scripts = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() })
  })
  await page.addInitScript(() => {
    const tasks = (window.__longTasks = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
  // Not until the network is idle: the live listener's long poll stays open.
  await page.goto(url, { waitUntil: 'load' })
  await page.getByRole('banner').getByRole('button', { name: 'SIGN OUT' }).waitFor()
  const deadline = Date.now() + 30_000
  while (!scripts.some((script) => LIVE_CHUNK.test(new URL(script.url).pathname.split('/').pop())) && Date.now() < deadline) await page.waitForTimeout(100)
  await page.waitForTimeout(SETTLE_MS)
  const tasks = await page.evaluate(() => window.__longTasks)
  await context.close()
  return { scripts, tasks }
}

/** `runs` signed-in visits to `/` of the demo build served at `url`, built into `outDir`. */
export async function benchShopper(browser, { url, outDir, throttling, runs = 3 }) {
  const assets = join(outDir, 'assets')
  const liveChunk = readdirSync(assets).find((name) => LIVE_CHUNK.test(name))
  if (!liveChunk) throw new Error(`no live-documents chunk in ${assets}`)
  const liveCode = staticImports(assets, liveChunk)
  const sizes = []
  const longest = []
  for (let run = 0; run < runs; run++) {
    const { scripts, tasks } = await oneRun(browser, url, throttling)
    const names = scripts.map((script) => ({ ...script, name: new URL(script.url).pathname.split('/').pop() }))
    const live = names.find((script) => script.name === liveChunk)
    if (!live) throw new Error('the signed-in visit did not load the live documents')
    const before = new Set(names.filter((script) => script.at < live.at).map((script) => script.name))
    const added = [...new Set(names.filter((script) => script.at >= live.at && liveCode.has(script.name) && !before.has(script.name)).map((s) => s.name))]
    sizes.push(added.reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0) / 1024)
    longest.push(Math.max(0, ...tasks.filter((task) => task.start + task.duration >= live.at).map((task) => task.duration)))
  }
  return {
    runs,
    'live documents JS (kB gz)': Number(median(sizes).toFixed(1)),
    'longest task while it loads, 4x (ms)': Math.round(median(longest)) || '<50',
  }
}
