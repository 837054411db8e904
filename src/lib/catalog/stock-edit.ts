// An owner's count of an item's shelf: each variant's units on the shelf with the count it was made on (`from`), so
// a count that changed meanwhile is not overwritten unseen, and the owner's choice to sell the item without a limit.
// What orders not yet shipped hold (unpaid checkouts, paid orders to ship) is still on the shelf but not for sale: the
// units left to sell are the shelf less the held, so a hold is never counted twice, and its end moves only the hold. Plain code, as the
// item edit.
import * as v from 'valibot'
import { isRecord } from '../is-record'
import { heldUnits, type StoredStock } from '../orders/stock-document'
import { AttemptId, bodyProblems, refused, type CatalogEdit, type Decided } from './catalog-edit'
import { isCount } from './catalog-schema'
import { unitProblems, variantKeysOf } from './item-units'

const StockEditBody = v.pipe(
  v.object({
    attemptId: AttemptId,
    units: v.optional(v.record(v.string(), v.object({ from: v.unknown(), to: v.unknown() }, 'must be { from, to }'))),
    unlimited: v.optional(v.boolean()),
  }),
  v.check((body) => Object.keys(body.units ?? {}).length > 0 || body.unlimited !== undefined, 'name a variant, or unlimited'),
)
export type StockEditBody = v.InferOutput<typeof StockEditBody>

export function parseStockEdit(body: unknown): Decided<StockEditBody> {
  const parsed = v.safeParse(StockEditBody, body)
  return parsed.success
    ? { ok: true, value: parsed.output }
    : refused(400, 'bad-request', `Give attemptId, and units { from, to } by variant or unlimited. ${bodyProblems(parsed.issues)}`)
}

export interface StockEdited {
  /** The stock document's new units left to sell, whole, and whether it is sold without a limit. */
  stock: Pick<StoredStock, 'units' | 'unlimited'>
  /** What unpaid checkouts hold, by stock key. */
  held: Record<string, number>
  record: CatalogEdit | null
}

/** The shelf of a variant as the owner reads it: units left and held; the stored value when it is not a count; null: not counted. */
function shelfOf(units: Record<string, unknown>, held: Record<string, number>, key: string): unknown {
  if (!Object.hasOwn(units, key)) return null
  const count = units[key]
  return isCount(count) ? count + (held[key] ?? 0) : count
}

/**
 * The shelf counts and the choice applied to the item's stock document (null: none yet). A variant not counted
 * so far has `from: null`.
 */
export function applyStockEdit(
  stored: unknown,
  collectionId: string,
  itemId: number,
  edit: StockEditBody,
  stock: StoredStock | null,
  meta: { by: string; at: string },
): Decided<StockEdited> {
  if (!isRecord(stored)) return refused(404, 'not-found', 'No such item.')
  const variants = variantKeysOf(stored)
  const counts = Object.entries(edit.units ?? {})
  const now = stock?.units ?? {}
  const held = heldUnits(stock?.held ?? {})
  const problems = counts.flatMap(([key, { to }]) => {
    const wrong = unitProblems(variants, key, to)
    if (wrong.length > 0 || (to as number) >= (held[key] ?? 0)) return wrong
    return [`units '${key}': ${held[key]} are held for orders not yet shipped, so the shelf has at least ${held[key]} until they are shipped or end`]
  })
  if (problems.length > 0) return refused(400, 'bad-stock', problems.join('; '))
  const moved = counts.find(([key, { from }]) => shelfOf(now, held, key) !== from)
  if (moved) {
    const [key] = moved
    const shelf = shelfOf(now, held, key)
    return refused(
      409,
      'stale',
      `The units of ${key} changed since you opened it (now ${shelf === null ? 'not counted' : String(shelf as number)}): reload to see the change, then make yours again.`,
    )
  }
  const units: Record<string, unknown> = { ...now, ...Object.fromEntries(counts.map(([key, { to }]) => [key, (to as number) - (held[key] ?? 0)])) }
  const wasUnlimited = stock?.unlimited === true
  const unlimited = edit.unlimited ?? wasUnlimited
  const next = { stock: { units, unlimited }, held }
  const changed = counts.filter(([, { from, to }]) => from !== to)
  if (changed.length === 0 && unlimited === wasUnlimited) return { ok: true, value: { ...next, record: null } }
  const shelves = (which: 'from' | 'to') => (changed.length > 0 ? { shelf: Object.fromEntries(changed.map(([key, count]) => [key, count[which]])) } : {})
  const choice = (value: boolean) => (unlimited === wasUnlimited ? {} : { unlimited: value })
  const before = { ...shelves('from'), ...choice(wasUnlimited) }
  const after = { ...shelves('to'), ...choice(unlimited) }
  const record: CatalogEdit = { ...meta, kind: 'stock', collectionId, itemId, before, after, attemptId: edit.attemptId, answer: { units, held, unlimited } }
  return { ok: true, value: { ...next, record } }
}
