// The one merge of a device's cart and the account's, line by line (a line is an item in a variant). Each side is
// compared with the base: the account's lines as this device last saw them. A line only one side changed takes
// that side's quantity, so a line added on one device while another was offline or behind is never lost, and a
// line removed on one is removed everywhere. A line both sides changed takes both changes (device + account -
// base: two adds of one more are two more), never fewer than the smaller side. With no base (a first sign-in on
// this device) that is the sum of the two. What the account brings is capped by the units the shop has left; what
// the device already held stays as it was.
import type { AccountLine } from '../../lib/account-cart'
import { lineKey, lineWords } from '../../lib/catalog/variant'
import { CART_FULL_NOTE, MAX_LINES, MAX_UNITS, lineRoom, type CartItem, type CartProduct } from '../cart/cart-reducer'

/** The line as the shop sells it now (name, price, picture, units left), or null when the shop no longer sells it. */
export type ShopLine = (key: string) => CartProduct | null

/** What the shopper is told of a merge. */
export interface MergeNotes {
  /** Units the account brought into the device's cart. */
  added: number
  /** Lines the account asked for more of than the shop has left: how many are left, and the line as now. */
  capped: { line: CartItem; left: number }[]
  /** Lines of the account's the shop has none left of. */
  soldOut: CartProduct[]
  /** Lines of the account's the shop no longer sells. */
  gone: number
  /** Lines of the account's the cart had no room for (MAX_LINES, MAX_UNITS). */
  overflow: number
}

export interface MergeResult extends MergeNotes {
  items: CartItem[]
}

/** A cart's quantities by line key. */
export const quantitiesOf = (lines: readonly (CartItem | AccountLine)[]): Map<string, number> =>
  new Map(lines.map((line) => ('key' in line ? [line.key, line.quantity] : [lineKey(line), line.quantity])))

/** The device's lines as the account keeps them. */
export const accountLinesOf = (items: readonly CartItem[]): AccountLine[] => items.map((item) => ({ key: lineKey(item), quantity: item.quantity }))

/** The quantity a line should have: each side's change from the base, counted once. */
function wanted(device: number, account: number, base: number): number {
  if (device === base) return account
  if (account === base) return device
  return Math.max(Math.min(device, account), device + account - base)
}

/** The line with `quantity`, keeping only what a line keeps, and the shop's units left when they allow it. */
function toLine(line: CartProduct, quantity: number, shop: CartProduct | null): CartItem {
  const { id, name, imageUrl, price, variant } = shop ?? line
  const limit = shop && (shop.limit === undefined || shop.limit >= quantity) ? shop.limit : line.limit
  return { id, name, imageUrl, price, ...(variant ? { variant } : {}), ...(limit !== undefined ? { limit } : {}), quantity }
}

/**
 * The merged cart, in the device's order with the account's other lines after them, within the cart's limits
 * (MAX_LINES lines, MAX_UNITS units), and what the shopper should be told of it. `base` is null for a first merge.
 */
export function mergeCarts(
  base: ReadonlyMap<string, number> | null,
  device: readonly CartItem[],
  account: readonly AccountLine[],
  shopLine: ShopLine,
): MergeResult {
  const result: MergeResult = { items: [], added: 0, capped: [], soldOut: [], gone: 0, overflow: 0 }
  const onDevice = new Map(device.map((line) => [lineKey(line), line]))
  const fromAccount = quantitiesOf(account)
  const keys = [...onDevice.keys(), ...account.map((line) => line.key).filter((key) => !onDevice.has(key))]
  let units = 0
  for (const key of keys) {
    const deviceLine = onDevice.get(key)
    const had = deviceLine?.quantity ?? 0
    const quantity = wanted(had, fromAccount.get(key) ?? 0, base?.get(key) ?? 0)
    if (quantity < 1) continue
    const shop = shopLine(key)
    const line = deviceLine ?? shop
    if (!line) {
      result.gone += 1
      continue
    }
    // What the device held stays; what the account adds stops at the units left.
    const room = shop ? lineRoom(shop, 0) : lineRoom(line, 0)
    let kept = quantity > room ? Math.max(room, Math.min(had, quantity)) : quantity
    kept = Math.min(kept, Math.max(0, MAX_UNITS - units))
    if (room < 1 && kept < 1) {
      result.soldOut.push(line)
      continue
    }
    if (kept < 1 || result.items.length >= MAX_LINES) {
      result.overflow += 1
      continue
    }
    const merged = toLine(line, kept, shop)
    if (kept < quantity && kept === room) result.capped.push({ line: merged, left: room })
    result.items.push(merged)
    units += kept
    result.added += Math.max(0, kept - had)
  }
  return result
}

/** A line in a sentence: 'Classic Crew Neck T-Shirt, size M, Navy'. */
const words = (line: CartProduct): string => lineWords({ ...line.variant, name: line.name })

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`

/** What the shopper reads of a merge, or '' when there is nothing to say. `first`: the shopper has just signed in. */
export function mergeMessage(notes: MergeNotes, first: boolean): string {
  const sentences: string[] = []
  if (first && notes.added > 0) sentences.push(`We added ${items(notes.added)} saved in your account to your cart.`)
  for (const { line, left } of notes.capped) sentences.push(`Only ${left} left of ${words(line)}: your cart now has ${line.quantity}.`)
  for (const line of notes.soldOut) sentences.push(`${words(line)} is sold out, so it is not in your cart.`)
  if (notes.gone > 0) sentences.push(`${items(notes.gone)} saved in your account ${notes.gone === 1 ? 'is' : 'are'} no longer sold.`)
  if (notes.overflow > 0) sentences.push(`${CART_FULL_NOTE} ${items(notes.overflow)} saved in your account did not fit.`)
  return sentences.join(' ')
}
