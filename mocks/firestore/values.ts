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
