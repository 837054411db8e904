// The document store of the shop's /api over the Admin SDK's Firestore. Timestamps are read back as ISO text and
// written from `Date`s (the SDK stores those as timestamps), so the handlers never see the SDK's own types.
import { FieldPath, FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore'
import type { DocumentStore, Filter, StoredDocument, Transaction } from '../../src/lib/api/ports'

/** A stored value with its timestamps as ISO text, at any depth. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString()
  if (Array.isArray(value)) return value.map(plain)
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plain(entry)]))
  return value
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/**
 * The numbers of `data`, at any depth, as increments of the stored ones. A map with nothing in it is left out: merged,
 * Firestore would take it for the whole field and replace what is stored there with nothing.
 */
function increments(data: Record<string, unknown>): DocumentData {
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) => {
      if (typeof value === 'number') return [[key, FieldValue.increment(value)]]
      if (!isMap(value)) return [[key, value]]
      const inner = increments(value)
      return Object.keys(inner).length === 0 ? [] : [[key, inner]]
    }),
  )
}

const stored = (snapshot: DocumentSnapshot): StoredDocument => ({
  id: snapshot.id,
  data: snapshot.exists ? (plain(snapshot.data()) as DocumentData) : undefined,
})

const filtered = (db: Firestore, collection: string, filters: Filter[]): Query =>
  filters.reduce<Query>((next, [field, op, value]) => next.where(field, op, value), db.collection(collection))

export function adminStore(db: Firestore): DocumentStore {
  return {
    runTransaction: (run) =>
      db.runTransaction((tx) => {
        const transaction: Transaction = {
          get: async (path) => stored(await tx.get(db.doc(path))),
          getAll: async (paths) => (paths.length === 0 ? [] : (await tx.getAll(...paths.map((path) => db.doc(path)))).map(stored)),
          create: (path, data) => void tx.create(db.doc(path), data),
          set: (path, data, options) => void (options?.merge ? tx.set(db.doc(path), data, { merge: true }) : tx.set(db.doc(path), data)),
          update: (path, data) => void tx.update(db.doc(path), data),
          increment: (path, data) => void tx.set(db.doc(path), increments(data), { merge: true }),
          delete: (path) => void tx.delete(db.doc(path)),
        }
        return run(transaction)
      }),
    get: async (path) => stored(await db.doc(path).get()),
    getAll: async (paths) => (paths.length === 0 ? [] : (await db.getAll(...paths.map((path) => db.doc(path)))).map(stored)),
    query: async (collection, filters = [], limit) => {
      let query = filtered(db, collection, filters)
      if (limit !== undefined) query = query.limit(limit)
      return (await query.get()).docs.map(stored)
    },
    count: async (collection, filters = []) => (await filtered(db, collection, filters).count().get()).data().count,
    page: async (collection, after, limit) => {
      const ordered = db.collection(collection).orderBy(FieldPath.documentId()).limit(limit)
      return (await (after === null ? ordered : ordered.startAfter(after)).get()).docs.map(stored)
    },
    newId: () => db.collection('mail').doc().id,
  }
}
