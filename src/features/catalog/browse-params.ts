// What a list of items (a collection page, the search results) is filtered and sorted by, as the address says it:
// `?size=M&color=navy&min=20&max=80&inStock=true&sort=price-asc`. The router parses the query string as JSON
// values, so `?size=42` arrives as a number. The routes hand these schemas to `validateSearch`; a malformed
// parameter is dropped, never an error page.
import * as v from 'valibot'
import { ColorId, SizeName } from '../../lib/catalog/variant'
import { dropInvalid } from '../../lib/drop-invalid'

/** A string, or a number the router parsed out of one (`?size=42`). */
export const Text = v.union([v.string(), v.pipe(v.number(), v.transform(String))])

/** A size as an item lists it; a number the router parsed (`?size=42`) is read as its text. */
const SizeNameParam = v.pipe(Text, SizeName)

const SORTS = ['relevance', 'price-asc', 'price-desc', 'name'] as const
export type Sort = (typeof SORTS)[number]

// Rules of several parts are one `check` each, rather than valibot's actions (integer, minValue, …): every action
// used adds its code to the first visit, where these schemas run.
const MAX_DOLLARS = 1_000_000
/** Whole dollars, inclusive: a number, or text that is one. */
const Dollars = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/\S/), v.transform(Number))]),
  v.check((dollars: number) => Number.isInteger(dollars) && dollars >= 0 && dollars <= MAX_DOLLARS),
)

export const BROWSE_ENTRIES = {
  /** A collection's slug (search results only). */
  collection: dropInvalid(
    v.pipe(
      Text,
      v.transform((slug) => slug.toLowerCase()),
      v.check((slug) => slug !== '' && slug.length <= 100),
    ),
  ),
  size: dropInvalid(SizeNameParam),
  /** A colour id ('navy'). */
  color: dropInvalid(ColorId),
  min: dropInvalid(Dollars),
  /** Kept even below `min`: the list then leaves it out, and the filters say why (see reversedPriceRange). */
  max: dropInvalid(Dollars),
  inStock: dropInvalid(
    v.pipe(
      v.unknown(),
      v.check((value) => value === true || value === 'true'),
      v.transform((): true => true),
    ),
  ),
  sort: dropInvalid(v.picklist(SORTS)),
}

/** Any list's filters and sort, as its page reads them (search-params.ts adds the query). */
export type BrowseParams = v.InferOutput<v.ObjectSchema<typeof BROWSE_ENTRIES, undefined>>

/** A collection page's: every one but the collection, which its path names (one in the query is dropped). */
export const CollectionSearch = v.object({ ...BROWSE_ENTRIES, collection: dropInvalid(v.never()) })

/** The filters a shopper can clear, and so everything but the sort. */
export const FILTER_KEYS = ['collection', 'size', 'color', 'min', 'max', 'inStock'] as const satisfies readonly (keyof BrowseParams)[]

export const hasFilters = (params: BrowseParams): boolean => FILTER_KEYS.some((key) => params[key] !== undefined)

/** A maximum below the minimum: the list applies the minimum only, and the Max field says so. */
export const reversedPriceRange = ({ min, max }: BrowseParams): boolean => min !== undefined && max !== undefined && max < min
