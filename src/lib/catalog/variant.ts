// What a variant of an item is: one value of each option the item has, chosen from the lists the item keeps. This
// module is the one place that knows the options. Their values go into addresses (`?size=M&color=navy`), stock
// keys ('M/navy'), stored cart lines, checkout requests, order lines, mails and payment pages, and every one of
// those reads them, keys them and names them through what is exported here.
import * as v from 'valibot'

export const SizeName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9.]{1,12}$/))
/** A colour's id ('navy'), as the address says it; the shopper reads its name. */
export const ColorId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/))
/** The longest name of a colour a line keeps ('Navy'). */
const MAX_COLOR_NAME = 60
const ColorName = v.pipe(
  v.string(),
  v.check((name) => name.trim() !== '' && name.length <= MAX_COLOR_NAME),
)

/** The lists of values an item keeps, by option: the catalog's item (catalog-schema.ts) has these fields. */
export interface OptionLists {
  sizes?: readonly string[] | undefined
  colors?: readonly { id: string; name?: string }[] | undefined
}

/** The options, in the order they appear in a key ('M/navy') and a label ('Size M · Navy'). */
const OPTION_NAMES = ['size', 'color'] as const
export type OptionName = (typeof OPTION_NAMES)[number]

/** A choice among options of these names: a value of each chosen, a field absent for one not chosen (or not had). */
export type ChoiceOf<Name extends string> = { [Key in Name]?: string | undefined }

/** A shopper's choice among an item's options; a field is absent when the item has no such option. */
export type Variant = ChoiceOf<OptionName>

/** A variant with the names the shopper read when it was chosen: a colour's id has a name, a size is its own. */
export type NamedVariant = Variant & { colorName?: string | undefined }

interface Option {
  /** A value, as addresses, stock keys and stored lines carry it. */
  schema: v.GenericSchema<string, string>
  /** The item's field that lists its values. */
  list: keyof OptionLists
  /** The item's values of the option, in the order the shop shows them. */
  valuesOf: (item: OptionLists) => readonly string[]
  /** How the variant's value reads in a title ('Size M') and in a sentence ('size M'). */
  title: (variant: NamedVariant) => string
  words: (variant: NamedVariant) => string
  /** One of its values in a sentence ('Choose a size'; 'comes in one colour'). */
  one: string
  /**
   * Whether a page starts on the item's first value when the address names none (a colour: the pictures show one),
   * or waits for the shopper to choose (a size: there is no default size).
   */
  startsOnFirst: boolean
  /**
   * For an option whose values are plain names: the item's field that lists them, which the owner types as one
   * list ('XS, S, M'), and what the list is called ('Sizes') and one of its values ('size').
   */
  names?: { plural: string; one: string }
}

/** What each option is. */
const OPTIONS = {
  size: {
    schema: SizeName,
    list: 'sizes',
    valuesOf: (item: OptionLists): readonly string[] => item.sizes ?? [],
    title: (variant: NamedVariant) => `Size ${variant.size}`,
    words: (variant: NamedVariant) => `size ${variant.size}`,
    one: 'size',
    startsOnFirst: false,
    names: { plural: 'Sizes', one: 'size' },
  },
  color: {
    schema: ColorId,
    list: 'colors',
    valuesOf: (item: OptionLists): readonly string[] => item.colors?.map((color) => color.id) ?? [],
    title: (variant: NamedVariant) => variant.colorName ?? variant.color ?? '',
    words: (variant: NamedVariant) => variant.colorName ?? variant.color ?? '',
    one: 'colour',
    startsOnFirst: true,
  },
} as const satisfies Record<OptionName, Option>

/**
 * An option as the functions that go through an item's variants read it: its name and the item's values of it.
 * They take the shop's options unless given others, so a test can try them with an option the shop does not have.
 */
interface OptionOf<Item, Name extends string> {
  name: Name
  valuesOf: (item: Item) => readonly string[]
}

