import { describe, expect, it } from 'vitest'
import { hostingForPages } from './build'
import { parsePolicy } from './csp'
import { headersFor, isPageRule, pagePolicy, readHosting, rewriteFor, type HostingConfig } from './hosting'

// Pages as a build makes them: the same inline scripts on each, and the router's state script of each page.
const PAGES = {
  'index.html': '<script>keep()</script><script type="module" data-entry="/assets/i.js">load()</script>',
  'shop/bags.html': '<script>keep()</script><script>$_TSR.router={bags:1}</script><script type="module" data-entry="/assets/i.js">load()</script>',
}
/** firebase.json's rules as a build is served and deployed with them (scripts/headers/build.ts). */
const hosting = hostingForPages(readHosting(), PAGES, {})

describe('firebase.json as committed', () => {
  it('holds no script hashes and no rule of a page: the build served or deployed gives them', () => {
    const committed = readHosting()
    expect(committed.headers?.filter(isPageRule)).toEqual([])
    expect(JSON.stringify(committed)).not.toMatch(/sha256-/)
    expect(parsePolicy(pagePolicy(committed)).get('script-src')).toEqual(["'self'", 'https://apis.google.com'])
  })
})

describe("firebase.json's Hosting rules, with a build's pages", () => {
  it('send the security headers with every response, and revalidate everything but the hashed assets', () => {
    for (const path of ['/', '/shop/bags', '/signin', '/mockServiceWorker.js', '/images/bags.webp', '/assets/index-abc.js']) {
      const headers = headersFor(hosting, path)
      expect([...headers.keys()], path).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cache-Control'])
      expect(headers.get('Cache-Control'), path).toBe(path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
  })

  it('rewrite every path to the app but the hashed assets: a missing one is a 404', () => {
    expect(rewriteFor(hosting, '/shop/new-collection')).toBe('/index.html')
    expect(rewriteFor(hosting, '/images/missing.webp')).toBe('/index.html')
    expect(rewriteFor(hosting, '/assets/index-missing.js')).toBeUndefined()
  })

  it('lock the pages down: no inline script but the hashed ones, nothing framed but the auth domain, no framing', () => {
    const policy = pagePolicy(hosting)
    expect(policy).toMatch(/script-src 'self' https:\/\/apis\.google\.com( 'sha256-[\w+/]+=*')+;/)
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
  })

  it('refuse two rules that set one header for the same path, since Hosting does not say which one wins', () => {
    const overlapping: HostingConfig = {
      public: 'dist',
      headers: [
        { source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
        { source: '/assets/**', headers: [{ key: 'cache-control', value: 'immutable' }] },
      ],
    }
    expect(headersFor(overlapping, '/')).toEqual(new Map([['Cache-Control', 'no-cache']]))
    expect(() => headersFor(overlapping, '/assets/a.js')).toThrow('firebase.json sets cache-control twice for /assets/a.js')
  })

  it("let a page's own rule, for its exact path after the others, replace their value, as Hosting applies rules in order", () => {
    const csp = (value: string) => ({ key: 'Content-Security-Policy', value })
    const pages: HostingConfig = {
      public: 'dist',
      headers: [
        { source: '**', headers: [csp('general'), { key: 'X-Content-Type-Options', value: 'nosniff' }] },
        { source: '/shop/bags', headers: [csp('bags')] },
      ],
    }
    expect(headersFor(pages, '/shop/bags')).toEqual(
      new Map([
        ['Content-Security-Policy', 'bags'],
        ['X-Content-Type-Options', 'nosniff'],
      ]),
    )
    for (const path of ['/', '/shop/bags/', '/shop/bags/tote', '/shop/bagsx'])
      expect(headersFor(pages, path).get('Content-Security-Policy'), path).toBe('general')
    expect(() => headersFor({ ...pages, headers: [...pages.headers!, { source: '/shop/bags', headers: [csp('again')] }] }, '/shop/bags')).toThrow(
      'firebase.json sets Content-Security-Policy twice for /shop/bags',
    )
    expect(() => headersFor({ ...pages, headers: [...pages.headers!, { source: '/shop/*', headers: [csp('glob')] }] }, '/shop/bags')).toThrow(
      'firebase.json sets Content-Security-Policy twice for /shop/bags',
    )
  })

  it('give every prerendered page that has a rule of its own the general policy but for its scripts', () => {
    const general = Object.fromEntries(parsePolicy(pagePolicy(hosting)))
    const pageRules = hosting.headers?.filter(isPageRule) ?? []
    expect(pageRules.length).toBeGreaterThan(0)
    for (const { source } of pageRules) {
      const own = Object.fromEntries(parsePolicy(headersFor(hosting, source).get('Content-Security-Policy') ?? ''))
      expect({ ...own, 'script-src': [] }, source).toEqual({ ...general, 'script-src': [] })
      expect(own['script-src']?.slice(0, 2), source).toEqual(["'self'", 'https://apis.google.com'])
    }
  })
})
