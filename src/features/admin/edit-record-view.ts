// One recorded edit of the catalog (catalogEdits/{id}) as the back office shows it: who, when, and each field that
// changed with its value before and after. Whatever the record holds (the changed fields, or a whole item), only
// what differs is listed; nested maps (a stock's units) are named by their path: 'units M/navy'.
import * as v from 'valibot'
import { formatPrice } from '../../lib/money'
import { isRecord } from '../../lib/is-record'
import { choiceLabel, PLAIN_STOCK_KEY, stockKey, variantsOf, type OptionLists } from '../../lib/catalog/variant'
import { shopTime } from '../../lib/orders/shop-time'

const CatalogEditShape = v.object({
  at: v.string(),
  by: v.string(),
  kind: v.picklist(['item', 'add', 'stock', 'settings']),
  before: v.optional(v.unknown()),
  after: v.optional(v.unknown()),
})

export type CatalogEdit = v.InferOutput<typeof CatalogEditShape> & { id: string }

export function toCatalogEdit(id: string, data: unknown): CatalogEdit | null {
  const parsed = v.safeParse(CatalogEditShape, data)
  return parsed.success ? { ...parsed.output, id } : null
}

export interface FieldChange {
  field: string
  from: string
  to: string
}

function flatten(value: unknown, path: string[], into: Map<string, unknown>) {
  if (isRecord(value) && (path.length === 0 || path[0] !== 'colors')) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, [...path, key], into)
  } else if (path.length > 0) {
    into.set(path.join(' '), value)
  }
}

/** A moment as a record stores it ('2026-12-01T09:00:00.000Z'), shown in the shop's time as every page shows one. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** The fields that hold a price in the shop's whole units: the item's, and its sale's price and reference price. */
const PRICE_FIELDS = new Set(['price', 'sale price', 'sale was'])

/** What the owner reads for a field whose stored name says little: a sale's parts. */
const FIELD_NAMES: Record<string, string> = {
  'sale price': 'sale price',
  'sale from': 'sale starts',
  'sale until': 'sale ends',
  'sale was': 'lowest price of the 30 days before the sale',
}

/**
 * A value as the owner reads it: prices in the shop's currency, moments in the shop's time, lists joined, colours by
 * name, nothing (absent, or taken away) as a dash.
 */
function shown(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—'
  if (PRICE_FIELDS.has(field) && typeof value === 'number') return formatPrice(value)
  if (typeof value === 'string' && MOMENT.test(value) && Number.isFinite(Date.parse(value))) return shopTime(value)
  if (field === 'hidden' && typeof value === 'boolean') return value ? 'hidden' : 'shown'
  if (field === 'unlimited' && typeof value === 'boolean') return value ? 'yes' : 'no'
  if (Array.isArray(value))
    return value.map((entry) => (isRecord(entry) && typeof entry.name === 'string' ? `${entry.name} (${String(entry.id)})` : String(entry))).join(', ') || '—'
  if (typeof value === 'string') return `“${value}”`
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The fields whose value differs between `before` and `after`, in the order they first appear. */
export function describeChanges(before: unknown, after: unknown): FieldChange[] {
  const from = new Map<string, unknown>()
  const to = new Map<string, unknown>()
  flatten(before, [], from)
  flatten(after, [], to)
  const fields = [...new Set([...from.keys(), ...to.keys()])]
  // A field the owner would read the same before and after (no sale, then a sale taken away: '—' both) is no change.
  return fields
    .map((field) => ({ field: FIELD_NAMES[field] ?? field, from: shown(field, from.get(field)), to: shown(field, to.get(field)) }))
    .filter((change) => change.from !== change.to)
}

/**
 * What a changed field of a stock record is called: the shelf count of a variant ('shelf M/navy', or 'M/navy' in a
 * record kept before counts were of the shelf), named as the stock form names it ('Units of Size M · Navy') while the
 * item still offers that variant and by its key otherwise; the item's one count ('*', '' before); or the unlimited
 * choice.
 */
export function stockChangeName(field: string, item: OptionLists): string {
  if (field === 'unlimited') return 'Sold without a limit'
  const key = field.replace(/^shelf /, '')
  if (key === '' || key === PLAIN_STOCK_KEY) return 'Units of the item'
  const variant = variantsOf(item).find((offered) => stockKey(offered) === key)
  return `Units of ${variant ? choiceLabel(item, variant) : key}`
}
