// A catalog file (mocks/data/catalog.json, or the owner's own): a list of collections, each written by
// `npm run seed` as the document collections/{id} with its title and items. Checked with the shop's own rules
// (map-collections.ts), plus what a file must also get right: document ids, and ids and titles that the shop
// needs to be unique (the cart knows an item by its id; a collection by its lower-cased title).
import { isRecord } from '../../lib/is-record'
import { toItemOptions } from './item-options'
import { collectionProblems, itemProblems, toItem } from './map-collections'
import type { Item } from './types'

export interface CatalogEntry {
  /** The document id in `collections`. */
  id: string
  title: string
  items: Item[]
}

const ENTRY_KEYS = ['id', 'title', 'items']
const ITEM_KEYS = ['id', 'name', 'imageUrl', 'price', 'description', 'category', 'keywords', 'details', 'images', 'sizes', 'colors', 'stock']

/** Firestore's own limits on a document id, less the ones no sensible id reaches. */
function idProblem(id: unknown): string | null {
  if (typeof id !== 'string' || id.trim() === '') return `id: must be a non-empty string (the document id), not ${JSON.stringify(id) ?? 'missing'}`
  if (id.includes('/') || id === '.' || id === '..' || /^__.*__$/.test(id)) return `id: "${id}" is not a valid Firestore document id`
  return null
}

/** What the shop would leave out of an item's options (description, sizes, colours, stock…): a file must have none. */
function optionProblems(item: Record<string, unknown>): string[] {
  const problems: string[] = []
  toItemOptions(item, (message) => problems.push(message))
  return problems
}

const unknownKeys = (value: Record<string, unknown>, known: string[]) =>
  Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `${key}: unknown field (the shop reads only ${known.join(', ')})`)

/**
 * The entries of a catalog file, or every error in it, each naming the entry and the field, e.g.
 * `collection "1" (Bags), item 3 (id 4): price: must be a number of dollars from 0 to 1000000, not "12"`.
 */
export function checkCatalogFile(value: unknown): { entries: CatalogEntry[]; errors: string[] } {
  if (!Array.isArray(value)) return { entries: [], errors: ['The file must hold a list of collections: [{ "id", "title", "items" }, …]'] }
  const errors: string[] = []
  const entryIds = new Map<string, number>()
  const titles = new Map<string, string>()
  const itemIds = new Map<number, string>()
  value.forEach((entry: unknown, index) => {
    const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined
    const title = isRecord(entry) && typeof entry.title === 'string' && entry.title.trim() !== '' ? ` (${entry.title})` : ''
    const label = `collection ${id === undefined ? `#${index + 1}` : JSON.stringify(id)}${title}`
    if (!isRecord(entry)) {
      errors.push(`${label}: must be an object with id, title and items`)
      return
    }
    const problems = [idProblem(entry.id), ...collectionProblems(entry), ...unknownKeys(entry, ENTRY_KEYS)].filter((p): p is string => !!p)
    if (id !== undefined) {
      if (entryIds.has(id)) problems.push(`id: "${id}" is also the id of collection #${entryIds.get(id)! + 1}`)
      else entryIds.set(id, index)
    }
    if (typeof entry.title === 'string' && entry.title.trim() !== '') {
      const slug = entry.title.toLowerCase()
      const other = titles.get(slug)
      if (other !== undefined) problems.push(`title: "${entry.title}" is also the title of collection ${other} (titles are compared without case)`)
      else titles.set(slug, JSON.stringify(id ?? `#${index + 1}`))
    }
    errors.push(...problems.map((problem) => `${label}: ${problem}`))
    if (!Array.isArray(entry.items)) return
    entry.items.forEach((item: unknown, itemIndex) => {
      const itemId = isRecord(item) ? item.id : undefined
      const itemLabel = `${label}, item ${itemIndex + 1}${typeof itemId === 'number' ? ` (id ${itemId})` : ''}`
      const itemErrors = [...itemProblems(item), ...(isRecord(item) ? [...unknownKeys(item, ITEM_KEYS), ...optionProblems(item)] : [])]
      if (typeof itemId === 'number' && Number.isSafeInteger(itemId)) {
        const where = itemIds.get(itemId)
        if (where !== undefined) itemErrors.push(`id: ${itemId} is also the id of an item in ${where} (the cart knows an item by its id)`)
        else itemIds.set(itemId, label)
      }
      errors.push(...itemErrors.map((problem) => `${itemLabel}: ${problem}`))
    })
  })
  if (errors.length) return { entries: [], errors }
  const entries = (value as CatalogEntry[]).map(({ id, title, items }) => ({
    id,
    title,
    // Only what the shop reads (every item passed its checks above).
    items: items.map((item) => toItem(item)!),
  }))
  return { entries, errors }
}
