// The demo build's empty cookie jar stands in for MSW's: it must offer every method MSW calls on it, and MSW must
// still import its jar from the module the plugin replaces. This reads the installed package.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { COOKIE_STORE_METHODS, EMPTY_COOKIE_STORE } from './msw-without-cookie-jar'

const require = createRequire(import.meta.url)
const lib = join(dirname(require.resolve('msw/package.json')), 'lib')
const modules = readdirSync(lib, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(lib, file), 'utf8'))

describe("the demo build's empty cookie jar", () => {
  it('replaces the module MSW imports its jar from', () => {
    const importers = modules.filter((source) => /import\s*\{\s*cookieStore\s*\}\s*from\s*'[^']*\/cookieStore\.mjs'/.test(source))
    expect(importers.length).toBeGreaterThan(0)
  })

  it('has every method MSW calls on the jar', () => {
    const called = new Set(modules.flatMap((source) => [...source.matchAll(/\bcookieStore\.(\w+)\(/g)].map((match) => match[1])))
    expect([...called].sort()).toEqual([...COOKIE_STORE_METHODS].sort())
    for (const method of COOKIE_STORE_METHODS) expect(EMPTY_COOKIE_STORE).toContain(`${method}:`)
  })
})
