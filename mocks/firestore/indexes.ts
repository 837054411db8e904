// The composite indexes the real service needs, checked as it checks them: a query that filters on a field by
// equality (or array-contains) and orders by another, or orders by two fields, runs only when firestore.indexes.json
// (what `npm run deploy` deploys) declares an index for it; otherwise it fails with FAILED_PRECONDITION "The query
// requires an index", as on a real project. Without this check a missing index shows only after going live.
import declared from '../../firestore.indexes.json'
import { failedPrecondition } from './errors'
import { isRecord } from '../../src/lib/is-record'

interface IndexField {
  fieldPath: string
  order?: string
  arrayConfig?: string
}

const EQUALITY = new Set(['EQUAL', 'IN'])
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY'])

/** The fields a filter tests by equality, with the kind of index entry each needs. */
function equalities(filter: unknown, into: Map<string, 'order' | 'array'>): void {
  if (!isRecord(filter)) return
  if (isRecord(filter.compositeFilter) && Array.isArray(filter.compositeFilter.filters)) {
    for (const inner of filter.compositeFilter.filters) equalities(inner, into)
    return
  }
  const field = isRecord(filter.fieldFilter) ? filter.fieldFilter : undefined
  if (!field || !isRecord(field.field) || typeof field.field.fieldPath !== 'string') return
  if (EQUALITY.has(field.op as string)) into.set(field.field.fieldPath, 'order')
  else if (ARRAY.has(field.op as string)) into.set(field.field.fieldPath, 'array')
}

const matches = (index: { fields: IndexField[] }, equal: Map<string, 'order' | 'array'>, ordered: { path: string; descending: boolean }[]) => {
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__')
  if (fields.length !== equal.size + ordered.length) return false
  const head = fields.slice(0, equal.size)
  const tail = fields.slice(equal.size)
  return (
    head.every((field) =>
      equal.get(field.fieldPath) === 'array' ? field.arrayConfig === 'CONTAINS' : equal.get(field.fieldPath) === 'order' && field.order !== undefined,
    ) && tail.every((field, at) => field.fieldPath === ordered[at]!.path && field.order === (ordered[at]!.descending ? 'DESCENDING' : 'ASCENDING'))
  )
}

/**
 * Throws FAILED_PRECONDITION when the real service would need a composite index for this query over `collectionId`
 * and none is declared. `orders` are the query's orderBy fields as sent (dotted paths), `__name__` left out.
 */
export function requireIndex(collectionId: string, where: unknown, orders: { path: string; descending: boolean }[]): void {
  const equal = new Map<string, 'order' | 'array'>()
  equalities(where, equal)
  const ordered = orders.filter((order) => order.path !== '__name__' && !(equal.get(order.path) === 'order'))
  // One ordered field alone, or equalities alone, are served from the automatic single-field indexes.
  if (ordered.length === 0 || (ordered.length === 1 && equal.size === 0)) return
  const indexes = (declared.indexes as { collectionGroup: string; queryScope: string; fields: IndexField[] }[]).filter(
    (index) => index.collectionGroup === collectionId && index.queryScope === 'COLLECTION',
  )
  if (indexes.some((index) => matches(index, equal, ordered))) return
  const wanted = [
    ...[...equal].map(([path, kind]) => `${path} ${kind === 'array' ? 'CONTAINS' : 'ASCENDING'}`),
    ...ordered.map((o) => `${o.path} ${o.descending ? 'DESCENDING' : 'ASCENDING'}`),
  ]
  throw failedPrecondition(`The query requires an index: declare one on ${collectionId} (${wanted.join(', ')}) in firestore.indexes.json.`)
}

/**
 * The top-level fields the queries of a collection (its path) order by: the ordered field each declared index ends
 * with. The mock keeps each such collection's documents in that field's order, as Firestore keeps its indexes.
 */
export function orderedFields(collection: string): readonly string[] {
  const group = collection.slice(collection.lastIndexOf('/') + 1)
  const fields = (declared.indexes as { collectionGroup: string; fields: IndexField[] }[])
    .filter((index) => index.collectionGroup === group)
    .map((index) => index.fields.filter((field) => field.fieldPath !== '__name__').at(-1))
    .flatMap((field) => (field?.order && !field.fieldPath.includes('.') ? [field.fieldPath] : []))
  return [...new Set(fields)]
}
