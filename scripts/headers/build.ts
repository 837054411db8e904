// A build held against firebase.json: scripts/prerender.mjs fails the build with checkBuild's list, and
// `npm run headers` (scripts/headers.mjs) writes what it needs with writeHeaders.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseFirebaseSettings } from '../../src/lib/firebase/config.ts'
import { allowsOrigin, backendOrigins, formatPolicy, hashSource, inlineScripts, missingFromPolicy, parsePolicy } from './csp.ts'
import { FIREBASE_JSON, pagePolicy, type HostingConfig } from './hosting.ts'

const CSP = 'Content-Security-Policy'

/** Every HTML file of a build, by its path in the build. */
function builtPages(outDir: string): Record<string, string> {
  const pages: Record<string, string> = {}
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = join(entry.parentPath, entry.name)
    pages[relative(outDir, file)] = readFileSync(file, 'utf8')
  }
  return pages
}

/** What the build in `outDir`, made with the VITE_* settings `env`, needs that firebase.json does not allow. */
export function checkBuild(outDir: string, env: Record<string, unknown>, file: URL | string = FIREBASE_JSON): string[] {
  const { hosting } = JSON.parse(readFileSync(file, 'utf8')) as { hosting: HostingConfig }
  return missingFromPolicy(pagePolicy(hosting), builtPages(outDir), parseFirebaseSettings(env))
}

/**
 * Writes into firebase.json's policy the hashes of the build's inline scripts (in place of the ones there) and the
 * origins its configuration needs (a custom auth domain). Returns the policy's directives that changed.
 */
export function writeHeaders(outDir: string, env: Record<string, unknown>, file: URL | string = FIREBASE_JSON): string[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting: HostingConfig }
  const rule = config.hosting.headers?.find((candidate) => candidate.headers.some(({ key }) => key === CSP))
  const header = rule?.headers.find(({ key }) => key === CSP)
  if (!header) throw new Error(`${String(file)} has no ${CSP} header to update`)
  const before = parsePolicy(header.value)
  const policy = parsePolicy(header.value)
  const hashes = [...new Set(Object.values(builtPages(outDir)).flatMap(inlineScripts).map(hashSource))]
  policy.set('script-src', [...(policy.get('script-src') ?? ["'self'"]).filter((source) => !source.startsWith("'sha256-")), ...hashes])
  const settings = parseFirebaseSettings(env)
  if (settings.mode !== 'emulators') {
    for (const [directive, origins] of Object.entries(backendOrigins(settings))) {
      const missing = origins.filter((origin) => !allowsOrigin(policy, directive, origin))
      if (missing.length > 0) policy.set(directive, [...(policy.get(directive) ?? []), ...missing])
    }
  }
  header.value = formatPolicy(policy)
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
  return [...policy.keys()].filter((name) => policy.get(name)?.join(' ') !== before.get(name)?.join(' '))
}
