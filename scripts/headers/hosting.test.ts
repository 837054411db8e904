import { describe, expect, it } from 'vitest'
import { headersFor, pagePolicy, readHosting, rewriteFor, type HostingConfig } from './hosting'

const hosting = readHosting()

describe("firebase.json's Hosting rules", () => {
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
})
