// Which backend the shop talks to is decided once, when it is built, from its VITE_* settings (vite.config.ts
// runs this parser; the app gets the result as a constant). A partial or malformed configuration is an error that
// names the setting: silently falling back to the mock backend would hide a broken deployment.
import type { FirebaseOptions } from 'firebase/app'
import * as v from 'valibot'

type BackendMode = 'project' | 'emulators' | 'mock'

interface EmulatorHosts {
  auth: { host: string; port: number }
  firestore: { host: string; port: number }
}

export interface FirebaseSettings {
  mode: BackendMode
  options: FirebaseOptions & { apiKey: string; projectId: string; appId: string }
  emulators?: EmulatorHosts
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

/** The demo project the mock backend and the emulators answer for (a `demo-` id keeps emulators offline). */
export const DEMO_OPTIONS = {
  apiKey: 'mock-api-key',
  authDomain: 'localhost',
  projectId: 'demo-storefront',
  appId: '1:000000000000:web:0000000000000000',
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

/** Parses `auth=127.0.0.1:9099,firestore=127.0.0.1:8080`; both services are required. */
function parseEmulators(text: string): EmulatorHosts {
  const hosts: Partial<EmulatorHosts> = {}
  for (const part of text.split(',')) {
    const [service, address] = part.split('=').map((s) => s.trim())
    if ((service !== 'auth' && service !== 'firestore') || !address) {
      throw new ConfigError(`${EMULATORS_KEY}: '${part.trim()}' should be auth=host:port or firestore=host:port`)
    }
    hosts[service] = parseHostPort(address, EMULATORS_KEY, service)
  }
  if (!hosts.auth || !hosts.firestore) {
    throw new ConfigError(`${EMULATORS_KEY}: name both emulators, for example auth=127.0.0.1:9099,firestore=127.0.0.1:8080`)
  }
  return hosts as EmulatorHosts
}

export function parseFirebaseSettings(env: Env): FirebaseSettings {
  const parsed = v.safeParse(ProjectSettings, Object.fromEntries(Object.entries(KEYS).map(([field, key]) => [field, env[key]])))
  if (!parsed.success) {
    const [issue] = parsed.issues
    const field = issue.path?.[0]?.key as Field
    throw new ConfigError(`${KEYS[field]} is malformed: '${String(issue.input)}'`)
  }
  const given = Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined))
  const emulatorsText = v.parse(Setting, env[EMULATORS_KEY])
  const emulators = emulatorsText === undefined ? undefined : parseEmulators(emulatorsText)

  if (Object.keys(given).length === 0) {
    return emulators ? { mode: 'emulators', options: { ...DEMO_OPTIONS }, emulators } : { mode: 'mock', options: { ...DEMO_OPTIONS } }
  }
  const missing = REQUIRED.filter((field) => given[field] === undefined).map((field) => KEYS[field])
  if (missing.length > 0) {
    throw new ConfigError(
      `Incomplete Firebase configuration: set ${missing.join(', ')} (or none of the VITE_FIREBASE_* settings to use the built-in mock backend)`,
    )
  }
  const options = given as unknown as FirebaseSettings['options']
  return emulators ? { mode: 'emulators', options, emulators } : { mode: 'project', options }
}
