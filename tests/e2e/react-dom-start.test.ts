// Where react-dom's client module starts, read from the real-project build (decision record 003, "Start-up
// tasks"). Its body creates Error objects as it runs; while a DevTools client has the Runtime domain on (Lighthouse,
// Playwright), V8 then collects source positions for every function on the stack, re-parsing each whole. The body
// itself cannot be made smaller; the function that requires it can: a chunk of one line, imported with import() so
// that the body runs in a task of its own, not within the entry chunk's top level and the start of every module.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { BUILD_DIRS } from './global-setup'

const dir = join(new URL('../..', import.meta.url).pathname, BUILD_DIRS.project)

function chunks() {
  const assets = join(dir, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(assets, file), 'utf8') }))
}

it("requires react-dom's client module only from a one-line chunk that the entry imports with import()", () => {
  const all = chunks()
  const entry = /data-entry="\/assets\/([^"]+)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1]
  expect(all.map((chunk) => chunk.file)).toContain(entry)
  // react-dom's own body defines `exports.hydrateRoot`; the module that requires the body reads it from what the
  // require returns (the entry takes it from the import() below by destructuring).
  const body = all.filter((chunk) => /\.hydrateRoot\s*=\s*function/.test(chunk.code))
  expect(body).toHaveLength(1)
  const readers = all.filter((chunk) => chunk !== body[0] && /[\w$]\.hydrateRoot\b/.test(chunk.code))
  expect(readers.map((chunk) => chunk.file)).toHaveLength(1)
  const [reader] = readers
  expect(reader!.file).not.toBe(entry)
  expect(reader!.code.length).toBeLessThan(1024)
  const file = reader!.file.replace(/[.$]/g, '\\$&')
  expect(all.find((chunk) => chunk.file === entry)!.code).toMatch(new RegExp(`import\\(\\s*["'\`]\\./${file}["'\`]\\s*\\)`))
  // A static import would run it, and react-dom's body with it, in the task that runs the entry's modules.
  for (const chunk of all) expect(chunk.code, chunk.file).not.toMatch(new RegExp(`from\\s*["'\`]\\./${file}["'\`]`))
})
