// An owner's count of an item's units: each variant's new count with the count it was made on (`from`), so a
// checkout that took units meanwhile is not overwritten unseen. Plain code, as the item edit.
import * as v from 'valibot'
import { isRecord } from '../is-record'
import { AttemptId, bodyProblems, refused, type CatalogEdit, type Decided } from './catalog-edit'
import { unitProblems, variantKeysOf } from './item-units'

const StockEditBody = v.object({
  attemptId: AttemptId,
  units: v.pipe(
    v.record(v.string(), v.object({ from: v.unknown(), to: v.unknown() }, 'must be { from, to }')),
    v.check((units) => Object.keys(units).length > 0, 'must name a variant'),
  ),
})
export type StockEditBody = v.InferOutput<typeof StockEditBody>

export function parseStockEdit(body: unknown): Decided<StockEditBody> {
  const parsed = v.safeParse(StockEditBody, body)
  return parsed.success
    ? { ok: true, value: parsed.output }
    : refused(400, 'bad-request', `Give attemptId and units { from, to } by variant. ${bodyProblems(parsed.issues)}`)
}

export interface StockEdited {
  /** The stock document's new units, whole. */
  units: Record<string, unknown>
  record: CatalogEdit | null
}

/**
 * The counts applied to the item's units (its stock document's, null: none yet, no variant counted). A variant
 * not counted so far has `from: null`.
 */
export function applyStockEdit(
  stored: unknown,
  collectionId: string,
  itemId: number,
  edit: StockEditBody,
  units: Record<string, unknown> | null,
  meta: { by: string; at: string },
): Decided<StockEdited> {
  if (!isRecord(stored)) return refused(404, 'not-found', 'No such item.')
  const variants = variantKeysOf(stored)
  const problems = Object.entries(edit.units).flatMap(([key, { to }]) => unitProblems(variants, key, to))
  if (problems.length > 0) return refused(400, 'bad-stock', problems.join('; '))
  const now = units ?? {}
  const moved = Object.entries(edit.units).find(([key, { from }]) => (Object.hasOwn(now, key) ? now[key] : null) !== from)
  if (moved) {
    const [key] = moved
    const count = Object.hasOwn(now, key) ? String(now[key] as number) : 'not counted'
    return refused(
      409,
      'stale',
      `The units of ${key || 'this item'} changed since you opened it (now ${count}): reload to see the change, then make yours again.`,
    )
  }
  const next: Record<string, unknown> = { ...now, ...Object.fromEntries(Object.entries(edit.units).map(([key, { to }]) => [key, to])) }
  const changed = Object.entries(edit.units).filter(([, { from, to }]) => from !== to)
  if (changed.length === 0) return { ok: true, value: { units: next, record: null } }
  const before = Object.fromEntries(changed.map(([key, { from }]) => [key, from]))
  const after = Object.fromEntries(changed.map(([key, { to }]) => [key, to]))
  const record: CatalogEdit = { ...meta, kind: 'stock', collectionId, itemId, before, after, attemptId: edit.attemptId, answer: { units: next } }
  return { ok: true, value: { units: next, record } }
}
