// The address an item of a stored list has now, as the catalog reads it (item-handle.ts): what an edit keeps as its
// handle when it renames the item, and what a new item is given. Apart from item-handle.ts, which the shop's first
// pages load, as only the owners' edits need it.
import { isRecord } from '../is-record'
import { itemSlugs } from './item-handle'
/** The items of a stored list that have a name, as itemSlugs reads them (an unreadable entry has no address). */
const named = (items: readonly unknown[]): { name: string; handle?: unknown }[] =>
  items.filter((item): item is { name: string } => isRecord(item) && typeof item.name === 'string')

/** The address `item` of the stored list `items` has now (itemSlugs over the list), to keep as its handle. */
export function addressNow(items: readonly unknown[], item: { name: string; handle?: unknown }): string {
  const list = named(items)
  const at = list.indexOf(item)
  return at < 0 ? itemSlugs([...list, item]).at(-1)! : itemSlugs(list)[at]!
}
