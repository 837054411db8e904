// Optional data from outside (an item's description, sizes, stock…) is left out when it is malformed, and the rest
// is kept. A schema built with `droppable` or `listOf` never fails on such a part: it puts a mark with the reason in
// its place, and `withoutDropped` takes the marks out and says what each left out, naming where it was
// ('ignoring sizes[1]: malformed or repeated').
import * as v from 'valibot'
import { isRecord } from '../is-record'

/** The mark of a part left out; `label` names it when its place alone would not say it well. */
export class Dropped {
  constructor(
    readonly reason: string,
    readonly label?: string,
  ) {}
}

const REPEATED = 'malformed or repeated'

/** The value, or when it is malformed a mark saying why it was left out. An absent value stays absent. */
export const droppable = <const TSchema extends v.GenericSchema>(schema: TSchema, reason: string) =>
  // The function is also called without a dataset, for a missing key: that is no data error.
  v.fallback(v.optional(schema), (dataset) => (dataset ? (new Dropped(reason) as never) : undefined))

/**
 * A list whose malformed entries, and entries with the same `key` as an earlier one, are left out one by one; left
 * out whole when it is not a list.
 */
export const listOf = <const TSchema extends v.GenericSchema>(entry: TSchema, key: (entry: v.InferOutput<TSchema>) => unknown = (same) => same) =>
  droppable(
    v.pipe(
      v.array(droppable(entry, REPEATED)),
      v.transform((entries) => {
        const seen = new Set<unknown>()
        return entries.map((value) => {
          if (value === undefined || value instanceof Dropped) return value
          const id = key(value)
          if (seen.has(id)) return new Dropped(REPEATED)
          seen.add(id)
          return value
        }) as v.InferOutput<TSchema>[]
      }),
    ),
    'not a list',
  )

/** What is left of a list when the marks are taken out. */
export const kept = <T>(list: T[] | undefined): T[] => (list ?? []).filter((entry) => !(entry instanceof Dropped))

/**
 * The value without its marks, with what each one left out added to `dropped`, named by its place ('details.care',
 * 'sizes[1]'). An empty list or map is left out too: it says no more than an absent one.
 */
export function withoutDropped<T>(value: T, dropped: string[], path = ''): T {
  if (value instanceof Dropped) {
    dropped.push(`ignoring ${value.label ?? path}: ${value.reason}`)
    return undefined as T
  }
  if (Array.isArray(value)) {
    const entries = value.map((entry, index) => withoutDropped(entry, dropped, `${path}[${index}]`)).filter((entry) => entry !== undefined)
    return (entries.length > 0 ? entries : undefined) as T
  }
  if (isRecord(value)) {
    const fields = Object.entries(value)
      .map(([key, field]) => [key, withoutDropped(field, dropped, path ? `${path}.${key}` : key)] as const)
      .filter(([, field]) => field !== undefined)
    return (fields.length > 0 ? Object.fromEntries(fields) : undefined) as T
  }
  return value
}
