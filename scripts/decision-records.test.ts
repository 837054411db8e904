// The repository's words: decision records stay short enough to read at one sitting, and nothing points at an
// issue tracker's numbers, which a clone of the repository cannot read.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname
const decisions = join(root, 'docs/decisions')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(md|ts|tsx|mjs)$/.test(name) ? [path] : []
  })
}

describe('decision records', () => {
  it.each(readdirSync(decisions))('%s is shorter than 5 kB', (name) => {
    expect(statSync(join(decisions, name)).size).toBeLessThan(5000)
  })
})

it('names no issue numbers in docs, code or scripts', () => {
  const files = ['docs', 'src', 'scripts', 'mocks', 'functions/src', 'tests'].flatMap((dir) => filesUnder(join(root, dir)))
  const issue = /\bissues?\s+#?\d{3,}\b|(?<![\w&])#\d{3,}\b/i
  const named = files.filter((file) => issue.test(readFileSync(file, 'utf8').replace(/#[0-9a-f]{3,8}\b(?=['";,) ])/gi, ''))).map((file) => relative(root, file))
  expect(named).toEqual([])
})
