// What a seed run changes: the file's collections against the documents already in `collections`. Only
// differences are written, so a second run writes nothing; documents the file does not name are reported and
// deleted only when asked (--prune). A document keeps the availability it shows (stock-plan.ts).
import type { CatalogEntry } from '../../src/features/catalog/catalog-file'
import { isRecord } from '../../src/lib/is-record'
import { shownItems } from './stock-plan'

export interface SeedPlan {
  /** Documents to write (create or replace), each with what changes, for the log. */
  writes: { entry: CatalogEntry; created: boolean; changes: string[] }[]
  unchanged: string[]
  /** Ids in Firestore that the file does not name. */
  extra: string[]
}

/** JSON with sorted keys: two values are the same when their canonical texts are. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (isRecord(value)) {
    const keys = Object.keys(value).sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'undefined'
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)
const show = (value: unknown) => (value === undefined ? 'missing' : typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value)))

/** The document a catalog entry becomes: exactly the fields the shop reads. */
export const documentData = ({ title, items }: CatalogEntry) => ({ title, items })

function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const changed = Object.keys(after).filter((key) => !same(before[key], after[key]))
  const removed = Object.keys(before).filter((key) => !(key in after))
  return [...changed.map((key) => `${key} ${show(before[key])} → ${show(after[key])}`), ...removed.map((key) => `${key} removed`)]
}

/** What differs between a stored document and the entry, in words ('items[2] (id 3): price 45 → 49'). */
function describeChanges(before: unknown, entry: CatalogEntry): string[] {
  const after = documentData(entry)
  if (!isRecord(before)) return ['replaces a document that is not a collection']
  const changes: string[] = []
  if (!same(before.title, after.title)) changes.push(`title ${show(before.title)} → ${show(after.title)}`)
  changes.push(
    ...Object.keys(before)
      .filter((key) => !(key in after))
      .map((key) => `${key} removed`),
  )
  const oldItems: unknown[] = Array.isArray(before.items) ? before.items : []
  if (!Array.isArray(before.items)) changes.push(`items ${show(before.items)} → a list of ${after.items.length}`)
  after.items.forEach((item, index) => {
    const old = oldItems[index]
    if (same(old, item)) return
    const label = `items[${index}] (id ${item.id})`
    changes.push(isRecord(old) ? `${label}: ${fieldChanges(old, { ...item }).join(', ')}` : `${label} added`)
  })
  if (oldItems.length > after.items.length) changes.push(`items[${after.items.length}..${oldItems.length - 1}] removed`)
  return changes
}

export function planSeed(entries: CatalogEntry[], stored: Map<string, unknown>, resetStock = false): SeedPlan {
  const plan: SeedPlan = { writes: [], unchanged: [], extra: [] }
  for (const fileEntry of entries) {
    const before = stored.get(fileEntry.id)
    const entry = { ...fileEntry, items: shownItems(fileEntry, before, resetStock) }
    if (before === undefined) plan.writes.push({ entry, created: true, changes: [`${entry.items.length} items`] })
    else if (same(before, documentData(entry))) plan.unchanged.push(entry.id)
    else plan.writes.push({ entry, created: false, changes: describeChanges(before, entry) })
  }
  const named = new Set(entries.map((entry) => entry.id))
  plan.extra = [...stored.keys()].filter((id) => !named.has(id))
  return plan
}
