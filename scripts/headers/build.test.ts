import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkBuild, pagePath, writeHeaders } from './build'
import { writeDeployConfig } from './deploy-config'
import { hashSource, parsePolicy } from './csp'
import { FIREBASE_JSON, headersFor, isPageRule, pagePolicy, readHosting } from './hosting'

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
    expect(writeHeaders(outDir, {}, firebaseJson)).toEqual(['script-src', 'script-src of 1 pages'])
    expect(checkBuild(outDir, {}, firebaseJson)).toEqual([])
    const scriptSrc = parsePolicy(pagePolicy(readHosting(firebaseJson))).get('script-src')
    expect(scriptSrc).toEqual(["'self'", 'https://apis.google.com', hashSource('load()'), hashSource('keep()')])
    expect(writeHeaders(outDir, {}, firebaseJson)).toEqual([])
  })

  it("gives a page whose scripts differ from index.html's a rule of its own, after the others; any other path gets index.html's", () => {
    writeFileSync(join(outDir, 'shop/bags.html'), '<script>keep()</script><script data-tsr-stream-part="">$_TSR.router={bags:1}</script>')
    writeFileSync(join(outDir, 'contact.html'), '<script type="module" data-entry="/assets/i.js">load()</script><script>keep()</script>')
    expect(checkBuild(outDir, {}, firebaseJson)).toContain(
      `script-src ${hashSource('$_TSR.router={bags:1}')} (an inline script of shop/bags.html: $_TSR.router={bags:1}…)`,
    )
    writeHeaders(outDir, {}, firebaseJson)
    expect(checkBuild(outDir, {}, firebaseJson)).toEqual([])
    const hosting = readHosting(firebaseJson)
    expect(hosting.headers?.filter(isPageRule).map((rule) => rule.source)).toEqual(['/shop/bags'])
    expect(hosting.headers?.at(-1)?.source).toBe('/shop/bags')
    const scriptSrc = (path: string) => parsePolicy(headersFor(hosting, path).get('Content-Security-Policy') ?? '').get('script-src')
    expect(scriptSrc('/shop/bags')).toEqual(["'self'", 'https://apis.google.com', hashSource('keep()'), hashSource('$_TSR.router={bags:1}')])
    for (const path of ['/', '/contact', '/shop/new', '/shop/bags/', '/assets/x.js']) expect(scriptSrc(path), path).toEqual(scriptSrc('/'))
    // The page's policy is the general one but for its scripts.
    const { 'script-src': _, ...bags } = Object.fromEntries(parsePolicy(headersFor(hosting, '/shop/bags').get('Content-Security-Policy') ?? ''))
    const { 'script-src': __, ...general } = Object.fromEntries(parsePolicy(pagePolicy(hosting)))
    expect(bags).toEqual(general)
    // A page whose scripts change gets a new rule, and one that is gone loses its own.
    rmSync(join(outDir, 'shop/bags.html'))
    expect(writeHeaders(outDir, {}, firebaseJson)).toEqual(['script-src of 0 pages'])
    expect(readHosting(firebaseJson).headers?.filter(isPageRule)).toEqual([])
  })

  it('names the path a page is served at, as Hosting finds it with cleanUrls', () => {
    expect(['index.html', 'contact.html', 'shop/bags.html', 'shop/bags/tote.html', 'docs/index.html'].map(pagePath)).toEqual([
      '/',
      '/contact',
      '/shop/bags',
      '/shop/bags/tote',
      '/docs',
    ])
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

  it("gives the deploy firebase.json with the build's hashes in a file of its own, and leaves firebase.json as it is", () => {
    writeFileSync(join(outDir, 'shop/bags.html'), '<script>keep()</script><script>$_TSR.router={bags:1}</script>')
    const deployed = join(dir, 'firebase.deploy.json')
    writeDeployConfig(outDir, PROJECT, deployed, firebaseJson)
    expect(checkBuild(outDir, PROJECT, deployed)).toEqual([])
    expect(
      readHosting(deployed)
        .headers?.filter(isPageRule)
        .map((rule) => rule.source),
    ).toEqual(['/shop/bags'])
    expect(readFileSync(firebaseJson, 'utf8')).toBe(readFileSync(FIREBASE_JSON, 'utf8'))
  })

  it('stops at a malformed configuration, as the app does', () => {
    expect(() => checkBuild(outDir, { VITE_FIREBASE_API_KEY: 'AIzaSyTest0000' }, firebaseJson)).toThrow('Incomplete Firebase configuration')
  })
})
