// firebase.json's Hosting rules, read the way Firebase Hosting applies them, so that `npm start` (./preview.ts)
// serves the same headers from the same file as the deployed site.
import { readFileSync } from 'node:fs'
import { hostingGlob } from './glob.ts'

export interface HostingRule {
  source: string
  headers: { key: string; value: string }[]
}

export interface HostingConfig {
  public: string
  cleanUrls?: boolean
  /** A rewrite to a Cloud Function (`/api/**`) has no destination: the preview server has no function to run. */
  rewrites?: { source: string; destination?: string; function?: { functionId: string; region?: string } }[]
  headers?: HostingRule[]
}

/** Whether a `source` names one path, with no glob syntax. */
const literalPath = (source: string): boolean => source.startsWith('/') && !/[*?{}()[\]!@+]/.test(source)

/** A rule made for one page of a build: its own Content-Security-Policy and nothing else (./build.ts). */
export const isPageRule = (rule: HostingRule): boolean =>
  literalPath(rule.source) && rule.headers.length === 1 && rule.headers[0]?.key === 'Content-Security-Policy'

export const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url)

export function readHosting(file: URL | string = FIREBASE_JSON): HostingConfig {
  const hosting = (JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig }).hosting
  if (!hosting) throw new Error(`${String(file)} has no "hosting" section`)
  return hosting
}

/**
 * The headers Hosting sends for a request path: those of every rule whose `source` matches it. Hosting's docs do
 * not say which value wins when two matching rules set the same header, so two globs that do are an error here:
 * they must split the paths between them (as `/assets/**` and `!/assets/**` do). The one exception is a rule for
 * one exact path after them, a page's own policy: Hosting applies header rules in order, a later match replacing
 * an earlier value (as firebase-tools' users report from live sites; its emulator, superstatic,
 * sets them in order too), and a glob cannot leave a list of pages out (`!{…}` does not work on Hosting).
 */
export function headersFor(hosting: HostingConfig, path: string): Map<string, string> {
  const headers = new Map<string, string>()
  const setByPathRule = new Set<string>()
  for (const rule of hosting.headers ?? []) {
    if (!hostingGlob(rule.source)(path)) continue
    for (const { key, value } of rule.headers) {
      const name = [...headers.keys()].find((candidate) => candidate.toLowerCase() === key.toLowerCase())
      if (name !== undefined && (!literalPath(rule.source) || setByPathRule.has(name)))
        throw new Error(`firebase.json sets ${key} twice for ${path}: make the rules' sources exclusive`)
      headers.set(name ?? key, value)
      if (literalPath(rule.source)) setByPathRule.add(name ?? key)
    }
  }
  return headers
}

/** Where a request for a path that names no file goes: a rewrite's destination, or undefined for Hosting's 404. */
export function rewriteFor(hosting: HostingConfig, path: string): string | undefined {
  return hosting.rewrites?.find((rewrite) => hostingGlob(rewrite.source)(path))?.destination
}

/** The Content-Security-Policy sent with the pages (the rule that matches '/'). */
export function pagePolicy(hosting: HostingConfig): string {
  const policy = headersFor(hosting, '/').get('Content-Security-Policy')
  if (!policy) throw new Error('firebase.json sends no Content-Security-Policy with the pages')
  return policy
}
