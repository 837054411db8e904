// The catalog as it is stored: collection documents (collections/{id}) with their items. The shop's pages, the
// seed's catalog file, the demo backend and the order code all read it with these schemas. An item whose own
// fields (id, name, picture, price) are malformed is not sold; malformed optional data is left out and the item
// still sells (see droppable.ts). Messages name the field and say what it must be.
import * as v from 'valibot'
import { isRecord } from '../is-record'
import { Dropped, droppable, kept, listOf, withoutDropped } from './droppable'
import { ColorId, SizeName, stockKey, variantsOf } from './variant'
import { SHOP_CURRENCY } from '../money'
import { Sale } from './sale-price'

/**
 * A price above this (in the shop's whole units) is a data error, not a product. The lowest price an owner may give
 * is the payment provider's smallest charge in the shop's currency (MIN_PRICE, src/lib/money.ts).
 */
const MAX_PRICE = 1_000_000
/** The longest name and description an owner may save, in characters: a page, a mail and a search list show them. */
export const MAX_NAME_LENGTH = 120
export const MAX_DESCRIPTION_LENGTH = 5000
/** More units than this of one variant is a data error. */
const MAX_STOCK = 1_000_000
/** A category or a keyword is a word or a short phrase: longer text belongs in the description. */
const MAX_TERM_LENGTH = 40

/** A value as a message quotes it: short, and 'missing' when absent. */
function show(value: unknown): string {
  if (value === undefined) return 'missing'
  if (typeof value === 'number') return String(value)
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

/** 'must be …, not "12"': the message of a required field. */
export const mustBe = (what: string) => (issue: v.BaseIssue<unknown>) => `must be ${what}, not ${show(issue.input)}`

const isText = (text: string) => text.trim() !== ''
const NonEmptyString = v.pipe(v.string(mustBe('a non-empty string')), v.check(isText, mustBe('a non-empty string')))
const Text = v.pipe(v.string(), v.check(isText))
const Term = v.pipe(
  v.string(),
  v.check((term) => isText(term) && term.length <= MAX_TERM_LENGTH),
)
const Url = v.pipe(
  v.string(),
  v.check((url) => url !== ''),
)

/** What every item has, and all a cart line keeps of it. */
export const ItemBase = v.object(
  {
    id: v.pipe(
      v.number(mustBe('a whole number')),
      v.check((id: number) => Number.isSafeInteger(id), mustBe('a whole number')),
    ),
    name: NonEmptyString,
    imageUrl: v.string(mustBe('a string')),
    /** In the shop's whole units (dollars, euros), as stored. Arithmetic happens in cents (see src/lib/money.ts). */
    price: v.pipe(
      v.number(mustBe(`a number of ${SHOP_CURRENCY.units} from 0 to ${MAX_PRICE}`)),
      v.check((price) => Number.isFinite(price) && price >= 0 && price <= MAX_PRICE, mustBe(`a number of ${SHOP_CURRENCY.units} from 0 to ${MAX_PRICE}`)),
    ),
  },
  'must be an object with id, name, imageUrl and price',
)

/** One colour an item comes in: `id` is what the address says (`?color=navy`), `name` what the shopper reads. */
const ItemColor = v.object({
  id: ColorId,
  name: Text,
  /** The item's picture in this colour; the item's own picture when absent. */
  imageUrl: v.optional(Url),
  /**
   * Close-ups in this colour. The item's `images` are drawn in the colour of its own picture: a colour with a
   * picture of its own shows these, or no close-up, never one in another colour.
   */
  images: v.optional(v.array(Url)),
})

const ItemDetails = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.object({ material: droppable(Text, 'not text'), care: droppable(Text, 'not text'), fit: droppable(Text, 'not text') }),
)

