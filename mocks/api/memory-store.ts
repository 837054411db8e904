// The document store of the shop's /api in the demo: the mock's Firestore documents, the same ones its REST answers
// the app's SDK from. A transaction reads the documents as they are, remembering the version of each, and commits
// its writes in one synchronous step only if none of them changed meanwhile; otherwise it runs again, as
// Firestore's do. A commit that changes stock publishes it into the collection documents at once (the functions do
// it every minute), so the demo's pages show the units a checkout just took.
import * as v from 'valibot'
import { publishStockLevels } from '../../src/lib/api/publish-stock'
import type { DocumentData, DocumentStore, Filter, StoredDocument, Transaction } from '../../src/lib/api/ports'
import type { MailDocument } from '../../src/lib/orders/mail'
import { newId } from '../../src/lib/orders/guest-token'
import { countIn, documentsIn } from '../collection-index'
import { nextCommitTime } from '../firestore/time'
import { decodeFields, encodeFields, type FirestoreFields } from '../firestore/values'
import { mockState, persistMockState, type StoredDocument as MockDocument } from '../state'

const TRANSACTION_ATTEMPTS = 5

type Write = { kind: 'create' | 'set' | 'merge' | 'update' | 'increment'; path: string; data: DocumentData } | { kind: 'delete'; path: string }

/** Plain data without the `undefined`s Firestore would refuse (the functions' SDK is set to drop them). */
function defined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(defined)
  if (value instanceof Date || typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).flatMap(([key, entry]) => (entry === undefined ? [] : [[key, defined(entry)]])))
}

const isEmptyMap = (value: FirestoreFields[string]) => 'mapValue' in value && Object.keys(value.mapValue.fields ?? {}).length === 0

/**
 * `merge: true`: maps merged at every depth, anything else replaced (on the stored encoding, so timestamps stay
 * timestamps). A map with nothing in it replaces the stored one, as in Firestore (its field mask names the map itself).
 */
function merged(before: FirestoreFields, fields: FirestoreFields): FirestoreFields {
  const next: FirestoreFields = { ...before }
  for (const [key, value] of Object.entries(fields)) {
    const old = before[key]
    next[key] =
      'mapValue' in value && !isEmptyMap(value) && old && 'mapValue' in old
        ? { mapValue: { fields: merged(old.mapValue.fields ?? {}, value.mapValue.fields ?? {}) } }
        : value
  }
  return next
}

/**
 * increment: `merged`, but a number given is added to the integer stored (none: 0), as Firestore's increment does; a
 * map with nothing in it adds nothing (the functions' store leaves it out, as Firestore would empty the stored one).
 */
function added(before: FirestoreFields, fields: FirestoreFields): FirestoreFields {
  const next: FirestoreFields = { ...before }
  for (const [key, value] of Object.entries(fields)) {
    const old = before[key]
    if (isEmptyMap(value)) continue
    if ('mapValue' in value)
      next[key] = { mapValue: { fields: added(old && 'mapValue' in old ? (old.mapValue.fields ?? {}) : {}, value.mapValue.fields ?? {}) } }
    else if ('integerValue' in value)
      next[key] = { integerValue: String(Number(old && 'integerValue' in old ? old.integerValue : 0) + Number(value.integerValue)) }
    else next[key] = value
  }
  return next
}

const readDocument = (path: string): StoredDocument => {
  const stored = mockState().documents[path]
  return { id: path.slice(path.lastIndexOf('/') + 1), data: stored ? decodeFields(stored.fields) : undefined }
}

/** The paths of the documents directly in `collection`, found without walking the others (collection-index.ts). */
const pathsIn = (collection: string): string[] => Array.from(documentsIn(mockState().documents, collection), ([path]) => path)

/**
 * The documents of `collection` that match every filter, in the order of their paths. A filter on a string is looked
 * up in the collection's index of that field, as Firestore's single-field index finds it: only the documents it names
 * are decoded.
 */
function matching(collection: string, filters: Filter[]): StoredDocument[] {
  const indexed = filters.find(([, , value]) => typeof value === 'string')
  const candidates = indexed
    ? Array.from(documentsIn(mockState().documents, collection, { field: indexed[0], value: indexed[2] as string }), ([path]) => path)
    : pathsIn(collection)
  return candidates
    .sort()
    .map(readDocument)
    .filter(({ data }) => filters.every(([field, , value]) => data !== undefined && field in data && data[field] === value))
}

/** How many documents `matching` would answer; one filter on a string is answered from its index alone. */
function countOf(collection: string, filters: Filter[]): number {
  const [only] = filters
  if (filters.length !== 1 || typeof only?.[2] !== 'string') return matching(collection, filters).length
  return countIn(mockState().documents, collection, { field: only[0], value: only[2] })
}

