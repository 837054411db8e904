// Firestore REST value encoding (https://firebase.google.com/docs/firestore/reference/rest/v1/Value),
// the shape the Lite SDK sends and reads.
export type FirestoreValue =
  | { nullValue: 'NULL_VALUE' | null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } }

export type FirestoreFields = Record<string, FirestoreValue>

function encodeValue(value: unknown): FirestoreValue {
  if (value === null || value === undefined) return { nullValue: 'NULL_VALUE' }
  if (typeof value === 'boolean') return { booleanValue: value }
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value }
  }
  if (typeof value === 'string') return { stringValue: value }
  if (value instanceof Date) return { timestampValue: value.toISOString() }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } }
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } }
  throw new TypeError(`Cannot encode ${typeof value} as a Firestore value`)
}

export function encodeFields(data: Record<string, unknown>): FirestoreFields {
  return Object.fromEntries(Object.entries(data).map(([key, v]) => [key, encodeValue(v)]))
}

/** A stored value as plain data: timestamps as ISO text, integers and doubles as numbers. The inverse of encodeFields. */
function decodeValue(value: FirestoreValue): unknown {
  if ('nullValue' in value) return null
  if ('booleanValue' in value) return value.booleanValue
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return Number(value.doubleValue)
  if ('timestampValue' in value) return new Date(value.timestampValue).toISOString()
  if ('stringValue' in value) return value.stringValue
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue)
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {})
  throw new TypeError(`The mock backend does not decode ${Object.keys(value)[0]}`)
}

export function decodeFields(fields: FirestoreFields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, v]) => [key, decodeValue(v)]))
}