const ItemFields = v.object(
  {
    ...ItemBase.entries,
    description: droppable(Text, 'not text'),
    /** What kind of thing it is, in the shopper's words ('footwear'): search finds the item by it. */
    category: droppable(Term, `not text of ${MAX_TERM_LENGTH} characters at most`),
    /** Other words a shopper may search for it by ('shoes', 'sneakers', 'trainers'); never shown. */
    keywords: listOf(Term),
    details: droppable(ItemDetails, 'not a map'),
    /** Extra views of `imageUrl` (close-ups); the colours' pictures and their close-ups are in `colors`. */
    images: listOf(Url),
    sizes: listOf(SizeName),
    colors: listOf(ItemColor, (color) => color.id),
    /**
     * Units left per stock key ('M/navy', '42', 'navy', '*' for an item without options), published from its stock
     * document; a variant not listed has none for sale. Checked below.
     */
    stock: droppable(v.custom<Record<string, number>>(isRecord), 'not a map'),
    /** The owner sells it without counting (published from its stock document): its `stock` says nothing. */
    unlimited: droppable(v.boolean(), 'not true or false'),
    /** Taken out of the shop by an owner: not listed, searched, shown or sold; the owners still see it. */
    hidden: droppable(v.boolean(), 'not true or false'),
    /** A lower price from one moment to another, set by an owner (sale-price.ts). */
    sale: droppable(Sale, 'not a price with from before until'),
    /**
     * The item's address in its collection, kept when it is renamed (item-handle.ts); absent: made from its name.
     * Only the /api's edits write it, from the slug the item's name made.
     */
    handle: droppable(Text, 'not text'),
    /** Raised by one on every owner edit (absent: 0), so an edit made on an older copy is refused. */
    revision: droppable(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 'not a whole number from 0'),
  },
  ItemBase.message,
)

/** A number of units: a whole number from 0 to the most one variant may have. */
export const isCount = (count: unknown): count is number => typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 && count <= MAX_STOCK

/** An item with its optional product-page data. One without sizes or colours is one variant, a plain item. */
const ItemSchema = v.pipe(
  ItemFields,
  // A stock count names one of the variants the item keeps (its sizes and colours less those left out).
  v.transform((item) => {
    if (!item.stock || item.stock instanceof Dropped) return item
    const variants = new Set(variantsOf({ sizes: kept(item.sizes), colors: kept(item.colors) }).map(stockKey))
    const stock = Object.fromEntries(
      Object.entries(item.stock).map(([key, count]) => [
        key,
        variants.has(key) && isCount(count) ? count : (new Dropped('no such variant, or not a count', `stock '${key}'`) as never),
      ]),
    )
    return { ...item, stock }
  }),
)

export type ItemBase = v.InferOutput<typeof ItemBase>
export type ItemColor = v.InferOutput<typeof ItemColor>
export type Item = v.InferOutput<typeof ItemSchema>

/** Every field an item may have, in order. */
export const ITEM_FIELDS = Object.keys(ItemFields.entries)

/** A collection document's own fields (its items are read one by one). */
export const CollectionDocument = v.object({ title: NonEmptyString, items: v.array(v.unknown(), mustBe('a list')) }, 'must be an object with title and items')

/** The problems, one per issue, each naming its field: 'price: must be …, not "12"'. */
export function problemsOf<TEntries extends v.ObjectEntries>(
  schema: v.ObjectSchema<TEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
  issues: v.BaseIssue<unknown>[],
): string[] {
  return issues.map((issue) => {
    const step = issue.path?.[0]
    if (!step) return issue.message
    const key = String(step.key)
    // A missing field is the object's issue: say what the field itself must be.
    const entry = step.origin === 'key' && Object.hasOwn(schema.entries, key) ? schema.entries[key] : undefined
    return `${key}: ${(entry && v.safeParse(entry, undefined).issues?.[0].message) ?? issue.message}`
  })
}

export interface ItemReading {
  /** The item as the shop reads it, or null when its own fields are malformed. */
  item: Item | null
  /** What is wrong with its own fields. */
  problems: string[]
  /** What malformed optional data was left out. */
  dropped: string[]
}

export function readItem(value: unknown): ItemReading {
  const result = v.safeParse(ItemSchema, value)
  const dropped: string[] = []
  const output = withoutDropped(result.output, dropped)
  return result.success ? { item: output as Item, problems: [], dropped } : { item: null, problems: problemsOf(ItemFields, result.issues), dropped }
}
