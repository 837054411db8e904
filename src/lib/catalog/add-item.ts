// An owner's new item: read with the shop's own schema, whole (nothing the shop would leave out of it), given the
// next id of the catalog (ids are unique across it: a cart line knows an item by its id) and its starting units.
import * as v from 'valibot'
import { isRecord } from '../is-record'
import { AttemptId, bodyProblems, refused, type CatalogEdit, type Decided } from './catalog-edit'
import { ITEM_FIELDS } from './catalog-schema'
import { EDITABLE, itemProblems } from './item-edit'
import { addressNow } from './item-address'
import { startingUnits } from './item-units'

const AddItemBody = v.object({
  attemptId: AttemptId,
  item: v.record(v.string(), v.unknown()),
  units: v.optional(v.unknown()),
  unlimited: v.optional(v.boolean()),
})
export type AddItemBody = v.InferOutput<typeof AddItemBody>

export function parseAddItem(body: unknown): Decided<AddItemBody> {
  const parsed = v.safeParse(AddItemBody, body)
  return parsed.success
    ? { ok: true, value: parsed.output }
    : refused(400, 'bad-request', `Give attemptId, item, and units or unlimited. ${bodyProblems(parsed.issues)}`)
}

/** The id after the highest of every item in the catalog (1 in an empty one). */
export function nextItemId(collections: { items: unknown[] }[]): number {
  const ids = collections.flatMap(({ items }) =>
    items.flatMap((item) => (isRecord(item) && typeof item.id === 'number' && Number.isSafeInteger(item.id) ? [item.id] : [])),
  )
  return Math.max(0, ...ids) + 1
}

export interface ItemAdded {
  item: Record<string, unknown>
  /** The new item's stock document's units: every variant, at 0 where no count was given (never sold uncounted). */
  units: Record<string, number>
  /** Sold without counting: only when the owner chose it. */
  unlimited: boolean
  record: CatalogEdit
}

export function addItem(
  collections: Record<string, { items: unknown[] }>,
  collectionId: string,
  body: AddItemBody,
  meta: { by: string; at: string },
): Decided<ItemAdded> {
  if (!Object.hasOwn(collections, collectionId)) return refused(404, 'not-found', 'No such collection.')
  const fields = Object.keys(body.item)
  const unknown = fields.filter((key) => !EDITABLE.includes(key))
  const id = nextItemId(Object.values(collections))
  const item: Record<string, unknown> = { ...body.item, id, revision: 0 }
  const units = startingUnits(item, body.units ?? {})
  const problems = [
    ...unknown.map((key) => `${key}: ${ITEM_FIELDS.includes(key) ? 'is not set when adding an item' : 'is not a field of an item'}`),
    ...itemProblems(item, ITEM_FIELDS),
    ...('problems' in units ? units.problems : []),
  ]
  if (problems.length > 0 || 'problems' in units) return refused(400, 'bad-item', problems.join('; '))
  const unlimited = body.unlimited === true
  item.stock = units.units
  if (unlimited) item.unlimited = true
  // Its address from now on, whatever it is renamed to.
  item.handle = addressNow(collections[collectionId]!.items, item as { name: string })
  const record: CatalogEdit = { ...meta, kind: 'add', collectionId, itemId: id, before: null, after: item, attemptId: body.attemptId, answer: { item } }
  return { ok: true, value: { item, units: units.units, unlimited, record } }
}
