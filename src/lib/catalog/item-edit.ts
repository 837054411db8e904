// An owner's edit of one item: the changes applied to the item as stored and read back with the shop's own schema
// (readItem), so what an owner saves is what the shop, the seed and the order code will read. An edit names the
// revision it was made on; a newer one refuses it, so two owners saving at once make one change. Plain code: the
// shop's /api (src/lib/api/owner-catalog.ts) runs it in a transaction, in the functions and the demo alike.
import * as v from 'valibot'
import { isRecord } from '../is-record'
import { AttemptId, bodyProblems, changedFields, refused, STALE_ITEM, type CatalogEdit, type Decided } from './catalog-edit'
import { minPriceIn, priceFormat, SHOP_CURRENCY } from '../money'
import type { Currency } from '../shop-money'
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, readItem } from './catalog-schema'
import { addressNow } from './item-address'
import { heldForVariants, unitsForVariants } from './item-units'
import type { StoredStock } from '../orders/stock-document'
import { NAME_LISTS, OPTION_LIST_FIELDS } from './variant'
import { saleProblems } from './sale-edit'

/** What an owner edits here; the id is fixed, the stock has its own edit, the revision follows. */
export const EDITABLE = [
  'name',
  'description',
  'price',
  ...NAME_LISTS.map(({ field }) => field),
  'colors',
  'hidden',
  'imageUrl',
  'images',
  'category',
  'keywords',
  'sale',
]

const Revision = v.pipe(v.number('must be a whole number'), v.safeInteger('must be a whole number'), v.minValue(0, 'must be a whole number'))

const ItemEditBody = v.object({ attemptId: AttemptId, revision: Revision, changes: v.record(v.string(), v.unknown()) })
export type ItemEditBody = v.InferOutput<typeof ItemEditBody>

export function parseItemEdit(body: unknown): Decided<ItemEditBody> {
  const parsed = v.safeParse(ItemEditBody, body)
  return parsed.success
    ? { ok: true, value: parsed.output }
    : refused(400, 'bad-request', `Give attemptId, revision and changes. ${bodyProblems(parsed.issues)}`)
}

/** The revision an item is at: absent (or unreadable) is 0. */
export const revisionOf = (item: Record<string, unknown>): number => (v.is(Revision, item.revision) ? item.revision : 0)

/** The index of the item with this id among a collection's stored items, or -1. */
const indexOfItem = (items: unknown[], itemId: number): number => items.findIndex((entry) => isRecord(entry) && entry.id === itemId)

/** The stored item with this id among a collection's stored items, as it is; undefined when there is none. */
export const storedItem = (items: unknown[], itemId: number): Record<string, unknown> | undefined =>
  items[indexOfItem(items, itemId)] as Record<string, unknown> | undefined

/**
 * Why the shop would refuse or leave out part of this item, as '<field>: <what it must be>', counting only what
 * `fields` hold (data the owner did not touch is not theirs to answer for). Prices are in the shop's currency; a
 * test may name another.
 */
export function itemProblems(item: Record<string, unknown>, fields: string[], currency: Currency = SHOP_CURRENCY): string[] {
  const { item: read, problems, dropped } = readItem(item)
  const left = dropped.map((message) => message.replace(/^ignoring /, '')).filter((message) => fields.includes(/^[A-Za-z]+/.exec(message)?.[0] ?? ''))
  // Prices are kept in cents everywhere else: a fraction of a cent is not a price.
  const cents =
    typeof item.price === 'number' && Math.abs(item.price * 100 - Math.round(item.price * 100)) > 1e-6
      ? [`price: must be ${currency.units} and whole ${currency.hundredths}`]
      : []
  return read ? [...left, ...cents, ...ownerLimits(item, fields, currency)] : [...problems, ...left]
}

