// What a list of items (a collection page, the search results) is filtered and sorted by, as the address says it:
// `?size=M&color=navy&min=20&max=80&inStock=true&sort=price-asc`. The router parses the query string as JSON
// values, so `?size=42` arrives as a number; anything malformed is dropped, never an error.

// The same rules as item-options.ts's isSizeName and isColorId, written again here: this module runs on every page
// (the router validates addresses), and importing item-options would split the first visit's code into more files.
const isSizeName = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9.]{1,12}$/.test(value)
const isColorId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9-]{1,32}$/.test(value)

const SORTS = ['relevance', 'price-asc', 'price-desc', 'name'] as const
export type Sort = (typeof SORTS)[number]

export interface BrowseParams {
  /** A collection's slug (search results only). */
  collection?: string
  size?: string
  /** A colour id ('navy'). */
  color?: string
  /** Whole dollars, inclusive. */
  min?: number
  max?: number
  inStock?: true
  sort?: Sort
}

/** The filters a shopper can clear, and so everything but the sort. */
export const FILTER_KEYS = ['collection', 'size', 'color', 'min', 'max', 'inStock'] as const satisfies readonly (keyof BrowseParams)[]

const MAX_DOLLARS = 1_000_000

/** A string, or a number the router parsed out of one (`?size=42`). */
export const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined

function asDollars(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= MAX_DOLLARS ? number : undefined
}

const isSort = (value: unknown): value is Sort => (SORTS as readonly unknown[]).includes(value)

export function parseBrowseParams(raw: Record<string, unknown>): BrowseParams {
  const params: BrowseParams = {}
  const collection = asText(raw.collection)?.toLowerCase()
  if (collection && collection.length <= 100) params.collection = collection
  const size = asText(raw.size)
  if (isSizeName(size)) params.size = size
  if (isColorId(raw.color)) params.color = raw.color
  const min = asDollars(raw.min)
  const max = asDollars(raw.max)
  if (min !== undefined) params.min = min
  // A range the wrong way round keeps its lower bound only.
  if (max !== undefined && (min === undefined || max >= min)) params.max = max
  if (raw.inStock === true || raw.inStock === 'true') params.inStock = true
  if (isSort(raw.sort)) params.sort = raw.sort
  return params
}

export const hasFilters = (params: BrowseParams): boolean => FILTER_KEYS.some((key) => params[key] !== undefined)

/** A collection page's parameters: every one but the collection, which its path names. */
export function withoutCollection({ collection: _ignored, ...params }: BrowseParams): Omit<BrowseParams, 'collection'> {
  return params
}
