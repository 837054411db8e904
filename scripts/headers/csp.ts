// The Content-Security-Policy of firebase.json, and what a build needs of it: the hashes of its pages' inline
// scripts, and the hosts its Firebase configuration talks to. ./build.ts adds them for `npm start` and the deploy,
// and `npm start` adds the emulators' hosts (./preview.ts).
import { createHash } from 'node:crypto'
import type { FirebaseSettings } from '../../src/lib/firebase/config.ts'

type Policy = Map<string, string[]>

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map()
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) policy.set(name.toLowerCase(), sources)
  }
  return policy
}

export const formatPolicy = (policy: Policy): string => [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')

/** The CSP hash source of an inline script's text, as the browser computes it (UTF-8, SHA-256, base64). */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The text of every inline script a page runs (JSON data is not run; `type="module"` and classic scripts are). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase()
    if (type === undefined || type === 'module' || type === 'text/javascript') scripts.push(text)
  }
  return scripts
}

/** The directive that governs `directive` when the policy does not name it (CSP level 3 fallback). */
function effectiveSources(policy: Policy, directive: string): string[] {
  const fallbacks: Record<string, string[]> = {
    'script-src': ['script-src', 'default-src'],
    'connect-src': ['connect-src', 'default-src'],
    'frame-src': ['frame-src', 'child-src', 'default-src'],
    'worker-src': ['worker-src', 'child-src', 'script-src', 'default-src'],
  }
  for (const name of fallbacks[directive] ?? [directive, 'default-src']) {
    const sources = policy.get(name)
    if (sources) return sources
  }
  return ['*']
}

/**
 * Whether `directive` allows `url` (an origin such as `https://a.b:8080`, or an address with a path) by a host
 * source, with the source's path when it has one: `'self'` is not taken for it, because the site's own origin is
 * not known here.
 */
export function allowsOrigin(policy: Policy, directive: string, url: string): boolean {
  const { protocol, hostname, port, pathname } = new URL(url)
  return effectiveSources(policy, directive).some((source) => {
    if (source === '*' || source === protocol) return true
    const match = source.match(/^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:']+)(?::(\d+|\*))?(\/[^\s']*)?$/i)
    if (!match) return false
    const [, scheme, wildcard, host = '', sourcePort = '', path = ''] = match
    if (scheme && `${scheme.toLowerCase()}:` !== protocol) return false
    const hostMatches = wildcard ? hostname.endsWith(`.${host.toLowerCase()}`) : hostname === host.toLowerCase()
    const pathMatches = path === '' || (path.endsWith('/') ? pathname.startsWith(path) : pathname === path)
    return hostMatches && (sourcePort === '*' || sourcePort === port) && pathMatches
  })
}

const allowsSource = (policy: Policy, directive: string, source: string): boolean => effectiveSources(policy, directive).includes(source)

const GOOGLE_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com']
/**
 * Cloud Storage for Firebase: the back office uploads the items' pictures there (connect-src) and the shop shows
 * them from their download addresses (img-src). In the demo the mock answers both in the page's service worker.
 */
const STORAGE_API = 'https://firebasestorage.googleapis.com'
/** App Check's token exchange: the demo's debug exchange (answered by the mock in the page) and a real project's. */
const APP_CHECK_API = 'https://content-firebaseappcheck.googleapis.com'
/**
 * reCAPTCHA Enterprise, which App Check loads in a real project with a site key: its script and its frames, by
 * path, so the rest of www.google.com stays out of script-src.
 */
const RECAPTCHA = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
}

/**
 * The origins a build configured with `settings` reaches, by directive. The mock backend answers in a service
 * worker, but the page's policy still governs the requests it intercepts. Firebase Auth's popup loads Google's
 * api.js and an iframe from the auth domain (or from the Auth emulator).
 */
export function backendOrigins(settings: FirebaseSettings): Record<'connect-src' | 'frame-src' | 'script-src' | 'img-src', string[]> {
  if (settings.mode === 'emulators' && settings.emulators) {
    const { auth: authHost, firestore: firestoreHost, storage: storageHost } = settings.emulators
    const auth = `http://${authHost.host}:${authHost.port}`
    const firestore = `http://${firestoreHost.host}:${firestoreHost.port}`
    const storage = storageHost ? [`http://${storageHost.host}:${storageHost.port}`] : []
    return { 'connect-src': [auth, firestore, ...storage], 'frame-src': [auth], 'script-src': ['https://apis.google.com'], 'img-src': storage }
  }
  if (settings.mode === 'project') {
    const recaptcha = settings.appCheck?.provider === 'recaptcha-enterprise'
    return {
      'connect-src': [...GOOGLE_APIS, APP_CHECK_API, STORAGE_API],
      'frame-src': [`https://${settings.options.authDomain}`, ...(recaptcha ? RECAPTCHA['frame-src'] : [])],
      'script-src': ['https://apis.google.com', ...(recaptcha ? RECAPTCHA['script-src'] : [])],
      'img-src': [STORAGE_API],
    }
  }
  return { 'connect-src': [...GOOGLE_APIS, APP_CHECK_API, STORAGE_API], 'frame-src': [], 'script-src': [], 'img-src': [STORAGE_API] }
}

/** The policy with the emulators' origins added, for a build configured for them (never deployed). */
export function withEmulators(policyText: string, settings: FirebaseSettings): string {
  if (settings.mode !== 'emulators') return policyText
  const policy = parsePolicy(policyText)
  for (const [directive, origins] of Object.entries(backendOrigins(settings))) {
    if (origins.length === 0) continue
    const sources = policy.get(directive) ?? [...effectiveSources(policy, directive)]
    policy.set(directive, [...sources, ...origins.filter((origin) => !allowsOrigin(policy, directive, origin))])
  }
  return formatPolicy(policy)
}

/**
 * What a build needs that firebase.json's policy does not allow, one line each: `pages` are the built HTML files
 * (name → text). Emulator hosts are not asked of firebase.json: `npm start` adds them (withEmulators).
 */
export function missingFromPolicy(policyText: string, pages: Record<string, string>, settings: FirebaseSettings): string[] {
  const policy = parsePolicy(policyText)
  const missing: string[] = []
  const seen = new Set<string>()
  for (const [file, html] of Object.entries(pages)) {
    for (const script of inlineScripts(html)) {
      const hash = hashSource(script)
      if (seen.has(hash) || allowsSource(policy, 'script-src', hash)) continue
      seen.add(hash)
      missing.push(`script-src ${hash} (an inline script of ${file}: ${script.slice(0, 60).replace(/\s+/g, ' ')}…)`)
    }
  }
  if (settings.mode !== 'emulators') {
    for (const [directive, origins] of Object.entries(backendOrigins(settings))) {
      for (const origin of origins) if (!allowsOrigin(policy, directive, origin)) missing.push(`${directive} ${origin}`)
    }
  }
  return missing
}
