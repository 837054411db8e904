import { describe, expect, it } from 'vitest'
import { parseFirebaseSettings } from '../../src/lib/firebase/config'
import { allowsOrigin, formatPolicy, hashSource, inlineScripts, missingFromPolicy, parsePolicy, withEmulators } from './csp'

const POLICY =
  "default-src 'self'; script-src 'self' https://apis.google.com 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; " +
  "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com https://content-firebaseappcheck.googleapis.com https://firebasestorage.googleapis.com; " +
  "img-src 'self' https://firebasestorage.googleapis.com; frame-src https://*.firebaseapp.com"
const policy = parsePolicy(POLICY)

const project = (authDomain: string) =>
  parseFirebaseSettings({
    VITE_FIREBASE_API_KEY: 'AIzaSyTest0000',
    VITE_FIREBASE_AUTH_DOMAIN: authDomain,
    VITE_FIREBASE_PROJECT_ID: 'my-shop',
    VITE_FIREBASE_APP_ID: '1:1:web:1',
  })
const emulators = parseFirebaseSettings({ VITE_FIREBASE_EMULATORS: 'auth=127.0.0.1:9099,firestore=127.0.0.1:8080' })
const mock = parseFirebaseSettings({})

describe('the Content-Security-Policy helpers', () => {
  it('parse and format a policy unchanged', () => {
    expect(formatPolicy(policy)).toBe(POLICY)
    expect(policy.get('frame-src')).toEqual(['https://*.firebaseapp.com'])
  })

  it('hash a script as the browser does (the hash of nothing is the well-known one)', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(hashSource('é')).not.toBe(hashSource('e'))
  })

  it("find the scripts a page runs: classic and module inline scripts, not JSON data or an external script's empty body", () => {
    const page =
      '<script type="module" data-entry="/a.js">load()</script><script id="s" type="application/json">{"a":1}</script>' +
      '<script>keep()</script><script src="/x.js"></script><SCRIPT type="text/javascript">old()</SCRIPT>'
    expect(inlineScripts(page)).toEqual(['load()', 'keep()', 'old()'])
  })

  it('match origins as CSP host sources do: scheme, host (with a *. wildcard) and port; not by fallback to another host', () => {
    expect(allowsOrigin(policy, 'frame-src', 'https://my-shop.firebaseapp.com')).toBe(true)
    expect(allowsOrigin(policy, 'frame-src', 'https://firebaseapp.com')).toBe(false)
    expect(allowsOrigin(policy, 'frame-src', 'http://my-shop.firebaseapp.com')).toBe(false)
    expect(allowsOrigin(policy, 'frame-src', 'https://shop.example.com')).toBe(false)
    expect(allowsOrigin(policy, 'connect-src', 'https://firestore.googleapis.com')).toBe(true)
    expect(allowsOrigin(policy, 'connect-src', 'https://firestore.googleapis.com:8443')).toBe(false)
    // worker-src falls back to script-src, then default-src ('self' only: no host here).
    expect(allowsOrigin(policy, 'worker-src', 'https://apis.google.com')).toBe(true)
    expect(allowsOrigin(parsePolicy("default-src 'self'"), 'connect-src', 'https://a.example')).toBe(false)
    expect(allowsOrigin(parsePolicy('img-src https:'), 'img-src', 'https://a.example')).toBe(true)
  })

  it("name what a build needs that the policy lacks: an inline script's hash, a custom auth domain", () => {
    const pages = { 'index.html': '<script></script><script>keep()</script>', 'shop.html': '<script>keep()</script>' }
    expect(missingFromPolicy(POLICY, pages, project('my-shop.firebaseapp.com'))).toEqual([
      `script-src ${hashSource('keep()')} (an inline script of index.html: keep()…)`,
    ])
    expect(missingFromPolicy(POLICY, { 'index.html': '<script></script>' }, project('shop.example.com'))).toEqual(['frame-src https://shop.example.com'])
    expect(missingFromPolicy(POLICY, { 'index.html': '<script></script>' }, mock)).toEqual([])
    expect(missingFromPolicy("default-src 'self'", {}, mock)).toEqual([
      'connect-src https://identitytoolkit.googleapis.com',
      'connect-src https://securetoken.googleapis.com',
      'connect-src https://firestore.googleapis.com',
      'connect-src https://content-firebaseappcheck.googleapis.com',
      'connect-src https://firebasestorage.googleapis.com',
      'img-src https://firebasestorage.googleapis.com',
    ])
  })

  it('ask for reCAPTCHA Enterprise’s script and frames, by path, only of a project with a site key', () => {
    const withKey = parseFirebaseSettings({
      VITE_FIREBASE_API_KEY: 'AIzaSyTest0000',
      VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'my-shop',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789A',
    })
    expect(missingFromPolicy(POLICY, {}, withKey)).toEqual([
      'frame-src https://www.google.com/recaptcha/',
      'frame-src https://recaptcha.google.com/recaptcha/',
      'script-src https://www.google.com/recaptcha/',
      'script-src https://www.gstatic.com/recaptcha/',
    ])
    expect(missingFromPolicy(POLICY, {}, project('my-shop.firebaseapp.com'))).toEqual([])
    const allowed = parsePolicy(`${POLICY}; script-src 'self' https://www.google.com/recaptcha/`)
    expect(allowsOrigin(allowed, 'script-src', 'https://www.google.com/recaptcha/')).toBe(true)
    expect(allowsOrigin(allowed, 'script-src', 'https://www.google.com/')).toBe(false)
  })

  it('leave the emulators out of the deployed policy; the preview adds their hosts for a build configured for them', () => {
    expect(missingFromPolicy(POLICY, {}, emulators)).toEqual([])
    const local = parsePolicy(withEmulators(POLICY, emulators))
    expect(local.get('connect-src')).toEqual([...(policy.get('connect-src') ?? []), 'http://127.0.0.1:9099', 'http://127.0.0.1:8080'])
    expect(local.get('frame-src')).toEqual(['https://*.firebaseapp.com', 'http://127.0.0.1:9099'])
    expect(local.get('script-src')).toEqual(policy.get('script-src'))
    expect(withEmulators(POLICY, mock)).toBe(POLICY)
    const withStorage = parsePolicy(
      withEmulators(POLICY, parseFirebaseSettings({ VITE_FIREBASE_EMULATORS: 'auth=127.0.0.1:9099,firestore=127.0.0.1:8080,storage=127.0.0.1:9199' })),
    )
    expect(withStorage.get('connect-src')?.at(-1)).toBe('http://127.0.0.1:9199')
    expect(withStorage.get('img-src')).toEqual([...(policy.get('img-src') ?? []), 'http://127.0.0.1:9199'])
    expect(withEmulators(POLICY, project('my-shop.firebaseapp.com'))).toBe(POLICY)
  })
})
