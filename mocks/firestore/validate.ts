// Shape checks for REST-encoded values in request bodies, so a malformed write answers 400 INVALID_ARGUMENT
// instead of throwing inside a handler or storing something the SDK cannot read back.
import { isRecord } from '../../src/lib/is-record'
import { invalidArgument } from './errors'
import { timestampNanos } from './time'
import type { FirestoreFields, FirestoreValue } from './values'

function isNumberLike(value: unknown): boolean {
  return typeof value === 'number' || value === 'NaN' || value === 'Infinity' || value === '-Infinity'
}

function validValue(value: unknown): value is FirestoreValue {
  if (!isRecord(value)) return false
  const keys = Object.keys(value)
  if (keys.length !== 1) return false
  const v = value[keys[0] ?? '']
  switch (keys[0]) {
    case 'nullValue':
      return v === 'NULL_VALUE' || v === null
    case 'booleanValue':
      return typeof v === 'boolean'
    case 'integerValue':
      return (typeof v === 'string' && /^-?\d+$/.test(v)) || Number.isInteger(v)
    case 'doubleValue':
      return isNumberLike(v)
    case 'timestampValue':
      return typeof v === 'string' && timestampNanos(v) !== null
    case 'stringValue':
    case 'bytesValue':
    case 'referenceValue':
      return typeof v === 'string'
    case 'geoPointValue':
      return isRecord(v) && ['latitude', 'longitude'].every((k) => v[k] === undefined || typeof v[k] === 'number')
    case 'arrayValue':
      return isRecord(v) && (v.values === undefined || (Array.isArray(v.values) && v.values.every(validValue)))
    case 'mapValue':
      return isRecord(v) && (v.fields === undefined || validFields(v.fields))
    default:
      return false
  }
}

function validFields(fields: unknown): fields is FirestoreFields {
  return isRecord(fields) && Object.values(fields).every(validValue)
}

/** The value itself, or 400 naming where it came from. */
export function checkValue(value: unknown, where: string): FirestoreValue {
  if (!validValue(value)) throw invalidArgument(`Invalid value at ${where}: ${JSON.stringify(value)}`)
  return value
}

/** A document's fields ({} when absent), or 400. */
export function checkFields(fields: unknown, where: string): FirestoreFields {
  if (fields === undefined) return {}
  if (!validFields(fields)) throw invalidArgument(`Invalid fields at ${where}.`)
  return fields
}
