// Field paths ("address.city", "`odd.name`.x") and nested reads and writes on REST-encoded fields. updateMask,
// updateTransforms, orderBy and where all name fields this way.
import { invalidArgument } from './errors'
import type { FirestoreFields, FirestoreValue } from './values'

/** Segments of a field path. Segments other than [A-Za-z_][A-Za-z0-9_]* come backquoted with \-escapes. */
export function parseFieldPath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '') throw invalidArgument('A field path must be a non-empty string.')
  const segments: string[] = []
  let i = 0
  while (i <= path.length) {
    let segment = ''
    if (path[i] === '`') {
      i++
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\') i++
        segment += path[i] ?? ''
        i++
      }
      if (path[i] !== '`') throw invalidArgument(`Unterminated backquote in field path "${path}".`)
      i++
    } else {
      while (i < path.length && path[i] !== '.' && path[i] !== '`') segment += path[i++]
    }
    if (segment === '') throw invalidArgument(`Empty segment in field path "${path}".`)
    segments.push(segment)
    if (i === path.length) break
    if (path[i] !== '.') throw invalidArgument(`Unexpected character in field path "${path}".`)
    i++
  }
  return segments
}

/** The value at a field path, or undefined if any step is missing or not a map. */
export function getField(fields: FirestoreFields, segments: string[]): FirestoreValue | undefined {
  let current: FirestoreFields | undefined = fields
  let value: FirestoreValue | undefined
  for (const segment of segments) {
    if (!current) return undefined
    value = current[segment]
    current = value && 'mapValue' in value ? (value.mapValue.fields ?? {}) : undefined
  }
  return value
}

/** Sets a nested field, creating (or replacing non-map values with) maps along the way. Mutates `fields`. */
export function setField(fields: FirestoreFields, segments: string[], value: FirestoreValue): void {
  const last = segments.length - 1
  let current = fields
  segments.forEach((segment, index) => {
    if (index === last) {
      current[segment] = value
      return
    }
    let next = current[segment]
    if (!next || !('mapValue' in next)) {
      next = { mapValue: { fields: {} } }
      current[segment] = next
    }
    current = next.mapValue.fields ??= {}
  })
}

/** Removes a nested field if it exists. Mutates `fields`. */
export function deleteField(fields: FirestoreFields, segments: string[]): void {
  const parent = segments.length > 1 ? getField(fields, segments.slice(0, -1)) : { mapValue: { fields } }
  const name = segments[segments.length - 1]
  if (parent && 'mapValue' in parent && parent.mapValue.fields && name !== undefined) delete parent.mapValue.fields[name]
}
