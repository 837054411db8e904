// runQuery over one collection. Supported: from (one collection, direct children only), where (see filters.ts),
// orderBy (fields and __name__), startAt and endAt (cursors over the order, as startAfter/endBefore send them),
// offset and limit. A query the real service answers only from a composite index fails as it does without one
// (indexes.ts). Everything else answers 400 instead of being ignored, so a test
// never passes against results the real service would not give.
import { invalidArgument, permissionDenied } from './errors'
import { requireIndex } from './indexes'
import { compileFilter, fieldOf, type Candidate } from './filters'
import { parseFieldPath } from './fields'
import { compareValues, comparePaths } from './order'
import { documentName, isChildOf } from './paths'
import { apiDocument } from './reads'
import { canList, type Caller } from './rules'
import { readTime } from './time'
import { isRecord } from '../../src/lib/is-record'
import { mockState, type StoredDocument } from '../state'
import type { FirestoreValue } from './values'

const SUPPORTED = new Set(['from', 'where', 'orderBy', 'startAt', 'endAt', 'offset', 'limit'])

interface Order {
  path: string[]
  descending: boolean
}

function parseOrder(entry: unknown): Order {
  if (!isRecord(entry) || !isRecord(entry.field)) throw invalidArgument('orderBy entries need field: {fieldPath}.')
  // The Admin SDK's REST transport sends enums as numbers ($alt=json;enum-encoding=int): 1 ASCENDING, 2 DESCENDING.
  const direction =
    ({ 0: 'DIRECTION_UNSPECIFIED', 1: 'ASCENDING', 2: 'DESCENDING' } as Record<string, string>)[String(entry.direction)] ?? entry.direction ?? 'ASCENDING'
  if (!['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED'].includes(direction as string)) {
    throw invalidArgument(`Unknown orderBy direction ${JSON.stringify(direction)}.`)
  }
  return { path: parseFieldPath(entry.field.fieldPath), descending: direction === 'DESCENDING' }
}

/** limit and offset: proto3 JSON sends a bare number; the Int32Value wrapper form {value} is accepted too. */
function count(value: unknown, what: string): number | undefined {
  const n = isRecord(value) ? value.value : value
  if (n === undefined) return undefined
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw invalidArgument(`${what} must be a non-negative integer.`)
  return n
}

const isName = (order: Order) => order.path.length === 1 && order.path[0] === '__name__'

interface Cursor {
  values: FirestoreValue[]
  /** True: the position just before these values (startAt, endBefore); false: just after (startAfter, endAt). */
  before: boolean
}

function parseCursor(value: unknown, what: string): Cursor | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value) || !Array.isArray(value.values) || value.values.length === 0) throw invalidArgument(`${what} needs a list of values.`)
  return { values: value.values as FirestoreValue[], before: value.before === true }
}

/** Where a document stands against a cursor in the query's order: negative before it, 0 at it, positive after. */
function againstCursor(row: Row, orders: Order[], cursor: Cursor): number {
  if (cursor.values.length > orders.length) throw invalidArgument('A cursor has more values than the query has orderBy fields.')
  for (const [index, value] of cursor.values.entries()) {
    const order = orders[index]!
    const d = isName(order) ? ('referenceValue' in value ? comparePaths(row.doc.name, value.referenceValue) : 1) : compareValues(row.values[index]!, value)
    if (d) return order.descending ? -d : d
  }
  return 0
}

type Matched = Candidate & { stored: StoredDocument }

/** A document that matched, with its values for the query's order, read once. */
interface Row {
  doc: Matched
  values: (FirestoreValue | undefined)[]
}

/** The direct children of `parent` in `collectionId`, visited without copying the whole state's keys. */
function childrenOf(project: string, parent: string, collectionId: string): Matched[] {
  const documents = mockState().documents
  const children: Matched[] = []
  for (const key in documents) {
    if (!isChildOf(key, parent, collectionId)) continue
    const stored = documents[key]!
    children.push({ name: documentName(project, key), fields: stored.fields, stored })
  }
  return children
}

/**
 * The first `count` items in the order of `compare`, in that order, without sorting them all: a page of a large
 * collection compares most documents once, with the last of the page so far.
 */
function firstInOrder<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = []
  if (count === 0) return best
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]!) >= 0) continue
    let low = 0
    let high = best.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compare(item, best[middle]!) < 0) high = middle
      else low = middle + 1
    }
    best.splice(low, 0, item)
    if (best.length > count) best.pop()
  }
  return best
}