/** The shop's options, in their order, as those functions read them. */
const SHOP_OPTIONS: readonly OptionOf<OptionLists, OptionName>[] = OPTION_NAMES.map((name) => ({ name, valuesOf: OPTIONS[name].valuesOf }))

/** The item's fields that list an option's plain names ('sizes'), which the owner's forms offer as typed lists. */
export type NameListField = { [Name in OptionName]: (typeof OPTIONS)[Name] extends { names: object; list: infer Field } ? Field : never }[OptionName]

/** The options named, in the module's order, as a sentence says them: 'size', 'colour', 'size and colour'. */
export const optionsInWords = (names: readonly OptionName[]): string =>
  OPTION_NAMES.filter((name) => names.includes(name))
    .map((name) => OPTIONS[name].one)
    .join(' and ')

/** The options whose values are plain names, with their item field and what a form calls them. */
export const NAME_LISTS = OPTION_NAMES.flatMap((name) => {
  const option: Option = OPTIONS[name]
  return option.names ? [{ ...option.names, field: option.list as NameListField }] : []
})

/** The item's fields that list the options' values ('sizes', 'colors'): an edit of any of them changes its variants. */
export const OPTION_LIST_FIELDS: readonly (keyof OptionLists)[] = OPTION_NAMES.map((name) => OPTIONS[name].list)

/**
 * The options' fields as valibot entries, for every record that carries a variant in its own fields (a checkout
 * line, an order line) or as an object (a stored cart line's `variant`): `v.object({ ...VARIANT_ENTRIES, … })`.
 */
export const VARIANT_ENTRIES = Object.fromEntries(OPTION_NAMES.map((name) => [name, v.optional(OPTIONS[name].schema)])) as {
  [Name in OptionName]: v.OptionalSchema<(typeof OPTIONS)[Name]['schema'], undefined>
}

/**
 * A cart line's variant, as an object of its own: at least one option, and a colour's name only with its colour.
 * Checked as the catalog checks the options, so a line with an unknown or malformed variant is dropped.
 */
export const LineVariant = v.pipe(
  v.object({ ...VARIANT_ENTRIES, colorName: v.optional(ColorName) }),
  v.check((variant) => !isPlain(variant) && (variant.colorName === undefined || variant.color !== undefined)),
) satisfies v.GenericSchema<unknown, NamedVariant>

/** An entry per option, made from the schema of its values: `mapOptions((value) => …)` for the address's parameters. */
export function mapOptions<Entry>(make: (value: v.GenericSchema<string, string>) => Entry): { [Name in OptionName]: Entry } {
  return Object.fromEntries(OPTION_NAMES.map((name) => [name, make(OPTIONS[name].schema)])) as { [Name in OptionName]: Entry }
}

/** Whether the choice names one variant: a value of every option the item has. */
export const isComplete = (item: OptionLists, variant: Variant): boolean =>
  OPTION_NAMES.every((name) => OPTIONS[name].valuesOf(item).length === 0 || variant[name] !== undefined)

/** The variant a record carries in its fields (an order line's size and colour), without its other fields. */
export function variantOf(record: Variant): Variant {
  const variant: Variant = {}
  for (const name of OPTION_NAMES) if (record[name] !== undefined) variant[name] = record[name]
  return variant
}

/** The variant as an address's parameters (`?size=M&color=navy`): its options, in their order, and nothing else. */
export function variantParams(variant: Variant): Record<string, string> {
  const params: Record<string, string> = {}
  for (const name of OPTION_NAMES) if (variant[name] !== undefined) params[name] = variant[name]
  return params
}

const values = (variant: Variant): string[] => OPTION_NAMES.flatMap((name) => (variant[name] !== undefined ? [variant[name]] : []))

/** Whether the variant names no option: the one variant of an item without options. */
export const isPlain = (variant: Variant): boolean => values(variant).length === 0

/** 'M/navy', 'M', 'navy', or '' for an item without options: the key of an item's stock and part of a line's. */
export const variantKey = (variant: Variant): string => values(variant).join('/')

