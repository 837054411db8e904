// What the owner's item form changes: each field compared with the item as it was opened, only the differences
// sent. An option's plain names (sizes) are typed as one list ('XS, S, M'); a colour keeps its pictures when its id
// stays. An optional field emptied is sent as null, which takes it away (no description, no sizes).
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, type ItemColor } from '../../lib/catalog/catalog-schema'
import { minPriceIn, priceFormat, SHOP_CURRENCY } from '../../lib/money'
import type { Currency } from '../../lib/shop-money'
import { NAME_LISTS, type NameListField } from '../../lib/catalog/variant'
import type { AdminItem } from '../../lib/catalog/admin-catalog'
import type { ItemChanges } from './api/catalog-actions'

export interface ColorRow {
  /** The colour's id when the form opened (empty for a new one): its pictures follow it. */
  was: string
  id: string
  name: string
}

/** The form as typed; each option's names (`sizes`) as one list. */
export type ItemFormValues = {
  name: string
  description: string
  /** As typed, in the shop's whole units (dollars, euros). */
  price: string
  colors: ColorRow[]
  hidden: boolean
} & Record<NameListField, string>

/** An option's names as the owner types them: 'XS, S, M'. */
export const listText = (names: readonly string[] | undefined): string => (names ?? []).join(', ')

/** The names of a typed list, without blanks: 'S, M,L' → ['S', 'M', 'L']. */
export const namesOf = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')

export const colorRows = (colors: readonly ItemColor[] | undefined): ColorRow[] =>
  (colors ?? []).map((color) => ({ was: color.id, id: color.id, name: color.name }))

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The changes the form makes to `item`, or a sentence saying what to correct first. Prices are in the shop's
 * currency; a test may name another.
 */
export function itemChanges(item: AdminItem, values: ItemFormValues, currency: Currency = SHOP_CURRENCY): { changes: ItemChanges } | { problem: string } {
  const changes: ItemChanges = {}
  const name = values.name.trim()
  if (name !== item.name) changes.name = name
  const description = values.description.trim()
  if (description !== (item.description ?? '')) changes.description = description || null
  if ([...name].length > MAX_NAME_LENGTH) return { problem: `Name: at most ${MAX_NAME_LENGTH} characters.` }
  if ([...description].length > MAX_DESCRIPTION_LENGTH) return { problem: `Description: at most ${MAX_DESCRIPTION_LENGTH} characters.` }
  const priceText = values.price.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(priceText)) return { problem: `Price: type an amount in ${currency.units}, such as 24.99.` }
  const price = Number(priceText)
  const least = minPriceIn(currency)
  if (price < least) return { problem: `Price: at least ${priceFormat(currency)(least)}, the smallest amount the payment provider charges.` }
  if (price !== item.price) changes.price = price
  for (const { field } of NAME_LISTS) {
    const names = namesOf(values[field])
    if (!same(names, item[field] ?? [])) changes[field] = names.length > 0 ? names : null
  }
  const colors = values.colors
    .map((row) => ({ ...row, id: row.id.trim(), name: row.name.trim() }))
    .filter((row) => row.id !== '' || row.name !== '')
    .map(({ was, id, name: colorName }) => {
      const { imageUrl, images } = item.colors?.find((color) => color.id === was) ?? {}
      return { id, name: colorName, ...(imageUrl !== undefined ? { imageUrl } : {}), ...(images !== undefined ? { images } : {}) }
    })
  if (!same(colors, item.colors ?? [])) changes.colors = colors.length > 0 ? colors : null
  if (values.hidden !== item.hidden) changes.hidden = values.hidden
  return { changes }
}
