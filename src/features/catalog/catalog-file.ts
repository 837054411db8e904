// A catalog file (mocks/data/catalog.json, or the owner's own): a list of collections, each written by
// `npm run seed` as the document collections/{id} with its title and items. Checked with the shop's own schemas
// (src/lib/catalog/catalog-schema.ts), where anything the shop would leave out is an error, plus what a file must
// also get right: document ids, fields the shop does not read, and ids and titles that the shop needs to be
// unique (the cart knows an item by its id; a collection by its lower-cased title).
import * as v from 'valibot'
import { CollectionDocument, ITEM_FIELDS, mustBe, problemsOf, readItem, type Item } from '../../lib/catalog/catalog-schema'
import { isRecord } from '../../lib/is-record'

/** Firestore's own limits on a document id, less the ones no sensible id reaches. */
const DocumentId = v.pipe(
  v.string(mustBe('a non-empty string (the document id)')),
  v.check((id) => id.trim() !== '', mustBe('a non-empty string (the document id)')),
  v.check(
    (id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id),
    (issue) => `"${issue.input}" is not a valid Firestore document id`,
  ),
)

const FileEntry = v.object({ id: DocumentId, ...CollectionDocument.entries }, 'must be an object with id, title and items')

export interface CatalogEntry {
  /** The document id in `collections`. */
  id: string
  title: string
  items: Item[]
}

const ENTRY_FIELDS = Object.keys(FileEntry.entries)

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
  const entries: CatalogEntry[] = []
  const entryIds = new Map<string, number>()
  const titles = new Map<string, string>()
  const itemIds = new Map<number, string>()
  value.forEach((entry: unknown, index) => {
    const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined
    const title = isRecord(entry) && typeof entry.title === 'string' && entry.title.trim() !== '' ? ` (${entry.title})` : ''
    const label = `collection ${id === undefined ? `#${index + 1}` : JSON.stringify(id)}${title}`
    if (!isRecord(entry)) {
      errors.push(`${label}: ${FileEntry.message}`)
      return
    }
    const parsed = v.safeParse(FileEntry, entry)
    const problems = [...(parsed.success ? [] : problemsOf(FileEntry, parsed.issues)), ...unknownKeys(entry, ENTRY_FIELDS)]
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
    const items: Item[] = []
    entry.items.forEach((raw: unknown, itemIndex) => {
      const itemId = isRecord(raw) ? raw.id : undefined
      const itemLabel = `${label}, item ${itemIndex + 1}${typeof itemId === 'number' ? ` (id ${itemId})` : ''}`
      // Whatever the shop would leave out of an item is an error in a file.
      const { item, problems: itemErrors, dropped } = readItem(raw)
      itemErrors.push(...(isRecord(raw) ? unknownKeys(raw, ITEM_FIELDS) : []), ...dropped)
      if (typeof itemId === 'number' && Number.isSafeInteger(itemId)) {
        const where = itemIds.get(itemId)
        if (where !== undefined) itemErrors.push(`id: ${itemId} is also the id of an item in ${where} (the cart knows an item by its id)`)
        else itemIds.set(itemId, label)
      }
      errors.push(...itemErrors.map((problem) => `${itemLabel}: ${problem}`))
      if (item) items.push(item)
    })
    if (parsed.success) entries.push({ id: parsed.output.id, title: parsed.output.title, items })
  })
  return errors.length ? { entries: [], errors } : { entries, errors }
}
