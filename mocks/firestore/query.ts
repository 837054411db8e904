// runQuery over one collection. Supported: from (one collection, direct children only), where (see filters.ts),
// orderBy (fields and __name__), startAt and endAt (cursors over the order, as startAfter/endBefore send them),
// offset and limit. A query the real service answers only from a composite index fails as it does without one
// (indexes.ts). Everything else answers 400 instead of being ignored, so a test
// never passes against results the real service would not give.
import { invalidArgument, permissionDenied } from './errors'
import { requireIndex } from './indexes'
import { compileFilter, fieldOf, stringEquality, type Candidate } from './filters'
import { parseFieldPath } from './fields'
import { compareValues, comparePaths } from './order'
import { documentName } from './paths'
import { apiDocument } from './reads'
import { canList, type Caller } from './rules'
import { readTime } from './time'
import { isRecord } from '../../src/lib/is-record'
import { documentsIn, orderedIn } from '../collection-index'
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

/**
 * A document of the collection, as a filter and an order read it. Its full name is made only if something asks for it
 * (a `__name__` filter or order, a tie): a query over 20,000 customers for a page of 25 names only those it answers.
 * `aim` points the same object at another document, so a query looks at each one without leaving an object behind.
 */
class Matched implements Candidate {
  #name: string | undefined
  constructor(
    private readonly project: string,
    private key: string,
    public stored: StoredDocument,
  ) {}
  aim(key: string, stored: StoredDocument): this {
    this.key = key
    this.stored = stored
    this.#name = undefined
    return this
  }
  get name(): string {
    return (this.#name ??= documentName(this.project, this.key))
  }
  get fields() {
    return this.stored.fields
  }
  /** A Matched of its own for the document looked at now. */
  kept(): Matched {
    return new Matched(this.project, this.key, this.stored)
  }
}

/** A document that matched, with its values for the query's order, read once. */
interface Row {
  doc: Matched
  values: (FirestoreValue | undefined)[]
}

/**
 * The first `count` rows offered, in the order of `compare`, kept as they come without sorting them all: a page of a
 * large collection compares most documents once, with the last of the page so far, and keeps nothing of them.
 */
class FirstInOrder {
  readonly rows: Row[] = []
  constructor(
    private readonly count: number,
    private readonly compare: (a: Row, b: Row) => number,
  ) {}
  /** The page's last row once it is full. */
  get last(): Row | undefined {
    return this.rows.length >= this.count ? this.rows[this.count - 1] : undefined
  }
  /** Whether `row` would be kept: the page is not full, or it comes before the page's last row. */
  wants(row: Row): boolean {
    const last = this.last
    return this.count > 0 && (!last || this.compare(row, last) < 0)
  }
  offer(row: Row): void {
    let low = 0
    let high = this.rows.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.compare(row, this.rows[middle]!) < 0) high = middle
      else low = middle + 1
    }
    this.rows.splice(low, 0, row)
    if (this.rows.length > this.count) this.rows.pop()
  }
}

/**
 * The documents a structuredQuery answers, in its order, under the rules (a list the rules refuse is refused whole)
 * and the index check; `aggregated` are fields an aggregation reads (sum, avg), which need an index as an order does.
 * `counted`: only how many there are matters (a count), so the documents are left in any order.
 */
export function queryDocuments(query: unknown, project: string, parent: string, caller: Caller, aggregated: string[] = [], counted = false): Matched[] {
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
  // Every row matched, or (a page) only the first rows in the query's order: a document that does not make the page
  // is looked at in a row that is used again, and leaves nothing behind.
  const page = counted || limit === undefined ? null : new FirstInOrder(offset + limit, compare)
  // A page ordered first by a field the collection keeps in order (ordered-index.ts) reads from the index, from its
  // cursor on, and stops at the first document after the page's last value: the rest can only come after it.
  // Otherwise the direct children of `parent` in the collection, and of those only the ones holding the string a
  // filter requires (collection-index.ts).
  const first = orders[0]
  const path = parent ? `${parent}/${collectionId}` : collectionId
  const equality = stringEquality(query.where)
  const index = page && first && first.path.length === 1 && !isName(first) && !equality ? orderedIn(mockState().documents, path, first.path[0]!) : undefined
  const candidates: Iterable<readonly [string, StoredDocument, FirestoreValue?]> = index
    ? index.walk(first!.descending, startAt?.values[0])
    : documentsIn(mockState().documents, path, equality)
  const found: Row[] = []
  const looked: Row = { doc: new Matched(project, '', { fields: {}, createTime: '', updateTime: '' }), values: [] }
  for (const [key, stored, value] of candidates) {
    const last = index && page?.last
    if (last && value && compareValues(value, last.values[0]!) * (first!.descending ? -1 : 1) > 0) break
    const doc = looked.doc.aim(key, stored)
    if (!predicate(doc)) continue
    looked.values.length = 0
    for (const order of sorted) looked.values.push(isName(order) ? undefined : fieldOf(doc, order.path))
    if (sorted.some((order, index) => !isName(order) && looked.values[index] === undefined)) continue
    if (startAt && againstCursor(looked, sorted, startAt) < (startAt.before ? 0 : 1)) continue
    if (endAt && againstCursor(looked, sorted, endAt) >= (endAt.before ? 0 : 1)) continue
    if (page && !page.wants(looked)) continue
    const row = { doc: doc.kept(), values: [...looked.values] }
    if (page) page.offer(row)
    else found.push(row)
  }
  const rows = (page ? page.rows : counted ? found : found.sort(compare)).slice(offset, limit === undefined ? undefined : offset + limit)
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
