// Which backend the shop talks to is decided once, when it is built, from its VITE_* settings (vite.config.ts
// runs this parser; the app gets the result as a constant). A partial or malformed configuration is an error that
// names the setting: silently falling back to the mock backend would hide a broken deployment.
import type { FirebaseOptions } from 'firebase/app'
import * as v from 'valibot'
import { DEMO_DEBUG_TOKEN } from '../app-check/debug-token.ts'

type BackendMode = 'project' | 'emulators' | 'mock'

interface EmulatorHosts {
  auth: { host: string; port: number }
  firestore: { host: string; port: number }
  /** Optional: only the back office's picture uploads use Storage, and its emulator needs Java. */
  storage?: { host: string; port: number }
}

/**
 * How the page proves to the shop's /api that it is the shop's page (App Check): reCAPTCHA Enterprise with a
 * real project; a debug token exchanged at App Check's service (the demo, where the mock answers the exchange;
 * a developer's registered token under `npm run dev`); or, with the emulators, a token made in the page, which
 * only the Functions emulator accepts.
 */
type AppCheckSettings = { provider: 'recaptcha-enterprise'; siteKey: string } | { provider: 'debug'; debugToken: string } | { provider: 'emulator' }

export interface FirebaseSettings {
  mode: BackendMode
  options: FirebaseOptions & { apiKey: string; projectId: string; appId: string }
  emulators?: EmulatorHosts
  /** Absent for a real project without a site key: its /api calls then carry no token and are refused. */
  appCheck?: AppCheckSettings
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** A setting's text, trimmed; unset when blank. */
const Setting = v.pipe(
  v.unknown(),
  v.transform((value) => (value === undefined || value === null || String(value).trim() === '' ? undefined : String(value).trim())),
)
const matching = (pattern: RegExp) => v.pipe(Setting, v.optional(v.pipe(v.string(), v.regex(pattern))))

/** The project's settings, each either unset or well-formed. */
const ProjectSettings = v.object({
  apiKey: matching(/^[\w-]{6,}$/),
  authDomain: matching(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i),
  projectId: matching(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/),
  appId: matching(/^\d+:\d+:web:[0-9a-f]+$/),
  storageBucket: matching(/^[a-z0-9][a-z0-9._-]*[a-z0-9]$/),
  messagingSenderId: matching(/^\d+$/),
})
type Field = keyof v.InferOutput<typeof ProjectSettings>

/** The build setting each one is read from. */
const KEYS: Record<Field, string> = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
}
const REQUIRED: Field[] = ['apiKey', 'authDomain', 'projectId', 'appId']
const EMULATORS_KEY = 'VITE_FIREBASE_EMULATORS'
const SITE_KEY_KEY = 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY'
const DEBUG_TOKEN_KEY = 'VITE_APPCHECK_DEBUG_TOKEN'

/** The demo project the mock backend and the emulators answer for (a `demo-` id keeps emulators offline). */
export const DEMO_OPTIONS = {
  apiKey: 'mock-api-key',
  authDomain: 'localhost',
  projectId: 'demo-storefront',
  appId: '1:000000000000:web:0000000000000000',
  /** The demo project's default bucket, as a project made since late 2024 names it; the items' pictures go there. */
  storageBucket: 'demo-storefront.firebasestorage.app',
}

type Env = Record<string, unknown>

function parseHostPort(text: string, key: string, service: string): { host: string; port: number } {
  const match = text.match(/^(\[[0-9a-f:]+\]|[a-z0-9.-]+):(\d{1,5})$/i)
  const port = Number(match?.[2])
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`${key}: '${service}=${text}' is not host:port (for example ${service}=127.0.0.1:9099)`)
  }
  return { host: match[1], port }
}

