// The mock's documents, found by collection: a query reads the documents of its own collection, never every document
// the state holds (a shop of 100,000 orders would make each query over 25 customers walk them all). The state's
// `documents` stays a record to every reader (persisted as JSON, spread, indexed by key; a proxy cannot be
// structured-cloned, so a copy is cloned: `structuredClone({ ...documents })`); behind it a proxy keeps, per
// collection path ('orders', 'users/u1/wishlist'), its documents by key, in the order the record holds them; once a
// query has asked for a field equal to a string (`status == 'paid'`, even before the collection had any document),
// the collection's documents by that field's value, as Firestore's single-field index finds them; and, for the fields
// the collection's queries order by (the state names them), its documents in that field's order (ordered-index.ts).
// Every write through the record keeps them all, whoever makes it: the REST commit, the /api's store, a test.
import { OrderedIndex } from './ordered-index'
import type { StoredDocument } from './state-types'

type Documents = Record<string, StoredDocument>
type ByKey = Map<string, StoredDocument>

/** The string a top-level field holds, or undefined (missing, or of another type). */
const stringIn = (stored: StoredDocument, field: string): string | undefined => {
  const value = stored.fields[field]
  return value && 'stringValue' in value ? value.stringValue : undefined
}

class Collection {
  readonly documents: ByKey = new Map()
  /** Field name → its string value → the documents holding it. */
  private readonly byField = new Map<string, Map<string, ByKey>>()
  /** Field name → the documents in that field's order, for the fields the collection is ordered by. */
  readonly ordered = new Map<string, OrderedIndex>()

  constructor(orderedFields: readonly string[]) {
    for (const field of orderedFields) this.ordered.set(field, new OrderedIndex(field))
  }

  put(key: string, stored: StoredDocument): void {
    const before = this.documents.get(key)
    this.documents.set(key, stored)
    for (const [field, values] of this.byField) {
      if (before) bucket(values, stringIn(before, field))?.delete(key)
      bucket(values, stringIn(stored, field), true)?.set(key, stored)
    }
    for (const index of this.ordered.values()) index.put(key, stored)
  }

  remove(key: string): void {
    const before = this.documents.get(key)
    if (!before) return
    this.documents.delete(key)
    for (const [field, values] of this.byField) bucket(values, stringIn(before, field))?.delete(key)
    for (const index of this.ordered.values()) index.remove(key)
  }

  /** The documents whose `field` holds the string `value`, in no particular order. */
  withValue(field: string, value: string): Iterable<[string, StoredDocument]> {
    let values = this.byField.get(field)
    if (!values) {
      this.byField.set(field, (values = new Map()))
      for (const [key, stored] of this.documents) bucket(values, stringIn(stored, field), true)?.set(key, stored)
    }
    return values.get(value) ?? []
  }
}

function bucket(values: Map<string, ByKey>, value: string | undefined, create = false): ByKey | undefined {
  if (value === undefined) return undefined
  let found = values.get(value)
  if (!found && create) values.set(value, (found = new Map()))
  return found
}

const indexes = new WeakMap<Documents, Map<string, Collection>>()

/** The collection path of a document key: 'orders/A1' → 'orders', 'users/u1/wishlist/w' → 'users/u1/wishlist'. */
const collectionOf = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf('/')))

/** The top-level fields a collection's documents are kept in the order of, by collection path. */
export type OrderedFields = (collection: string) => readonly string[]

const orderedFieldsOf = new WeakMap<Map<string, Collection>, OrderedFields>()

function newCollection(collections: Map<string, Collection>, path: string): Collection {
  const collection = new Collection(orderedFieldsOf.get(collections)?.(path) ?? [])
  collections.set(path, collection)
  return collection
}

/**
 * `documents` behind a proxy that keeps them by collection; the record itself is kept and changed through it.
 * `orderedFields` names, for a collection, the fields whose order it also keeps (ordered-index.ts).
 */
export function indexedDocuments(documents: Documents, orderedFields: OrderedFields = () => []): Documents {
  if (indexes.has(documents)) return documents
  const collections = new Map<string, Collection>()
  orderedFieldsOf.set(collections, orderedFields)
  const put = (key: string, stored: StoredDocument) => {
    const path = collectionOf(key)
    ;(collections.get(path) ?? newCollection(collections, path)).put(key, stored)
  }
  for (const [key, stored] of Object.entries(documents)) put(key, stored)
  const proxy = new Proxy(documents, {
    set(target, key, value: StoredDocument) {
      if (typeof key === 'string') put(key, value)
      target[key as string] = value
      return true
    },
    defineProperty(target, key, descriptor) {
      const done = Reflect.defineProperty(target, key, descriptor)
      if (done && typeof key === 'string') put(key, target[key]!)
      return done
    },
    deleteProperty(target, key) {
      if (typeof key === 'string') collections.get(collectionOf(key))?.remove(key)
      return Reflect.deleteProperty(target, key)
    },
  })
  indexes.set(proxy, collections)
  return proxy
}

/**
 * The documents directly in `collection` (a collection path) by key, in the record's order; with `equal`, only those
 * whose top-level field holds that string, in no particular order. A record that was never indexed (built by hand)
 * is walked whole, with the same answer.
 */
export function documentsIn(documents: Documents, collection: string, equal?: { field: string; value: string }): Iterable<[string, StoredDocument]> {
  const collections = indexes.get(documents)
  let found = collections?.get(collection)
  // A field asked for on a collection with no documents yet is indexed from its first document on, as it is once asked
  // for on one that has some: the first query after many writes never has to index them all.
  if (collections && !found && equal) found = newCollection(collections, collection)
  if (found) return equal ? found.withValue(equal.field, equal.value) : found.documents
  if (collections) return []
  return Object.entries(documents).filter(([key, stored]) => collectionOf(key) === collection && (!equal || stringIn(stored, equal.field) === equal.value))
}

/** How many documents `documentsIn` answers, counted without walking them where the collection is indexed. */
export function countIn(documents: Documents, collection: string, equal?: { field: string; value: string }): number {
  const found = documentsIn(documents, collection, equal)
  return found instanceof Map ? found.size : Array.from(found).length
}

/**
 * The documents of `collection` holding `field`, in its order (ordered-index.ts), when the collection keeps that order;
 * otherwise undefined, and a query compares the documents itself.
 */
export function orderedIn(documents: Documents, collection: string, field: string): OrderedIndex | undefined {
  const collections = indexes.get(documents)
  if (!collections) return undefined
  return (collections.get(collection) ?? newCollection(collections, collection)).ordered.get(field)
}
