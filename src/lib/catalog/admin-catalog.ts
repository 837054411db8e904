// The catalog as the back office reads it: every item of every collection, hidden ones too, each with its revision
// and the units of its variants from its stock document (the truth checkouts take from, not the copy published into
// the collection). Items are checked with the shop's own schema; one that does not read is counted, never a crash.
import * as v from 'valibot'
import { CollectionDocument, readItem, type Item } from './catalog-schema'
import { choiceLabel, stockKey, variantsOf } from './variant'
import { isRecord } from '../is-record'
import { stockDocumentId } from '../orders/stock-id'
import { storedCounts, type StockCounts } from '../orders/stock-document'

/** An item with the two fields only owners care about: whether the shop hides it, and its edit count. */
export type AdminItem = Item & { hidden: boolean; revision: number }

export interface AdminCatalogItem {
  collectionId: string
  collectionTitle: string
  item: AdminItem
  /**
   * The item's stock document: units left to sell and held by unpaid checkouts, per stock key, and whether the
   * owner sells it without a limit; null when it has none (then nothing of it is for sale).
   */
  stock: StockCounts | null
}

interface AdminCollection {
  id: string
  title: string
  items: AdminCatalogItem[]
}

export interface AdminCatalog {
  collections: AdminCollection[]
  /** Stored items (or whole collections) that do not read and are left out. */
  unreadable: number
}

function adminItem(raw: unknown): AdminItem | null {
  const { item } = readItem(raw)
  if (!item || !isRecord(raw)) return null
  const revision = typeof raw.revision === 'number' && Number.isSafeInteger(raw.revision) ? raw.revision : 0
  return { ...item, hidden: raw.hidden === true, revision }
}

/** A stored document as read: the browser's Firestore reads and the /api's store alike. */
interface RawDocument {
  id: string
  data: unknown
}

export function toAdminCatalog(collections: RawDocument[], stock: RawDocument[]): AdminCatalog {
  const units = new Map(stock.map((document) => [document.id, storedCounts(document.data)]))
  let unreadable = 0
  const read = collections.flatMap((document): AdminCollection[] => {
    const parsed = v.safeParse(CollectionDocument, document.data)
    if (!parsed.success) {
      unreadable++
      return []
    }
    const items = parsed.output.items.flatMap((raw): AdminCatalogItem[] => {
      const item = adminItem(raw)
      if (!item) {
        unreadable++
        return []
      }
      return [{ collectionId: document.id, collectionTitle: parsed.output.title, item, stock: units.get(stockDocumentId(document.id, item.id)) ?? null }]
    })
    return [{ id: document.id, title: parsed.output.title, items }]
  })
  return { collections: read, unreadable }
}

export function findAdminItem(catalog: AdminCatalog, collectionId: string, itemId: number): AdminCatalogItem | undefined {
  return catalog.collections.find((collection) => collection.id === collectionId)?.items.find((entry) => entry.item.id === itemId)
}

export interface VariantRow {
  key: string
  /** 'Size M · Navy', 'Size 42', 'Navy', or 'One variant' for an item without options. */
  label: string
  /** Units left to sell, or null when the variant is not counted (none for sale). */
  units: number | null
  /** Units unpaid checkouts hold: on the shelf, not for sale. */
  held: number
  /** Units on the shelf (left to sell and held), or null when the variant is not counted. */
  shelf: number | null
}

/** Every variant of the item, in the shop's order (sizes first), with its units. */
export function variantRows({ item, stock }: Pick<AdminCatalogItem, 'item' | 'stock'>): VariantRow[] {
  return variantsOf(item).map((variant) => {
    const key = stockKey(variant)
    const label = choiceLabel(item, variant) || 'One variant'
    const count = stock && Object.hasOwn(stock.units, key) ? stock.units[key] : undefined
    const held = stock?.held[key] ?? 0
    return { key, label, units: count ?? null, held, shelf: count === undefined ? null : count + held }
  })
}

/** All units left to sell of the item's counted variants, or null when none is counted. */
export function totalUnits(entry: Pick<AdminCatalogItem, 'item' | 'stock'>): number | null {
  const counted = variantRows(entry).flatMap((row) => (row.units === null ? [] : [row.units]))
  return counted.length === 0 ? null : counted.reduce((sum, count) => sum + count, 0)
}
