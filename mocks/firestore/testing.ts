// Test helpers for the Firestore mock: real Firestore Lite instances (anonymous, signed in, or admin) and raw REST
// calls. Signed-in instances use connectFirestoreEmulator's mockUserToken, so they need no Auth mock and exercise
// the emulator URL form (http://127.0.0.1:8080/v1/…) while anonymous ones use the production URL.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite'
import { encodeIdToken } from '../auth/id-token'
import { documentName } from './paths'

export const PROJECT = 'demo-storefront'
export const PROD_BASE = `https://firestore.googleapis.com/v1/projects/${PROJECT}/databases/(default)/documents`
export const EMULATOR_BASE = `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents`

const apps: FirebaseApp[] = []
let appCount = 0
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A Firestore Lite instance: anonymous, signed in as `{uid}` (optionally with an expired token), or 'owner' (admin). */
export function openFirestore(as?: { uid: string; expired?: boolean } | 'owner'): Firestore {
  setLogLevel('silent')
  const app = initializeApp({ apiKey: 'mock-api-key', projectId: PROJECT, appId: '1:1:web:1' }, `firestore-mock-test-${++appCount}`)
  apps.push(app)
  const db = getFirestore(app)
  if (as) {
    const iat = nowSeconds() - (typeof as === 'object' && as.expired ? 7200 : 0)
    const mockUserToken = as === 'owner' ? 'owner' : { sub: as.uid, iat, exp: iat + 3600 }
    connectFirestoreEmulator(db, '127.0.0.1', 8080, { mockUserToken })
  }
  return db
}

export async function closeFirestores(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)))
}

/** An ID token like the Auth mock's, for `Authorization: Bearer …`. */
export function idToken(uid: string, expiresInSeconds = 3600, email?: string): string {
  const iat = nowSeconds()
  return encodeIdToken({
    ...(email ? { email } : {}),
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: iat,
    user_id: uid,
    sub: uid,
    iat,
    exp: iat + expiresInSeconds,
    email_verified: false,
    firebase: { identities: {}, sign_in_provider: 'password' },
  })
}

export const nameOf = (key: string) => documentName(PROJECT, key)

export interface RestOptions {
  /** A parent document path for runQuery, e.g. 'collections/hats'. */
  parent?: string
  /** 'owner' or an ID token. */
  token?: string
  base?: string
  /** A raw body string instead of JSON.stringify(body). */
  raw?: string
}

/** POST an RPC the way lite does (JSON as text/plain) and return the status and parsed answer. */
export async function rest(rpc: string, body: unknown, options: RestOptions = {}): Promise<{ status: number; json: any }> {
  const base = options.base ?? PROD_BASE
  const url = `${base}${options.parent ? `/${options.parent}` : ''}:${rpc}?key=mock-api-key`
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const response = await fetch(url, { method: 'POST', headers, body: options.raw ?? JSON.stringify(body) })
  return { status: response.status, json: await response.json() }
}
