#!/usr/bin/env node
// Lighthouse performance (mobile, simulated throttling: Lighthouse's defaults) of every route of the production
// build, served by `vite preview`. Scores vary by several points from run to run on a busy machine, so each route
// runs several times and reports medians; it fails when a median is under 95 or any run shifts the layout.
//   npm run lighthouse                 demo build (mock backend), the one `npm start` serves
//   npm run lighthouse -- --no-build   reuse dist/
//   LIGHTHOUSE_RUNS=5 npm run lighthouse   runs per route (default 3)
// Needs Chromium: CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const ROUTES = ['/', '/shop', '/shop/bags', '/checkout', '/contact', '/signin']
const MIN_SCORE = 95
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs, 1 or more (got ${process.env.LIGHTHOUSE_RUNS})`)
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
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      // A new browser profile each time: every measurement is a first visit.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      })
      try {
        const { lhr } = await lighthouse(`${base}${route}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          FCP: audit('first-contentful-paint'),
          LCP: audit('largest-contentful-paint'),
          TBT: audit('total-blocking-time'),
          CLS: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
        })
      } finally {
        await chrome.kill()
      }
    }
    // The lower middle for an even number of runs: never the best run of two.
    const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]
    const score = median('score')
    const worstCls = Math.max(...runs.map((run) => run.CLS))
    rows.push({ route, median: score, runs: runs.map((run) => run.score).join('/'), FCP: Math.round(median('FCP')), LCP: Math.round(median('LCP')), TBT: Math.round(median('TBT')), 'worst CLS': Number(worstCls.toFixed(4)) })
    if (score < MIN_SCORE || worstCls > 0) failed = true
  }
} finally {
  server.kill()
}
console.table(rows)
if (failed) {
  console.error(`A route's median score was under ${MIN_SCORE}, or a run shifted the layout.`)
  process.exit(1)
}
