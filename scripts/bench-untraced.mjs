// The longest task of a first visit with no DevTools client attached to the page. Chromium records its own trace
// from start-up (--trace-startup) into a file; nothing speaks the DevTools protocol to it. Some costs exist only
// while a client has a domain on: with the Runtime domain, V8 collects source positions for every Error's stack,
// which re-parses the function around it. Lighthouse and Playwright both attach one, so their tasks include such
// costs, and a task that is long only there shows up as long there and short here.
// CPU throttling is a DevTools command, so this load runs unthrottled: compare it with an unthrottled trace taken
// under DevTools (the Lighthouse run's), not with the 4x column.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { longestTask } from './bench-trace.mjs'

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing']

function readTrace(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).traceEvents
  } catch {
    return undefined // not written yet, or not whole yet
  }
}

/**
 * Loads `url` in a new headless Chromium with a new profile, tracing for `seconds` from start-up (long enough for
 * the load and the seconds after it), and returns the longest task of the page's main thread in ms.
 */
export async function untracedLongestTask(url, { chromePath, flags, seconds, viewport }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-untraced-'))
  const file = join(dir, 'trace.json')
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      ...flags,
      `--user-data-dir=${join(dir, 'profile')}`,
      `--window-size=${viewport.width},${viewport.height}`,
      `--trace-startup=${CATEGORIES.join(',')}`,
      `--trace-startup-file=${file}`,
      '--trace-startup-format=json',
      `--trace-startup-duration=${seconds}`,
      url,
    ],
    // Its own process group, so that the browser's helper processes can be waited for too.
    { stdio: 'ignore', detached: true },
  )
  try {
    // Chromium writes the file once tracing stops; its start-up on a busy machine takes seconds of its own.
    for (let waited = 0; waited < (seconds + 60) * 1000; waited += 250) {
      await sleep(250)
      const events = readTrace(file)
      if (events) return longestTask(events)
      if (chrome.exitCode !== null || chrome.signalCode !== null) break
    }
    throw new Error(`Chromium wrote no trace of ${url}`)
  } finally {
    await stop(chrome)
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch (error) {
      console.error(`left ${dir} behind: ${error.message}`)
    }
  }
}

const isAlive = (group) => {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** Ends the browser and every process of its group, and waits until they are gone (they write into the profile). */
async function stop(chrome) {
  if (!isAlive(chrome.pid)) return
  process.kill(-chrome.pid, 'SIGTERM')
  for (let waited = 0; waited < 10_000 && isAlive(chrome.pid); waited += 100) await sleep(100)
  if (isAlive(chrome.pid)) process.kill(-chrome.pid, 'SIGKILL')
  for (let waited = 0; waited < 5_000 && isAlive(chrome.pid); waited += 100) await sleep(100)
}
