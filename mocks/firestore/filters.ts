// structuredQuery.where, compiled once into a predicate. Compiling first means an unsupported or malformed filter
// answers 400 even when the collection is empty, instead of being silently ignored.
import { invalidArgument } from './errors'
import { getField, parseFieldPath } from './fields'
import { compareValues, typeRank, valuesEqual } from './order'
import { isRecord } from '../../src/lib/is-record'
import { checkValue } from './validate'
import type { FirestoreFields, FirestoreValue } from './values'

export interface Candidate {
  /** Full resource name: what `__name__` filters and sorts compare against. */
  name: string
  fields: FirestoreFields
}

type Predicate = (doc: Candidate) => boolean

/** A field of a candidate; `__name__` is the document's own reference. */
export function fieldOf(doc: Candidate, path: string[]): FirestoreValue | undefined {
  return path.length === 1 && path[0] === '__name__' ? { referenceValue: doc.name } : getField(doc.fields, path)
}

const isNull = (v: FirestoreValue | undefined) => v !== undefined && 'nullValue' in v
const isNaNValue = (v: FirestoreValue | undefined) => v !== undefined && 'doubleValue' in v && Number.isNaN(Number(v.doubleValue))
const listOf = (v: FirestoreValue) => ('arrayValue' in v ? (v.arrayValue.values ?? []) : null)
const contains = (list: FirestoreValue[], v: FirestoreValue) => list.some((item) => valuesEqual(item, v))

type Test = (field: FirestoreValue | undefined, operand: FirestoreValue) => boolean

// Range operators only match values of the operand's type ("price > 10" never matches a string price).
const range =
  (ok: (d: number) => boolean): Test =>
  (f, o) =>
    f !== undefined && typeRank(f) === typeRank(o) && !isNaNValue(f) && !isNaNValue(o) && ok(compareValues(f, o))

const FIELD_OPERATORS: Record<string, Test> = {
  EQUAL: (f, o) => f !== undefined && valuesEqual(f, o),
  // != and not-in skip documents where the field is missing or null, like the real service.
  NOT_EQUAL: (f, o) => f !== undefined && !isNull(f) && !valuesEqual(f, o),
  LESS_THAN: range((d) => d < 0),
  LESS_THAN_OR_EQUAL: range((d) => d <= 0),
  GREATER_THAN: range((d) => d > 0),
  GREATER_THAN_OR_EQUAL: range((d) => d >= 0),
  ARRAY_CONTAINS: (f, o) => f !== undefined && contains(listOf(f) ?? [], o),
  IN: (f, o) => f !== undefined && contains(listOf(o) ?? [], f),
  NOT_IN: (f, o) => f !== undefined && !isNull(f) && !contains(listOf(o) ?? [], f),
  ARRAY_CONTAINS_ANY: (f, o) => f !== undefined && (listOf(o) ?? []).some((item) => contains(listOf(f) ?? [], item)),
}

const UNARY_OPERATORS: Record<string, (field: FirestoreValue | undefined) => boolean> = {
  IS_NULL: isNull,
  IS_NAN: isNaNValue,
  IS_NOT_NULL: (f) => f !== undefined && !isNull(f),
  IS_NOT_NAN: (f) => f !== undefined && !isNaNValue(f),
}

// Proto3 JSON allows an enum's number as well as its name; the Admin SDK's REST transport sends the number.
const FIELD_OPERATOR_NUMBERS = [
  '',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
]
const UNARY_OPERATOR_NUMBERS = ['', '', 'IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL']
const COMPOSITE_OPERATOR_NUMBERS = ['', 'AND', 'OR']
const operatorName = (op: unknown, names: string[]): unknown => (typeof op === 'number' ? names[op] || op : op)

function fieldPathOf(reference: unknown): string[] {
  if (!isRecord(reference)) throw invalidArgument('A filter needs field: {fieldPath}.')
  return parseFieldPath(reference.fieldPath)
}

export function compileFilter(filter: unknown): Predicate {
  if (!isRecord(filter) || Object.keys(filter).length !== 1) throw invalidArgument('A filter needs exactly one of fieldFilter, unaryFilter, compositeFilter.')
  const { fieldFilter, unaryFilter, compositeFilter } = filter
  if (isRecord(fieldFilter)) {
    const path = fieldPathOf(fieldFilter.field)
    const op = operatorName(fieldFilter.op, FIELD_OPERATOR_NUMBERS)
    const test = typeof op === 'string' ? FIELD_OPERATORS[op] : undefined
    if (!test) throw invalidArgument(`Unsupported field filter operator ${JSON.stringify(fieldFilter.op)}.`)
    const operand = checkValue(fieldFilter.value, 'fieldFilter.value')
    const needsList = ['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY'].includes(op as string)
    if (needsList && !listOf(operand)) throw invalidArgument(`${String(fieldFilter.op)} needs an arrayValue operand.`)
    return (doc) => test(fieldOf(doc, path), operand)
  }
  if (isRecord(unaryFilter)) {
    const path = fieldPathOf(unaryFilter.field)
    const op = operatorName(unaryFilter.op, UNARY_OPERATOR_NUMBERS)
    const test = typeof op === 'string' ? UNARY_OPERATORS[op] : undefined
    if (!test) throw invalidArgument(`Unsupported unary filter operator ${JSON.stringify(unaryFilter.op)}.`)
    return (doc) => test(fieldOf(doc, path))
  }
  if (isRecord(compositeFilter)) {
    const { filters } = compositeFilter
    const op = operatorName(compositeFilter.op, COMPOSITE_OPERATOR_NUMBERS)
    if (op !== 'AND' && op !== 'OR') throw invalidArgument(`Unsupported composite filter operator ${JSON.stringify(op)}.`)
    if (!Array.isArray(filters) || filters.length === 0) throw invalidArgument('A composite filter needs filters.')
    const parts = filters.map(compileFilter)
    return op === 'AND' ? (doc) => parts.every((p) => p(doc)) : (doc) => parts.some((p) => p(doc))
  }
  throw invalidArgument('A filter needs exactly one of fieldFilter, unaryFilter, compositeFilter.')
}

/**
 * A top-level field the filter requires to hold a string (`status == 'paid'`, alone or within an AND), if any: the
 * query then starts from the documents holding it (collection-index.ts) and still tests each against the whole filter.
 */
export function stringEquality(filter: unknown): { field: string; value: string } | undefined {
  if (!isRecord(filter)) return undefined
  const { fieldFilter, compositeFilter } = filter
  if (isRecord(fieldFilter)) {
    if (operatorName(fieldFilter.op, FIELD_OPERATOR_NUMBERS) !== 'EQUAL' || !isRecord(fieldFilter.field) || !isRecord(fieldFilter.value)) return undefined
    const value = fieldFilter.value.stringValue
    const path = parseFieldPath(fieldFilter.field.fieldPath)
    return typeof value === 'string' && path.length === 1 && path[0] !== '__name__' ? { field: path[0]!, value } : undefined
  }
  if (!isRecord(compositeFilter) || operatorName(compositeFilter.op, COMPOSITE_OPERATOR_NUMBERS) !== 'AND' || !Array.isArray(compositeFilter.filters)) {
    return undefined
  }
  for (const part of compositeFilter.filters) {
    const found = stringEquality(part)
    if (found) return found
  }
  return undefined
}
