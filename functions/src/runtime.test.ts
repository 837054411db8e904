// The functions' Node.js: firebase.json's runtime (what Cloud Functions deploys on) and functions/package.json's
// engines name the same major version, and the functions' tests run on it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const json = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
const { functions } = json('../../firebase.json') as { functions: { source: string; runtime: string }[] }
const { engines } = json('../package.json') as { engines: { node: string } }

describe('the functions runtime', () => {
  it('is Node.js 22 in firebase.json and in the functions package engines', () => {
    expect(functions.map((codebase) => codebase.runtime)).toEqual(['nodejs22'])
    expect(engines.node).toBe('22')
  })

  it('is the Node these tests run on', () => {
    expect(`nodejs${process.versions.node.split('.')[0]}`).toBe(functions[0]!.runtime)
  })
})
