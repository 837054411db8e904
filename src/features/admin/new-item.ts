// The "Add an item" form's text turned into the item and starting units the /api takes, checked with the same
// code the server runs (itemProblems reads it with the shop's schema; startingUnits checks the counts), so the owner
// hears what is wrong before anything is sent. The server checks again; its refusal is shown as it says it.
import { ITEM_FIELDS } from '../../lib/catalog/catalog-schema'
import { itemProblems } from '../../lib/catalog/item-edit'
import { startingUnits } from '../../lib/catalog/item-units'
import { NAME_LISTS, choiceLabel, isPlain, stockKey, variantsOf, type NameListField } from '../../lib/catalog/variant'
import { namesOf } from './item-changes'
import { SHOP_CURRENCY } from '../../lib/money'

/** The form as typed; each option's names as one list (`sizes`: 'S, M, L', empty for one size). */
export type NewItemText = {
  name: string
  description: string
  /** In the shop's whole units as typed: '24.99'. */
  price: string
  /** 'Navy, Coral'; empty for one colour. */
  colors: string
  imageUrl: string
  images: string[]
  /** Units as typed, by variant key ('M/navy'). */
  units: Record<string, string>
} & Record<NameListField, string>

/** Each option's typed names as the item lists them, leaving out an empty list. */
const nameListsOf = (text: Record<NameListField, string>): Partial<Record<NameListField, string[]>> =>
  Object.fromEntries(NAME_LISTS.flatMap(({ field }) => (namesOf(text[field]).length > 0 ? [[field, namesOf(text[field])]] : [])))

/** A colour's id as addresses carry it: 'Dark Navy' → 'dark-navy'. */
export const colorId = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const colorsOf = (text: string) => namesOf(text).map((name) => ({ id: colorId(name), name }))

/**
 * The variants the typed sizes and colours make, with the label of each one's units field; one field for an item
 * without sizes or colours, whose units are counted under its one key as every item's are.
 */
export function variantFields(lists: Record<NameListField, string>, colors: string): { key: string; label: string }[] {
  const named = colorsOf(colors)
  return variantsOf({ ...nameListsOf(lists), colors: named }).map((variant) =>
    // Labelled as the stock form labels the same variant.
    ({ key: stockKey(variant), label: isPlain(variant) ? 'Units on the shelf' : `Units of ${choiceLabel({ colors: named }, variant)}` }),
  )
}

export type NewItem = { ok: true; item: Record<string, unknown>; units: Record<string, number> } | { ok: false; problems: string[] }

/** The item as the schema reads it (no id: the server gives the next one), or each problem as '<field>: …'. */
export function newItemOf(text: NewItemText): NewItem {
  const colors = colorsOf(text.colors)
  const item: Record<string, unknown> = {
    name: text.name.trim(),
    price: text.price.trim() === '' ? undefined : Number(text.price.trim()),
    imageUrl: text.imageUrl,
    ...(text.description.trim() ? { description: text.description.trim() } : {}),
    ...nameListsOf(text),
    ...(colors.length > 0 ? { colors } : {}),
    ...(text.images.length > 0 ? { images: text.images } : {}),
  }
  const variants = variantFields(text, text.colors)
  const typedUnits = Object.fromEntries(
    variants.map(({ key }) => {
      const typed = (text.units[key] ?? '').trim()
      return [key, typed === '' ? 0 : /^\d+$/.test(typed) ? Number(typed) : typed]
    }),
  )
  // What the owner left out is asked for in their words; what they typed wrong is said as the server says it.
  const missing = [
    ...(item.price === undefined ? [`price: type the price in ${SHOP_CURRENCY.units}, such as 24.99`] : []),
    ...(Number.isNaN(item.price) ? [`price: must be a number of ${SHOP_CURRENCY.units}, such as 24.99`] : []),
    ...(item.imageUrl === '' ? ['imageUrl: choose a picture of the item'] : []),
  ]
  const problems = [
    ...missing,
    ...itemProblems({ ...item, id: 0 }, ITEM_FIELDS).filter((problem) => !missing.some((asked) => asked.startsWith(problem.split(':')[0]!))),
  ]
  if (problems.length > 0) return { ok: false, problems }
  const saved = Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined))
  // The variants are the item's as the shop reads it: only a readable item has them.
  const checked = startingUnits({ ...item, id: 0 }, typedUnits)
  if ('problems' in checked) return { ok: false, problems: checked.problems }
  return { ok: true, item: saved, units: checked.units }
}