class AlreadyExists extends Error {
  override name = 'AlreadyExists'
}

/** The writes applied to the documents, all or none: answers the paths of the stock documents they changed. */
function commit(writes: Write[]): string[] {
  const documents = mockState().documents
  const time = nextCommitTime().text
  const working = new Map<string, MockDocument | null>()
  const current = (path: string) => (working.has(path) ? working.get(path)! : (documents[path] ?? null))
  for (const write of writes) {
    const before = current(write.path)
    if (write.kind === 'delete') {
      working.set(write.path, null)
      continue
    }
    if (write.kind === 'create' && before) throw new AlreadyExists(`Document already exists: ${write.path}`)
    if (write.kind === 'update' && !before) throw new Error(`No document to update: ${write.path}`)
    const given = encodeFields(defined(write.data) as DocumentData)
    const old = before?.fields ?? {}
    const fields =
      write.kind === 'merge' ? merged(old, given) : write.kind === 'increment' ? added(old, given) : write.kind === 'update' ? { ...old, ...given } : given
    working.set(write.path, { fields, createTime: before?.createTime ?? time, updateTime: time })
  }
  for (const [path, document] of working) {
    if (document) documents[path] = document
    else delete documents[path]
  }
  return [...working.keys()].filter((path) => path.startsWith('stock/'))
}

/** The collections whose items the stock documents count. */
const collectionsOf = (stockPaths: string[]): string[] => [...new Set(stockPaths.flatMap((path) => String(readDocument(path).data?.collectionId ?? '') || []))]

export const memoryStore: DocumentStore = {
  async runTransaction(run) {
    for (let attempt = 1; ; attempt++) {
      const seen = new Map<string, string | null>()
      const writes: Write[] = []
      const read = (path: string) => {
        if (!seen.has(path)) seen.set(path, mockState().documents[path]?.updateTime ?? null)
        return readDocument(path)
      }
      const tx: Transaction = {
        get: (path) => Promise.resolve(read(path)),
        getAll: (paths) => Promise.resolve(paths.map(read)),
        create: (path, data) => void writes.push({ kind: 'create', path, data }),
        set: (path, data, options) => void writes.push({ kind: options?.merge ? 'merge' : 'set', path, data }),
        update: (path, data) => void writes.push({ kind: 'update', path, data }),
        increment: (path, data) => void writes.push({ kind: 'increment', path, data }),
        delete: (path) => void writes.push({ kind: 'delete', path }),
      }
      const result = await run(tx)
      const documents = mockState().documents
      const changed = [...seen].some(([path, version]) => (documents[path]?.updateTime ?? null) !== version)
      if (changed) {
        if (attempt < TRANSACTION_ATTEMPTS) continue
        throw new Error('The transaction was aborted: the documents it read kept changing.')
      }
      if (writes.length === 0) return result
      const stock = commit(writes)
      persistMockState()
      if (stock.length > 0) await publishStockLevels(memoryStore, collectionsOf(stock))
      return result
    }
  },
  get: (path) => Promise.resolve(readDocument(path)),
  getAll: (paths) => Promise.resolve(paths.map(readDocument)),
  query: (collection, filters = [], limit = Infinity) => Promise.resolve(matching(collection, filters).slice(0, limit)),
  count: (collection, filters = []) => Promise.resolve(countOf(collection, filters)),
  page: (collection, after, limit) => {
    const prefix = `${collection}/`
    const ids = pathsIn(collection).map((path) => path.slice(prefix.length))
    const next = ids.filter((id) => after === null || id > after).sort()
    return Promise.resolve(next.slice(0, limit).map((id) => readDocument(prefix + id)))
  },
  newId,
}

/** A queued mail as the Trigger Email extension reads it. */
const QueuedMail = v.looseObject({ to: v.string(), message: v.looseObject({ subject: v.string(), text: v.string(), html: v.string() }) })

/** The queued mail, oldest first, with the time each was queued: what the demo shows an owner would have sent. */
export const queuedMail = (): (MailDocument & { queuedAt: string })[] =>
  Object.entries(mockState().documents)
    .filter(([key]) => key.startsWith('mail/'))
    .sort(([, a], [, b]) => a.createTime.localeCompare(b.createTime))
    .flatMap(([, stored]) => {
      const mail = v.safeParse(QueuedMail, decodeFields(stored.fields))
      return mail.success ? [{ ...mail.output, queuedAt: stored.createTime }] : []
    })
