// Which backend the shop talks to is decided once, at start, from VITE_* settings (baked in at build time).
// A partial or malformed configuration is an error that names the setting: silently falling back to the mock
// backend would hide a broken deployment.
import type { FirebaseOptions } from 'firebase/app'

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

const PROJECT_KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const
const OPTIONAL_KEYS = {
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
} as const
const EMULATORS_KEY = 'VITE_FIREBASE_EMULATORS'

const PATTERNS: Record<keyof typeof PROJECT_KEYS | keyof typeof OPTIONAL_KEYS, RegExp> = {
  apiKey: /^[\w-]{6,}$/,
  authDomain: /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i,
  projectId: /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
  appId: /^\d+:\d+:web:[0-9a-f]+$/,
  storageBucket: /^[a-z0-9][a-z0-9._-]*[a-z0-9]$/,
  messagingSenderId: /^\d+$/,
}

/** The demo project the mock backend and the emulators answer for (a `demo-` id keeps emulators offline). */
export const DEMO_OPTIONS = {
  apiKey: 'mock-api-key',
  authDomain: 'localhost',
  projectId: 'demo-storefront',
  appId: '1:000000000000:web:0000000000000000',
}

type Env = Record<string, unknown>

function setting(env: Env, key: string): string | undefined {
  const value = env[key]
  if (value === undefined || value === null) return undefined
  const text = String(value).trim()
  return text === '' ? undefined : text
}

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
  const given = Object.fromEntries(Object.entries({ ...PROJECT_KEYS, ...OPTIONAL_KEYS }).map(([field, key]) => [field, setting(env, key)])) as Record<
    keyof typeof PATTERNS,
    string | undefined
  >
  const emulatorsText = setting(env, EMULATORS_KEY)
  const anyProjectKey = Object.values(given).some((v) => v !== undefined)

  for (const [field, value] of Object.entries(given) as [keyof typeof PATTERNS, string | undefined][]) {
    const key = { ...PROJECT_KEYS, ...OPTIONAL_KEYS }[field]
    if (value !== undefined && !PATTERNS[field].test(value)) throw new ConfigError(`${key} is malformed: '${value}'`)
  }
  const emulators = emulatorsText === undefined ? undefined : parseEmulators(emulatorsText)

  if (!anyProjectKey) {
    return emulators ? { mode: 'emulators', options: { ...DEMO_OPTIONS }, emulators } : { mode: 'mock', options: { ...DEMO_OPTIONS } }
  }
  const missing = Object.entries(PROJECT_KEYS)
    .filter(([field]) => given[field as keyof typeof PROJECT_KEYS] === undefined)
    .map(([, key]) => key)
  if (missing.length > 0) {
    throw new ConfigError(
      `Incomplete Firebase configuration: set ${missing.join(', ')} (or none of the VITE_FIREBASE_* settings to use the built-in mock backend)`,
    )
  }
  const options = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as unknown as FirebaseSettings['options']
  return emulators ? { mode: 'emulators', options, emulators } : { mode: 'project', options }
}