/**
 * The documents a structuredQuery answers, in its order, under the rules (a list the rules refuse is refused whole)
 * and the index check; `aggregated` are fields an aggregation reads (sum, avg), which need an index as an order does.
 */
export function queryDocuments(query: unknown, project: string, parent: string, caller: Caller, aggregated: string[] = []): Matched[] {
  if (!isRecord(query)) throw invalidArgument('A structuredQuery is needed.')
  const unsupported = Object.keys(query).find((key) => !SUPPORTED.has(key))
  if (unsupported) throw invalidArgument(`structuredQuery.${unsupported} is not supported by the mock backend.`)

  const from = query.from
  const selector: unknown = Array.isArray(from) && from.length === 1 ? from[0] : undefined
  if (!isRecord(selector) || typeof selector.collectionId !== 'string' || !selector.collectionId || selector.collectionId.includes('/')) {
    throw invalidArgument('structuredQuery.from needs exactly one {collectionId}.')
  }
  if (selector.allDescendants) throw invalidArgument('Collection group queries (allDescendants) are not supported by the mock backend.')
  const collectionId = selector.collectionId
  const predicate = query.where === undefined ? () => true : compileFilter(query.where)
  if (query.orderBy !== undefined && !Array.isArray(query.orderBy)) throw invalidArgument('structuredQuery.orderBy must be a list.')
  const orders = ((query.orderBy as unknown[] | undefined) ?? []).map(parseOrder)
  const startAt = parseCursor(query.startAt, 'startAt')
  const endAt = parseCursor(query.endAt, 'endAt')
  const offset = count(query.offset, 'offset') ?? 0
  const limit = count(query.limit, 'limit')
  if (!canList(caller, parent, collectionId, query.where)) throw permissionDenied()
  // Each aggregated field is read from an index of its own behind the query's filters and orders.
  const ordered = orders.map((order) => ({ path: order.path.join('.'), descending: order.descending }))
  for (const path of aggregated.length ? aggregated : [null]) {
    requireIndex(collectionId, query.where, path === null ? ordered : [...ordered, { path, descending: false }])
  }

  // Ordering by a field leaves out documents without it; the name breaks ties, in the last order's direction.
  const lastDescending = orders[orders.length - 1]?.descending ?? false
  const tieBreak: Order[] = orders.some(isName) ? [] : [{ path: ['__name__'], descending: lastDescending }]
  const sorted = [...orders, ...tieBreak]
  const compare = (a: Row, b: Row) => {
    for (const [index, order] of sorted.entries()) {
      const d = isName(order) ? comparePaths(a.doc.name, b.doc.name) : compareValues(a.values[index]!, b.values[index]!)
      if (d) return order.descending ? -d : d
    }
    return 0
  }
  const found: Row[] = []
  for (const doc of childrenOf(project, parent, collectionId)) {
    if (!predicate(doc)) continue
    const values = sorted.map((order) => (isName(order) ? undefined : fieldOf(doc, order.path)))
    if (sorted.some((order, index) => !isName(order) && values[index] === undefined)) continue
    const row = { doc, values }
    if (startAt && againstCursor(row, sorted, startAt) < (startAt.before ? 0 : 1)) continue
    if (endAt && againstCursor(row, sorted, endAt) >= (endAt.before ? 0 : 1)) continue
    found.push(row)
  }
  const rows = (limit === undefined ? found.sort(compare) : firstInOrder(found, offset + limit, compare)).slice(
    offset,
    limit === undefined ? undefined : offset + limit,
  )
  return rows.map((row) => row.doc)
}

export function runQuery(body: unknown, project: string, parent: string, caller: Caller) {
  if (!isRecord(body) || !isRecord(body.structuredQuery)) throw invalidArgument('runQuery needs a structuredQuery.')
  const extra = Object.keys(body).find((key) => key !== 'structuredQuery')
  if (extra) throw invalidArgument(`runQuery option "${extra}" is not supported by the mock backend.`)
  const documents = queryDocuments(body.structuredQuery, project, parent, caller)
  const time = readTime()
  // An empty result is one entry holding only readTime, as the real API streams it.
  if (documents.length === 0) return [{ readTime: time }]
  return documents.map((doc) => ({ document: apiDocument(doc.name, doc.stored), readTime: time }))
}
