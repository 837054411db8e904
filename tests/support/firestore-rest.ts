// Raw Firestore REST calls against the mock, sent the way Lite sends them, for tests of the wire format.
import { documentName } from '../../mocks/firestore/paths'
import { DEMO_PROJECT_ID } from './demo-project'

const DOCUMENTS = `v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`
const PROD_BASE = `https://firestore.googleapis.com/${DOCUMENTS}`
export const EMULATOR_BASE = `http://127.0.0.1:8080/${DOCUMENTS}`

/** The full resource name of a document key such as 'users/u1'. */
export const nameOf = (key: string) => documentName(DEMO_PROJECT_ID, key)

interface RestOptions {
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
