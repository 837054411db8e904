// One collection document, read with a single request and no SDK: a product page asks for its own collection's
// price, stock and visibility as the page starts (and, further down, its item's reviews), and Firestore Lite (./firestore.ts) would be a chunk to fetch and
// run first. The request is Lite's own `batchGet`, as Lite sends it, with the same `text/plain` body, so the browser
// sends it without a preflight and the demo's mock backend and the emulators answer it as they answer Lite.
import { backendReady } from './backend-ready'
import type { RawDocument } from './firestore'
import { firebaseSettings } from './settings'

/** Firestore's REST encoding of a value (https://firebase.google.com/docs/firestore/reference/rest/v1/Value), as far as read here. */
interface RestValue {
  nullValue?: unknown
  booleanValue?: boolean
  integerValue?: string
  doubleValue?: number | string
  stringValue?: string
  timestampValue?: string
  arrayValue?: { values?: RestValue[] }
  mapValue?: { fields?: Record<string, RestValue> }
}

/**
 * A value as plain data, as Lite's `data()` gives the catalog's: integers and doubles as numbers. A timestamp stays
 * its text and any other kind is left out (undefined): the catalog holds neither, and its schema drops what it
 * does not expect.
 */
function plain(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue
  if ('integerValue' in value || 'doubleValue' in value) return Number(value.integerValue ?? value.doubleValue)
  if ('booleanValue' in value) return value.booleanValue
  if ('nullValue' in value) return null
  if ('mapValue' in value) return plainFields(value.mapValue?.fields ?? {})
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(plain)
  if ('timestampValue' in value) return value.timestampValue
  return undefined
}

const plainFields = (fields: Record<string, RestValue>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]))

function databaseUrl(): { origin: string; database: string } {
  const { options, emulators } = firebaseSettings()
  const origin = emulators ? `http://${emulators.firestore.host}:${emulators.firestore.port}` : 'https://firestore.googleapis.com'
  return { origin, database: `projects/${encodeURIComponent(options.projectId)}/databases/(default)` }
}

/** `collections/{id}` as its data, or null when it does not exist. Throws when the backend does not answer with it. */
export const fetchCollectionDocument = (id: string): Promise<RawDocument | null> => fetchPublicDocument('collections', id)

/**
 * A document anyone may read (`collections/{id}`, an item's `reviewSummaries/{id}`) as its data, or null when it does
 * not exist. Throws when the backend does not answer with it.
 */
export async function fetchPublicDocument(collection: string, id: string): Promise<RawDocument | null> {
  await backendReady()
  const { origin, database } = databaseUrl()
  const name = `${database}/documents/${collection}/${encodeURIComponent(id)}`
  const key = encodeURIComponent(firebaseSettings().options.apiKey)
  const response = await fetch(`${origin}/v1/${database}/documents:batchGet?key=${key}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ documents: [name] }),
  })
  if (!response.ok) throw new Error(`Reading ${collection}/${id} failed: ${response.status}`)
  const answers: unknown = await response.json()
  const answer = Array.isArray(answers) ? (answers as { found?: { fields?: Record<string, RestValue> }; missing?: string }[])[0] : undefined
  if (answer?.found) return { id, data: plainFields(answer.found.fields ?? {}) }
  if (answer?.missing !== undefined) return null
  throw new Error(`Reading ${collection}/${id} failed: no document in the answer`)
}