/**
 * The key of a variant's count in a stock map ('M/navy'), and '*' for the one variant of an item without options:
 * a Firestore map has no empty key, and no option's value is '*', so the key never names another variant.
 */
export const PLAIN_STOCK_KEY = '*'
export const stockKey = (variant: Variant): string => variantKey(variant) || PLAIN_STOCK_KEY

/**
 * The key of a line, in a cart, a checkout request or an order: an item and a variant, so the same shirt in M and
 * in L is two lines. '9', '9:M/navy'. Item ids are unique in the whole catalog.
 */
export function lineKey({ id, variant }: { id: number; variant?: Variant | undefined }): string {
  const key = variant ? variantKey(variant) : ''
  return key === '' ? String(id) : `${id}:${key}`
}

/** The item id a line's key starts with ('9:M/navy' → 9), or null when the text is not a line's key of an id. */
export function itemOfLineKey(key: string): number | null {
  const id = Number(/^-?[0-9]{1,16}(?=:|$)/.exec(key)?.[0] ?? Number.NaN)
  return Number.isSafeInteger(id) ? id : null
}

const phrase = (variant: NamedVariant, form: 'title' | 'words'): string[] =>
  OPTION_NAMES.flatMap((name) => (variant[name] !== undefined ? [OPTIONS[name][form](variant)] : []))

/** 'Size M · Navy', 'Size 42', 'Navy', or '' for an item without options: as a line or a choice is titled. */
export const variantLabel = (variant: NamedVariant): string => phrase(variant, 'title').join(' · ')

/** The variant with the names the item gives its values (a colour's name). */
export function namedIn(item: OptionLists, variant: Variant): NamedVariant {
  const colorName = variant.color === undefined ? undefined : item.colors?.find((color) => color.id === variant.color)?.name
  return colorName === undefined ? variant : { ...variant, colorName }
}

/** 'Size M · Navy' for one of the item's variants, with the names the item gives its values. */
export const choiceLabel = (item: OptionLists, variant: Variant): string => variantLabel(namedIn(item, variant))

/** 'size M, Navy', as a sentence says it ('Only 2 left in size M, Navy.'); '' for an item without options. */
export const variantWords = (variant: NamedVariant): string => phrase(variant, 'words').join(', ')

/** 'Crew Neck T-Shirt, size M, Navy': a line in a sentence, a mail or a payment page. */
export function lineWords(line: NamedVariant & { name: string }): string {
  const words = variantWords(line)
  return words ? `${line.name}, ${words}` : line.name
}

/** Every variant of an item with these lists, in key order: M/navy, M/coral, L/navy… (one, plain, when none). */
export function variantsOf<Item extends OptionLists, Name extends string = OptionName>(
  item: Item,
  options: readonly OptionOf<Item, Name>[] = SHOP_OPTIONS as readonly OptionOf<OptionLists, Name>[],
): ChoiceOf<Name>[] {
  return options.reduce<ChoiceOf<Name>[]>(
    (variants, { name, valuesOf }) => {
      const choices = valuesOf(item)
      return choices.length === 0 ? variants : variants.flatMap((variant) => choices.map((value) => ({ ...variant, [name]: value })))
    },
    [{}],
  )
}

/** The item's variants that agree with a choice: the options chosen keep their value, the others take each of theirs. */
export function variantsWith<Item extends OptionLists, Name extends string = OptionName>(
  item: Item,
  choice: ChoiceOf<Name>,
  options: readonly OptionOf<Item, Name>[] = SHOP_OPTIONS as readonly OptionOf<OptionLists, Name>[],
): ChoiceOf<Name>[] {
  return variantsOf(item, options).filter((variant) => options.every(({ name }) => choice[name] === undefined || variant[name] === choice[name]))
}

/**
 * The units left of one variant, or null when it is sold without a limit. This module knows what a variant is, not
 * how many are left: its caller passes the stock in (the pages, the stock the catalog publishes).
 */
