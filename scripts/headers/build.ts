// The Content-Security-Policy a build needs, made from the build itself: firebase.json holds the policy without
// any script hash, and the hashes of the build's pages are added when it is served (`npm start`, ./preview.ts) or
// deployed (`npm run deploy`, ./deploy-config.ts), the same way from the same files. checkBuild holds a build
// against a configuration, as the deploy does before anything goes live.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { parseFirebaseSettings } from '../../src/lib/firebase/config.ts'
import { allowsOrigin, backendOrigins, formatPolicy, hashSource, inlineScripts, missingFromPolicy, parsePolicy } from './csp.ts'
import { FIREBASE_JSON, headersFor, isPageRule, readHosting, type HostingConfig, type HostingRule } from './hosting.ts'

const CSP = 'Content-Security-Policy'
/** The page Hosting serves for a path that names no file (the rewrite to the app). */
const FALLBACK_PAGE = 'index.html'

/** Every HTML file of a build, by its path in the build. */
function builtPages(outDir: string): Record<string, string> {
  const pages: Record<string, string> = {}
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = join(entry.parentPath, entry.name)
    pages[relative(outDir, file).split(sep).join('/')] = readFileSync(file, 'utf8')
  }
  return pages
}

/** The path Hosting (cleanUrls) serves a page of the build at: 'index.html' → '/', 'shop/bags.html' → '/shop/bags'. */
export const pagePath = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1')

/** What the build in `outDir`, made with the VITE_* settings `env`, needs that firebase.json does not allow. */
export function checkBuild(outDir: string, env: Record<string, unknown>, file: URL | string = FIREBASE_JSON): string[] {
  const { hosting } = JSON.parse(readFileSync(file, 'utf8')) as { hosting: HostingConfig }
  const settings = parseFirebaseSettings(env)
  // Each page against the policy sent with its path; a source missing from several is named once.
  const missing = new Map<string, string>()
  for (const [page, html] of Object.entries(builtPages(outDir))) {
    const policy = headersFor(hosting, pagePath(page)).get(CSP)
    if (!policy) throw new Error(`firebase.json sends no ${CSP} with ${pagePath(page)}`)
    for (const line of missingFromPolicy(policy, { [page]: html }, settings)) if (!missing.has(line.split(' (')[0]!)) missing.set(line.split(' (')[0]!, line)
  }
  return [...missing.values()]
}

const hashesOf = (html: string): string[] => [...new Set(inlineScripts(html).map(hashSource))]

/**
 * The Hosting rules a build is deployed and previewed with: `hosting` (firebase.json, which holds no hashes) with
 * the Content-Security-Policy the build's `pages` (by file) need. The policy of every path (the rule that sends the
 * other security headers too) allows the inline scripts of index.html, the page Hosting serves for a path that names
 * no file, and the origins the configuration needs (a custom auth domain). A page whose inline scripts differ (the
 * router's hydration scripts carry the page's own state) gets a rule of its own for its path, placed after the
 * others: the same policy with that page's script hashes.
 */
export function hostingForPages(hosting: HostingConfig, pages: Record<string, string>, env: Record<string, unknown>): HostingConfig {
  const rules = structuredClone(hosting.headers ?? []).filter((rule) => !isPageRule(rule))
  const header = rules.flatMap((rule) => rule.headers).find(({ key }) => key === CSP)
  if (!header) throw new Error(`firebase.json has no ${CSP} header to complete`)
  const policy = parsePolicy(header.value)
  const allowed = (policy.get('script-src') ?? ["'self'"]).filter((source) => !source.startsWith("'sha256-"))
  const fallback = hashesOf(pages[FALLBACK_PAGE] ?? '')
  policy.set('script-src', [...allowed, ...fallback])
  const settings = parseFirebaseSettings(env)
  if (settings.mode !== 'emulators') {
    for (const [directive, origins] of Object.entries(backendOrigins(settings))) {
      const missing = origins.filter((origin) => !allowsOrigin(policy, directive, origin))
      if (missing.length > 0) policy.set(directive, [...(policy.get(directive) ?? []), ...missing])
    }
  }
  header.value = formatPolicy(policy)
  const pageRules: HostingRule[] = []
  for (const [page, html] of Object.entries(pages).sort(([a], [b]) => (pagePath(a) < pagePath(b) ? -1 : 1))) {
    const hashes = hashesOf(html)
    if (hashes.join(' ') === fallback.join(' ')) continue
    const own = new Map(policy).set('script-src', [...allowed, ...hashes])
    pageRules.push({ source: pagePath(page), headers: [{ key: CSP, value: formatPolicy(own) }] })
  }
  return { ...hosting, headers: [...rules, ...pageRules] }
}

/** The Hosting rules of the build in `outDir`, as `npm start` serves them and `npm run deploy` deploys them. */
export const hostingForBuild = (outDir: string, env: Record<string, unknown>, file: URL | string = FIREBASE_JSON): HostingConfig =>
  hostingForPages(readHosting(file), builtPages(outDir), env)

/**
 * Writes into `file` (a firebase.json) the Hosting rules the build in `outDir` needs, and returns what changed:
 * `npm run deploy` does so on a copy of firebase.json (./deploy-config.ts), never on the committed file.
 */
export function writeHeaders(outDir: string, env: Record<string, unknown>, file: URL | string = FIREBASE_JSON): string[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting: HostingConfig }
  const generalPolicy = (hosting: HostingConfig) =>
    parsePolicy(
      (hosting.headers ?? [])
        .filter((rule) => !isPageRule(rule))
        .flatMap((rule) => rule.headers)
        .find(({ key }) => key === CSP)?.value ?? '',
    )
  const before = generalPolicy(config.hosting)
  const hosting = hostingForPages(config.hosting, builtPages(outDir), env)
  const policy = generalPolicy(hosting)
  // Which pages have which scripts: a rule's other directives follow the general policy, reported above.
  const scriptsOf = (list: HostingRule[]) => JSON.stringify(list.map(({ source, headers }) => [source, parsePolicy(headers[0]?.value ?? '').get('script-src')]))
  const oldPageRules = scriptsOf((config.hosting.headers ?? []).filter(isPageRule))
  const pageRules = (hosting.headers ?? []).filter(isPageRule)
  config.hosting = hosting
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
  const changed = [...policy.keys()].filter((name) => policy.get(name)?.join(' ') !== before.get(name)?.join(' '))
  return scriptsOf(pageRules) === oldPageRules ? changed : [...changed, `script-src of ${pageRules.length} pages`]
}