/** Parses `auth=127.0.0.1:9099,firestore=127.0.0.1:8080[,storage=127.0.0.1:9199]`; auth and firestore are required. */
function parseEmulators(text: string): EmulatorHosts {
  const hosts: Partial<EmulatorHosts> = {}
  for (const part of text.split(',')) {
    const [service, address] = part.split('=').map((s) => s.trim())
    if ((service !== 'auth' && service !== 'firestore' && service !== 'storage') || !address) {
      throw new ConfigError(`${EMULATORS_KEY}: '${part.trim()}' should be auth=host:port, firestore=host:port or storage=host:port`)
    }
    hosts[service] = parseHostPort(address, EMULATORS_KEY, service)
  }
  if (!hosts.auth || !hosts.firestore) {
    throw new ConfigError(`${EMULATORS_KEY}: name both emulators, for example auth=127.0.0.1:9099,firestore=127.0.0.1:8080`)
  }
  return hosts as EmulatorHosts
}

/**
 * A real project's App Check: the reCAPTCHA Enterprise site key, or a registered debug token, which only the
 * development server may use (a build would publish it to anyone who reads its scripts).
 */
function projectAppCheck(env: Env, allowDebugToken: boolean): AppCheckSettings | undefined {
  const siteKey = v.parse(Setting, env[SITE_KEY_KEY])
  if (siteKey !== undefined && !/^[\w-]{20,64}$/.test(siteKey)) throw new ConfigError(`${SITE_KEY_KEY} is malformed: '${siteKey}'`)
  const debugToken = v.parse(Setting, env[DEBUG_TOKEN_KEY])
  if (debugToken !== undefined) {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(debugToken))
      throw new ConfigError(`${DEBUG_TOKEN_KEY} is malformed: '${debugToken}'`)
    if (!allowDebugToken)
      throw new ConfigError(`${DEBUG_TOKEN_KEY} is for \`npm run dev\` only: a build would publish it. Remove it from the build's settings.`)
    return { provider: 'debug', debugToken }
  }
  return siteKey === undefined ? undefined : { provider: 'recaptcha-enterprise', siteKey }
}

/** Whether the settings given name every field a project needs (the others are optional). */
const hasRequired = (given: Partial<Record<Field, string>>): given is FirebaseSettings['options'] => REQUIRED.every((field) => given[field] !== undefined)

export function parseFirebaseSettings(env: Env, { allowDebugToken = false }: { allowDebugToken?: boolean } = {}): FirebaseSettings {
  const parsed = v.safeParse(ProjectSettings, Object.fromEntries(Object.entries(KEYS).map(([field, key]) => [field, env[key]])))
  if (!parsed.success) {
    const [issue] = parsed.issues
    const field = issue.path?.[0]?.key as Field
    throw new ConfigError(`${KEYS[field]} is malformed: '${String(issue.input)}'`)
  }
  const given: Partial<Record<Field, string>> = Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined))
  const emulatorsText = v.parse(Setting, env[EMULATORS_KEY])
  const emulators = emulatorsText === undefined ? undefined : parseEmulators(emulatorsText)

  if (Object.keys(given).length === 0) {
    return emulators
      ? { mode: 'emulators', options: { ...DEMO_OPTIONS }, emulators, appCheck: { provider: 'emulator' } }
      : { mode: 'mock', options: { ...DEMO_OPTIONS }, appCheck: { provider: 'debug', debugToken: DEMO_DEBUG_TOKEN } }
  }
  if (!hasRequired(given)) {
    const missing = REQUIRED.filter((field) => given[field] === undefined).map((field) => KEYS[field])
    throw new ConfigError(
      `Incomplete Firebase configuration: set ${missing.join(', ')} (or none of the VITE_FIREBASE_* settings to use the built-in mock backend)`,
    )
  }
  const options = given
  if (emulators) return { mode: 'emulators', options, emulators, appCheck: { provider: 'emulator' } }
  const appCheck = projectAppCheck(env, allowDebugToken)
  return appCheck ? { mode: 'project', options, appCheck } : { mode: 'project', options }
}
