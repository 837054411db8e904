// What `npm test` does about what it needs from outside npm: Chromium installed where it may be, else one sentence
// at once; the contract tests' reason when the Firebase CLI could not be had.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { CHROMIUM_MISSING, chromiumPlan } from './test-needs.mjs'

const PACKAGE_PATH = '/usr/bin/chromium-headless-shell'

const plan = chromiumPlan as (machine: { present: boolean; root: boolean; aptGet: boolean; path?: string }) => string
const missing = CHROMIUM_MISSING as (path: string) => string

describe('what npm test does about Chromium', () => {
  it('uses the one that is there', () => {
    expect(plan({ present: true, root: false, aptGet: false })).toBe('present')
  })

  it("installs Debian's package as root with apt-get", () => {
    expect(plan({ present: false, root: true, aptGet: true, path: PACKAGE_PATH })).toBe('install')
  })

  it('names the one command for a user who may not install it, or a machine without apt-get', () => {
    const sentence = missing(PACKAGE_PATH)
    expect(plan({ present: false, root: false, aptGet: true, path: PACKAGE_PATH })).toBe(sentence)
    expect(plan({ present: false, root: true, aptGet: false, path: PACKAGE_PATH })).toBe(sentence)
    expect(sentence).toContain('sudo apt-get install -y chromium-headless-shell')
    expect(sentence.split(/(?<=\.)\s/)).toHaveLength(1)
  })

  it('never installs over a CHROMIUM_PATH of its own: that path is the developer’s to fill', () => {
    expect(plan({ present: false, root: true, aptGet: true, path: '/opt/chromium/chrome' })).toBe(missing('/opt/chromium/chrome'))
  })

  it('stops `npm test` at once with that sentence alone, before any test or check starts', () => {
    const started = Date.now()
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', CI: '' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe(missing('/nonexistent/chromium'))
    expect(run.stdout).toBe('')
    expect(Date.now() - started).toBeLessThan(30_000)
  })
})
