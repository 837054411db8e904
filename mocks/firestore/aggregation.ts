// runAggregationQuery as the real REST API answers it (getCountFromServer and getAggregateFromServer of Firestore
// Lite): a structuredAggregationQuery of a structuredQuery and up to five aggregations, each {alias, count: {upTo?}},
// {alias, sum: {field}} or {alias, avg: {field}}; the answer is one entry {result: {aggregateFields: {alias: value}},
// readTime}. It counts what the same runQuery would return, so it is allowed exactly when that list is (rules are
// not filters), and a sum or an average reads its field from an index, as the real service does (indexes.ts).
import { invalidArgument } from './errors'
import { fieldOf } from './filters'
import { parseFieldPath } from './fields'
import { queryDocuments } from './query'
import type { Caller } from './rules'
import { readTime } from './time'
import type { FirestoreValue } from './values'
import { isRecord } from '../../src/lib/is-record'

const MAX_AGGREGATIONS = 5
const ALIAS = /^[A-Za-z_][A-Za-z_0-9]*$/

type Aggregation = { alias: string; kind: 'count'; upTo: number | undefined } | { alias: string; kind: 'sum' | 'avg'; path: string[] }

function parseAggregation(entry: unknown): Aggregation {
  if (!isRecord(entry) || typeof entry.alias !== 'string' || !ALIAS.test(entry.alias)) {
    throw invalidArgument('Each aggregation needs an alias made of letters, digits and underscores.')
  }
  const kinds = (['count', 'sum', 'avg'] as const).filter((kind) => entry[kind] !== undefined)
  if (kinds.length !== 1 || Object.keys(entry).length !== 2) throw invalidArgument('Each aggregation needs exactly one of count, sum, avg.')
  const kind = kinds[0]!
  const operator = entry[kind]
  if (!isRecord(operator)) throw invalidArgument(`${kind} must be an object.`)
  if (kind === 'count') {
    const upTo = operator.upTo === undefined ? undefined : Number(isRecord(operator.upTo) ? operator.upTo.value : operator.upTo)
    if (upTo !== undefined && (!Number.isSafeInteger(upTo) || upTo <= 0)) throw invalidArgument('count.upTo must be greater than 0.')
    return { alias: entry.alias, kind, upTo }
  }
  if (!isRecord(operator.field)) throw invalidArgument(`${kind} needs field: {fieldPath}.`)
  return { alias: entry.alias, kind, path: parseFieldPath(operator.field.fieldPath) }
}

/** The numbers of a field among the documents: values of other types (and documents without it) are left out. */
function numbers(documents: ReturnType<typeof queryDocuments>, path: string[]): { values: number[]; doubles: boolean } {
  const values: number[] = []
  let doubles = false
  for (const document of documents) {
    const value = fieldOf(document, path)
    if (value && 'integerValue' in value) values.push(Number(value.integerValue))
    else if (value && 'doubleValue' in value) {
      values.push(Number(value.doubleValue))
      doubles = true
    }
  }
  return { values, doubles }
}

function aggregate(aggregation: Aggregation, documents: ReturnType<typeof queryDocuments>): FirestoreValue {
  if (aggregation.kind === 'count') return { integerValue: String(Math.min(documents.length, aggregation.upTo ?? Infinity)) }
  const { values, doubles } = numbers(documents, aggregation.path)
  const sum = values.reduce((total, value) => total + value, 0)
  if (aggregation.kind === 'avg') return values.length === 0 ? { nullValue: null } : { doubleValue: sum / values.length }
  // A sum of integers is an integer unless it leaves the 64-bit range; any double makes it a double.
  return doubles || !Number.isSafeInteger(sum) ? { doubleValue: sum } : { integerValue: String(sum) }
}

export function runAggregationQuery(body: unknown, project: string, parent: string, caller: Caller) {
  if (!isRecord(body) || !isRecord(body.structuredAggregationQuery)) throw invalidArgument('runAggregationQuery needs a structuredAggregationQuery.')
  const extra = Object.keys(body).find((key) => key !== 'structuredAggregationQuery')
  if (extra) throw invalidArgument(`runAggregationQuery option "${extra}" is not supported by the mock backend.`)
  const { structuredQuery, aggregations, ...other } = body.structuredAggregationQuery
  const unknown = Object.keys(other)[0]
  if (unknown) throw invalidArgument(`structuredAggregationQuery.${unknown} is not supported by the mock backend.`)
  if (!Array.isArray(aggregations) || aggregations.length === 0) throw invalidArgument('structuredAggregationQuery needs at least one aggregation.')
  if (aggregations.length > MAX_AGGREGATIONS) throw invalidArgument(`Aggregations are limited to ${MAX_AGGREGATIONS}.`)
  const parsed = aggregations.map(parseAggregation)
  if (new Set(parsed.map((entry) => entry.alias)).size !== parsed.length) throw invalidArgument('Aggregation aliases must be unique.')
  const fields = parsed.flatMap((entry) => (entry.kind === 'count' ? [] : [entry.path.join('.')]))
  // Counts alone do not depend on which documents come first: they are counted unsorted.
  const documents = queryDocuments(structuredQuery, project, parent, caller, [...new Set(fields)], fields.length === 0)
  const aggregateFields = Object.fromEntries(parsed.map((entry) => [entry.alias, aggregate(entry, documents)]))
  return [{ result: { aggregateFields }, readTime: readTime() }]
}