type StockLookup<Name extends string = OptionName> = (variant: ChoiceOf<Name>) => number | null

/**
 * Whether a choice, complete or not, is sold out: no variant of the item that agrees with it has a unit left. A
 * choice of a size alone is sold out only when that size is in no colour (nor in any value of another option); a
 * choice the item does not offer has nothing to sell.
 */
export function isChoiceSoldOut<Item extends OptionLists, Name extends string = OptionName>(
  item: Item,
  choice: ChoiceOf<Name>,
  stockOf: StockLookup<Name>,
  options: readonly OptionOf<Item, Name>[] = SHOP_OPTIONS as readonly OptionOf<OptionLists, Name>[],
): boolean {
  return !variantsWith(item, choice, options).some((variant) => stockOf(variant) !== 0)
}

/**
 * Whether the value of one option is sold out, given the other options already chosen: a chooser's colour is
 * struck through only when no variant in that colour and the size (or any size) chosen has a unit left, whatever
 * else the item comes in. The choice's own value of the option, if any, is the one being replaced.
 */
export function isValueSoldOut<Item extends OptionLists, Name extends string = OptionName>(
  item: Item,
  name: Name,
  value: string,
  choice: ChoiceOf<Name>,
  stockOf: StockLookup<Name>,
  options: readonly OptionOf<Item, Name>[] = SHOP_OPTIONS as readonly OptionOf<OptionLists, Name>[],
): boolean {
  return isChoiceSoldOut<Item, Name>(item, { ...choice, [name]: value }, stockOf, options)
}

/** Whether the item offers this variant: each option it has is chosen from its list, and no other is set. */
export function offers(item: OptionLists, variant: Variant): boolean {
  return OPTION_NAMES.every((name) => {
    const choices = OPTIONS[name].valuesOf(item)
    const value = variant[name]
    return choices.length === 0 ? value === undefined : value !== undefined && choices.includes(value)
  })
}

/** Of what a list chose (its filters), the values the item comes in: a list's card shows, links to and adds that. */
export function keptChoice(item: OptionLists, wanted: Variant): Variant {
  const kept: Variant = {}
  for (const name of OPTION_NAMES) {
    const value = wanted[name]
    if (value !== undefined && OPTIONS[name].valuesOf(item).includes(value)) kept[name] = value
  }
  return kept
}

/**
 * The choice a page starts from, from what its address asks for: each value the item comes in, and for an option
 * that starts on its first value (a colour) that first value when the address names none the item has. Anything
 * else is ignored, never an error.
 */
export function resolveVariant(item: OptionLists, wanted: Variant): Variant {
  const choice = keptChoice(item, wanted)
  for (const name of OPTION_NAMES) {
    const first = OPTIONS[name].valuesOf(item)[0]
    if (choice[name] === undefined && OPTIONS[name].startsOnFirst && first !== undefined) choice[name] = first
  }
  return choice
}

/** What a line can lack or have too many of, by option: 'size-required', 'size-not-offered', 'color-required'… */
export type OptionProblemCode = `${OptionName}-required` | `${OptionName}-not-offered`
export const OPTION_PROBLEM_CODES = OPTION_NAMES.flatMap((name) => [`${name}-required`, `${name}-not-offered`] as const)

/** The first option a checkout line lacks ('Choose a size of …') or names for an item without it ('… comes in one size.'). */
export function optionProblem(item: OptionLists, variant: Variant, itemName: string): { code: OptionProblemCode; message: string } | null {
  for (const name of OPTION_NAMES) {
    const { one } = OPTIONS[name]
    const offered = OPTIONS[name].valuesOf(item).length > 0
    if (variant[name] !== undefined && !offered) return { code: `${name}-not-offered`, message: `${itemName} comes in one ${one}.` }
    if (variant[name] === undefined && offered) return { code: `${name}-required`, message: `Choose a ${one} of ${itemName}.` }
  }
  return null
}
