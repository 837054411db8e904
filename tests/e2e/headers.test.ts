// `npm start`'s server (vite preview with scripts/headers/preview.ts, as global-setup serves the builds) sends
// the headers `npm run deploy` deploys (firebase.json with the build's script hashes), as Firebase Hosting would,
// and a 404 for a missing asset instead of the app's page.
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { describe, expect, inject, it } from 'vitest'
import { hostingForBuild } from '../../scripts/headers/build'
import { headersFor } from '../../scripts/headers/hosting'
import { BUILD_DIRS } from './global-setup'
import { newShopper, openPage, takeCspViolations, useBrowser } from './browser'

const baseURL = inject('demoURL')
const root = new URL('../..', import.meta.url).pathname
const hosting = hostingForBuild(join(root, BUILD_DIRS.demo), loadEnv('production', root, 'VITE_'))
const browser = useBrowser()

async function get(path: string): Promise<Response> {
  return fetch(new URL(path, baseURL), { headers: { Accept: '*/*' } })
}

describe('the preview server sends the Hosting headers', () => {
  it('on every page, the policy locks the page down and allows no inline script but the hashed ones', async () => {
    for (const path of ['/', '/shop/bags', '/signin', '/nowhere']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy, path).toBe(headersFor(hosting, path).get('Content-Security-Policy'))
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "worker-src 'self'"]) {
        expect(policy, path).toContain(directive)
      }
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).toMatch(/'sha256-/)
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/)
      // Not sent: it cost a phone's first visit about 500 ms of blocking time (docs/decisions/006).
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull()
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it('makes hashed assets immutable, and answers a missing one with a 404, not the page', async () => {
    const page = await (await get('/')).text()
    const entry = page.match(/data-entry="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(entry).toBeDefined()
    const asset = await get(entry as string)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')

    const missing = await get('/assets/index-missing.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<html')
    expect(missing.headers.get('content-security-policy')).toBe(headersFor(hosting, '/').get('Content-Security-Policy'))
  })

  it("revalidates the mock backend's service worker and the images", async () => {
    for (const path of ['/mockServiceWorker.js', '/favicon.svg']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })
})

describe('the policy in the browser', () => {
  it('is enforced, and the browser tests see what it blocks: an injected inline script is refused and reported', async () => {
    const { context, page } = await newShopper(browser(), baseURL)
    await openPage(page, '/')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
    })
    const seen: string[] = []
    const reported = () => (seen.push(...takeCspViolations()), seen.join('\n'))
    // Both ways: the page's securitypolicyviolation event, and the console's message.
    await expect.poll(reported).toMatch(/script-src-elem blocked inline/)
    await expect.poll(reported).toMatch(/console: .*inline script violates the following Content Security Policy directive/)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
    await context.close()
  })
})