/** The limits an owner's edit is held to beyond what the shop reads: the lowest price, the longest texts. */
function ownerLimits(item: Record<string, unknown>, fields: string[], currency: Currency): string[] {
  const tooLong = (field: string, most: number) =>
    fields.includes(field) && typeof item[field] === 'string' && [...item[field]].length > most ? [`${field}: must be at most ${most} characters`] : []
  const least = minPriceIn(currency)
  const cheap =
    fields.includes('price') && typeof item.price === 'number' && item.price < least ? [`price: must be at least ${priceFormat(currency)(least)}`] : []
  const pictures = (['imageUrl', 'images'] as const).flatMap((field) =>
    fields.includes(field) && [item[field]].flat().some((url) => typeof url === 'string' && !isPictureAddress(url))
      ? [`${field}: must be web addresses (https://…) or the shop's own paths (/…)`]
      : [],
  )
  const sale = fields.includes('sale') || fields.includes('price') ? saleProblems(item, currency) : []
  return [...tooLong('name', MAX_NAME_LENGTH), ...tooLong('description', MAX_DESCRIPTION_LENGTH), ...cheap, ...pictures, ...sale]
}

/** A picture the shop may show: an address on the web (its Storage's download address) or one of its own paths. */
const isPictureAddress = (url: string): boolean => /^(https?:\/\/[^\s]+|\/(?!\/)\S*)$/.test(url)

export interface ItemEdited {
  /** The item as saved (the stored fields, the changes applied, the revision raised). */
  item: Record<string, unknown>
  /** The item's new units and holds when its variants changed and it has a stock document; null: the stock stays. */
  stock: Pick<StoredStock, 'units' | 'held'> | null
  record: CatalogEdit
}

/**
 * The edit applied to a collection's stored items. `stock` is the item's stock document (null: none, or unreadable).
 * An edit that changes nothing answers the item as it is and writes nothing (`record` null).
 */
export function applyItemEdit(
  items: unknown[],
  collectionId: string,
  itemId: number,
  edit: ItemEditBody,
  stock: StoredStock | null,
  meta: { by: string; at: string },
): Decided<ItemEdited | { item: Record<string, unknown>; record: null }> {
  const index = indexOfItem(items, itemId)
  if (index < 0) return refused(404, 'not-found', 'No such item.')
  const stored = items[index] as Record<string, unknown>
  const revision = revisionOf(stored)
  if (edit.revision !== revision) return refused(409, 'stale', STALE_ITEM)
  const fields = Object.keys(edit.changes)
  const unknown = fields.filter((key) => !EDITABLE.includes(key))
  if (unknown.length > 0) return refused(400, 'bad-item', unknown.map((key) => `${key}: is not a field an owner edits here`).join('; '))
  const next: Record<string, unknown> = { ...stored }
  // null takes an optional field away (no description, no sizes).
  for (const key of fields) if (edit.changes[key] === null) delete next[key]
  Object.assign(next, Object.fromEntries(Object.entries(edit.changes).filter(([, value]) => value !== null)))
  const problems = itemProblems(next, fields)
  if (problems.length > 0) return refused(400, 'bad-item', problems.join('; '))
  const { before, after } = changedFields(stored, next, fields)
  if (Object.keys(after).length === 0) return { ok: true, value: { item: stored, record: null } }
  const variantsChanged = OPTION_LIST_FIELDS.some((field) => Object.hasOwn(after, field))
  const nextStock = stock && variantsChanged ? { units: unitsForVariants(stock.units, next), held: heldForVariants(stock.held, next) } : null
  if (nextStock) next.stock = Object.fromEntries(Object.entries(nextStock.units).map(([key, count]) => [key, typeof count === 'number' ? count : 0]))
  // Renamed: the address the item had is kept as its handle, so links to it keep working.
  if (Object.hasOwn(after, 'name') && typeof stored.handle !== 'string') next.handle = addressNow(items, stored as { name: string })
  next.revision = revision + 1
  const record: CatalogEdit = { ...meta, kind: 'item', collectionId, itemId, before, after, attemptId: edit.attemptId, answer: { item: next } }
  return { ok: true, value: { item: next, stock: nextStock, record } }
}

/** The collection's items with one replaced. */
export const withItem = (items: unknown[], item: Record<string, unknown>): unknown[] =>
  items.map((entry) => (isRecord(entry) && entry.id === item.id ? item : entry))
