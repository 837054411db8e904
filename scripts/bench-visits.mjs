// The two kinds of page load `npm run bench` makes through the DevTools protocol: a Lighthouse run, and a visit
// under CPU throttling in Playwright. Each is a first visit: a new browser profile or context, nothing stored.
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { cpuBlockingTime, longestTask, pageLayoutShift } from './bench-trace.mjs'

export const VIEWPORT = { width: 412, height: 823 }

/** One Lighthouse 12 run (performance, mobile, simulated throttling) in a new headless Chromium. */
export async function lighthouseRun(url, { chromePath, chromeFlags, throttling }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags] })
  try {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
    const traceEvents = artifacts.Trace?.traceEvents ?? []
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
      pageCls: pageLayoutShift(traceEvents),
      cpuBlocking: cpuBlockingTime(traceEvents, throttling),
      // Simulated throttling loads the page at the machine's own speed: an unthrottled task, under DevTools.
      longestTask: longestTask(traceEvents),
    }
  } finally {
    await chrome.kill()
  }
}

/** One first visit under CPU throttling: the longest task (ms, 0 when none passed 50 ms) and the scripts' gzip size. */
export async function throttledVisit(browser, url, { throttling, afterLoadMs }) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling })
  const scripts = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
  })
  await page.addInitScript(() => {
    const tasks = (globalThis.__longTasks = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(afterLoadMs)
  const tasks = await page.evaluate(() => globalThis.__longTasks)
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)
  await context.close()
  return { longest: Math.max(0, ...tasks), bytes }
}
