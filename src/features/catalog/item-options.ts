// An item's optional product-page data, checked field by field: what is malformed is left out with a warning, and
// the item keeps its other options (and always its id, name, price and picture).
import { isRecord } from '../../lib/is-record'
import type { ItemColor, ItemDetails, ItemOptions } from './types'
import { variantKey, variantsOf } from './variants'

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** Sizes and colour ids go into addresses (`?size=M&color=navy`) and keys ('M/navy'): short and plain. */
export const isSizeName = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9.]{1,12}$/.test(value)
export const isColorId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9-]{1,32}$/.test(value)
/** More units than this of one variant is a data error. */
const MAX_STOCK = 1_000_000
/** A category or a keyword is a word or a short phrase: longer text belongs in the description. */
const MAX_TERM_LENGTH = 40
const isTerm = (value: unknown): value is string => isText(value) && value.length <= MAX_TERM_LENGTH

const DETAIL_FIELDS = ['material', 'care', 'fit'] as const

function listOf<T>(value: unknown, field: string, check: (entry: unknown) => T | null, warn: (message: string) => void): T[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value)) {
    warn(`ignoring ${field}: not a list`)
    return undefined
  }
  const kept: T[] = []
  value.forEach((entry, index) => {
    const checked = check(entry)
    if (checked === null) warn(`ignoring ${field}[${index}]: malformed or repeated`)
    else kept.push(checked)
  })
  return kept.length > 0 ? kept : undefined
}

function toDetails(value: unknown, warn: (message: string) => void): ItemDetails | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value)) {
    warn('ignoring details: not a map')
    return undefined
  }
  const details: ItemDetails = {}
  for (const field of DETAIL_FIELDS) {
    const text = value[field]
    if (isText(text)) details[field] = text
    else if (text !== undefined) warn(`ignoring details.${field}: not text`)
  }
  return Object.keys(details).length > 0 ? details : undefined
}

export function toItemOptions(value: Record<string, unknown>, warn: (message: string) => void): ItemOptions {
  const options: ItemOptions = {}
  if (isText(value.description)) options.description = value.description
  else if (value.description !== undefined) warn('ignoring description: not text')

  if (isTerm(value.category)) options.category = value.category
  else if (value.category !== undefined) warn(`ignoring category: not text of ${MAX_TERM_LENGTH} characters at most`)

  const seen = new Set<string>()
  const keywords = listOf(value.keywords, 'keywords', (word) => (isTerm(word) && !seen.has(word) ? (seen.add(word), word) : null), warn)
  if (keywords) options.keywords = keywords

  const details = toDetails(value.details, warn)
  if (details) options.details = details

  const images = listOf(value.images, 'images', (url) => (typeof url === 'string' && url !== '' ? url : null), warn)
  if (images) options.images = images

  const sizes = new Set<string>()
  const sizeList = listOf(value.sizes, 'sizes', (size) => (isSizeName(size) && !sizes.has(size) ? (sizes.add(size), size) : null), warn)
  if (sizeList) options.sizes = sizeList

  const colorIds = new Set<string>()
  const colors = listOf(
    value.colors,
    'colors',
    (color): ItemColor | null => {
      if (!isRecord(color) || !isColorId(color.id) || colorIds.has(color.id) || !isText(color.name)) return null
      if (color.imageUrl !== undefined && typeof color.imageUrl !== 'string') return null
      const images = color.images === undefined ? [] : Array.isArray(color.images) ? color.images : null
      if (!images || !images.every((url) => typeof url === 'string' && url !== '')) return null
      colorIds.add(color.id)
      return {
        id: color.id,
        name: color.name,
        ...(color.imageUrl ? { imageUrl: color.imageUrl } : {}),
        ...(images.length > 0 ? { images: images as string[] } : {}),
      }
    },
    warn,
  )
  if (colors) options.colors = colors

  if (value.stock !== undefined) {
    if (!isRecord(value.stock)) warn('ignoring stock: not a map')
    else {
      const variants = new Set(variantsOf(options).map(variantKey))
      const stock: Record<string, number> = {}
      for (const [key, count] of Object.entries(value.stock)) {
        if (variants.has(key) && typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 && count <= MAX_STOCK) stock[key] = count
        else warn(`ignoring stock '${key}': no such variant, or not a count`)
      }
      if (Object.keys(stock).length > 0) options.stock = stock
    }
  }
  return options
}
