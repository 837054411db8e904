// Firestore's total order of values (https://firebase.google.com/docs/firestore/manage-data/data-types): first by
// type, then within the type. orderBy, range filters and equality (1 == 1.0) all use it.
import { timestampNanos } from './time'
import type { FirestoreValue } from './values'

/** null < boolean < number < timestamp < string < bytes < reference < geopoint < array < map. */
export function typeRank(value: FirestoreValue): number {
  if ('nullValue' in value) return 0
  if ('booleanValue' in value) return 1
  if ('integerValue' in value || 'doubleValue' in value) return 2
  if ('timestampValue' in value) return 3
  if ('stringValue' in value) return 4
  if ('bytesValue' in value) return 5
  if ('referenceValue' in value) return 6
  if ('geoPointValue' in value) return 7
  if ('arrayValue' in value) return 8
  return 9 // mapValue
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0)

function compareNumbers(a: number, b: number): number {
  // NaN sorts before every other number and equals itself.
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1
  return a < b ? -1 : a > b ? 1 : 0
}

/** Strings order by UTF-8 bytes, which is code point order (not JavaScript's UTF-16 code unit order). */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0
  // Up to the first unit that differs the code points are the same; there, two units outside the surrogate range
  // are two code points, in the same order. Only a surrogate needs the code points themselves.
  const length = Math.min(a.length, b.length)
  let i = 0
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (i === length) return sign(a.length - b.length)
  const [p, q] = [a.charCodeAt(i), b.charCodeAt(i)]
  if ((p < 0xd800 || p > 0xdfff) && (q < 0xd800 || q > 0xdfff)) return sign(p - q)
  const x = Array.from(a)
  const y = Array.from(b)
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0)
    if (d) return sign(d)
  }
  return sign(x.length - y.length)
}

function compareLists(a: FirestoreValue[], b: FirestoreValue[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = compareValues(a[i] as FirestoreValue, b[i] as FirestoreValue)
    if (d) return d
  }
  return sign(a.length - b.length)
}

/**
 * Document paths (and reference values) order segment by segment. The segments before the first unit that differs
 * are the same: the segment holding it decides, or, when it is the same (one path ends there), the longer path is after.
 */
export function comparePaths(a: string, b: string): number {
  if (a === b) return 0
  const length = Math.min(a.length, b.length)
  let i = 0
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++
  const start = i === 0 ? 0 : a.lastIndexOf('/', i - 1) + 1
  const end = (path: string) => (path.indexOf('/', i) + 1 || path.length + 1) - 1
  return compareStrings(a.slice(start, end(a)), b.slice(start, end(b))) || sign(a.length - b.length)
}

const toNumber = (v: FirestoreValue) => ('integerValue' in v ? Number(v.integerValue) : 'doubleValue' in v ? Number(v.doubleValue) : NaN)

/**
 * Two UTC times by the text of their date and second, which have fixed widths: the sign, or 0 when that does not
 * decide (the same second, another zone) and the instants must be computed.
 */
function compareUtcSeconds(s: string, t: string): number {
  if (s.length < 20 || t.length < 20 || !s.endsWith('Z') || !t.endsWith('Z') || s[10] !== t[10]) return 0
  for (let i = 0; i < 19; i++) {
    const d = s.charCodeAt(i) - t.charCodeAt(i)
    if (d) return sign(d)
  }
  return 0
}

export function compareValues(a: FirestoreValue, b: FirestoreValue): number {
  const rank = typeRank(a) - typeRank(b)
  if (rank) return sign(rank)
  if ('booleanValue' in a && 'booleanValue' in b) return sign(Number(a.booleanValue) - Number(b.booleanValue))
  if ('timestampValue' in a && 'timestampValue' in b) {
    const byText = compareUtcSeconds(a.timestampValue, b.timestampValue)
    if (byText) return byText
    const x = timestampNanos(a.timestampValue) ?? 0n
    const y = timestampNanos(b.timestampValue) ?? 0n
    return x < y ? -1 : x > y ? 1 : 0
  }
  if ('stringValue' in a && 'stringValue' in b) return compareStrings(a.stringValue, b.stringValue)
  if ('bytesValue' in a && 'bytesValue' in b) return compareStrings(safeAtob(a.bytesValue), safeAtob(b.bytesValue))
  if ('referenceValue' in a && 'referenceValue' in b) return comparePaths(a.referenceValue, b.referenceValue)
  if ('geoPointValue' in a && 'geoPointValue' in b) {
    const { latitude: la = 0, longitude: lo = 0 } = a.geoPointValue
    const { latitude: lb = 0, longitude: lob = 0 } = b.geoPointValue
    return compareNumbers(la, lb) || compareNumbers(lo, lob)
  }
  if ('arrayValue' in a && 'arrayValue' in b) return compareLists(a.arrayValue.values ?? [], b.arrayValue.values ?? [])
  if ('mapValue' in a && 'mapValue' in b) {
    // Maps compare as their (key, value) pairs in key order.
    const x = Object.entries(a.mapValue.fields ?? {}).sort(([k], [l]) => compareStrings(k, l))
    const y = Object.entries(b.mapValue.fields ?? {}).sort(([k], [l]) => compareStrings(k, l))
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const [[ka, va], [kb, vb]] = [x[i] as [string, FirestoreValue], y[i] as [string, FirestoreValue]]
      const d = compareStrings(ka, kb) || compareValues(va, vb)
      if (d) return d
    }
    return sign(x.length - y.length)
  }
  if (typeRank(a) === 2) return compareNumbers(toNumber(a), toNumber(b))
  return 0 // both null
}

function safeAtob(text: string): string {
  try {
    return atob(text)
  } catch {
    return text
  }
}

export const valuesEqual = (a: FirestoreValue, b: FirestoreValue) => compareValues(a, b) === 0
