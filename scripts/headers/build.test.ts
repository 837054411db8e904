import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkBuild, writeHeaders } from './build'
import { hashSource, parsePolicy } from './csp'
import { FIREBASE_JSON, pagePolicy, readHosting } from './hosting'

let dir: string
let outDir: string
let firebaseJson: string
const PROJECT = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTest0000',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop.example.com',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'headers-'))
  outDir = join(dir, 'dist')
  mkdirSync(join(outDir, 'shop'), { recursive: true })
  writeFileSync(join(outDir, 'index.html'), '<script type="module" data-entry="/assets/i.js">load()</script><script>keep()</script>')
  writeFileSync(join(outDir, 'shop/bags.html'), '<script>keep()</script><script type="application/json">{}</script>')
  firebaseJson = join(dir, 'firebase.json')
  writeFileSync(firebaseJson, readFileSync(FIREBASE_JSON))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("a build held against firebase.json's policy", () => {
  it('fails with what is missing, and `npm run headers` writes exactly that, replacing the old hashes', () => {
    expect(checkBuild(outDir, {}, firebaseJson)).toEqual([
      `script-src ${hashSource('load()')} (an inline script of index.html: load()…)`,
      `script-src ${hashSource('keep()')} (an inline script of index.html: keep()…)`,
    ])
    expect(writeHeaders(outDir, {}, firebaseJson)).toEqual(['script-src'])
    expect(checkBuild(outDir, {}, firebaseJson)).toEqual([])
    const scriptSrc = parsePolicy(pagePolicy(readHosting(firebaseJson))).get('script-src')
    expect(scriptSrc).toEqual(["'self'", 'https://apis.google.com', hashSource('load()'), hashSource('keep()')])
    expect(writeHeaders(outDir, {}, firebaseJson)).toEqual([])
  })

  it('names a custom auth domain, which `npm run headers` adds to frame-src; the rest of firebase.json is kept', () => {
    writeHeaders(outDir, {}, firebaseJson)
    expect(checkBuild(outDir, PROJECT, firebaseJson)).toEqual(['frame-src https://shop.example.com'])
    expect(writeHeaders(outDir, PROJECT, firebaseJson)).toEqual(['frame-src'])
    expect(checkBuild(outDir, PROJECT, firebaseJson)).toEqual([])
    const written = JSON.parse(readFileSync(firebaseJson, 'utf8'))
    const original = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'))
    expect({ ...written, hosting: { ...written.hosting, headers: [] } }).toEqual({ ...original, hosting: { ...original.hosting, headers: [] } })
    expect(parsePolicy(pagePolicy(readHosting(firebaseJson))).get('frame-src')).toEqual(['https://*.firebaseapp.com', 'https://shop.example.com'])
  })

  it('stops at a malformed configuration, as the app does', () => {
    expect(() => checkBuild(outDir, { VITE_FIREBASE_API_KEY: 'AIzaSyTest0000' }, firebaseJson)).toThrow('Incomplete Firebase configuration')
  })
})
