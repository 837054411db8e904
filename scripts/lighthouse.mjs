#!/usr/bin/env node
// Lighthouse performance (mobile, simulated throttling: Lighthouse's defaults) of every route of the production
// build, served by `vite preview`. Fails when a route scores under 95 or shifts its layout at all (CLS > 0).
//   npm run lighthouse                 demo build (mock backend), the one `npm start` serves
//   npm run lighthouse -- --no-build   reuse dist/
// Needs Chromium: CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const ROUTES = ['/', '/shop', '/shop/bags', '/checkout', '/contact', '/signin']
const MIN_SCORE = 95
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
const root = new URL('..', import.meta.url).pathname
const vite = `${root}node_modules/vite/bin/vite.js`

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawn(process.execPath, [vite, 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' })
const base = `http://127.0.0.1:${PORT}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(base)).ok) break
  } catch {
    if (i > 100) throw new Error('vite preview did not start')
  }
  await sleep(100)
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
let failed = false
const rows = []
try {
  for (const route of ROUTES) {
    const scores = []
    let last
    for (let run = 0; run < RUNS; run++) {
      // A new browser profile each time: every measurement is a first visit.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      })
      try {
        const result = await lighthouse(`${base}${route}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
        last = result.lhr
        scores.push(Math.round((last.categories.performance.score ?? 0) * 100))
      } finally {
        await chrome.kill()
      }
    }
    const audit = (id) => last.audits[id]?.numericValue ?? NaN
    const score = Math.min(...scores)
    const cls = audit('cumulative-layout-shift')
    rows.push({ route, score, runs: scores.join('/'), FCP: Math.round(audit('first-contentful-paint')), LCP: Math.round(audit('largest-contentful-paint')), TBT: Math.round(audit('total-blocking-time')), CLS: Number(cls.toFixed(4)) })
    if (score < MIN_SCORE || cls > 0) failed = true
  }
} finally {
  server.kill()
}
console.table(rows)
if (failed) {
  console.error(`A route scored under ${MIN_SCORE} or had a layout shift.`)
  process.exit(1)
}
