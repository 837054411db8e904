// Hidden items live apart from the shop: a collection's document (`collections/<id>`, which anyone may read) holds
// only the items on sale, and the owner's hidden ones sit in `hiddenItems/<id>`, which only owners read (firestore.rules).
// Rules cannot take single entries out of a document's list, so a hidden item in the public document would be
// readable by anyone with the project's address. Every write of a collection's items goes through `splitHidden`;
// the owner's views and edits read both documents back as one list with `mergeHidden`.

/** Where a collection's hidden items are kept. */
export const hiddenItemsPath = (collectionId: string) => `hiddenItems/${collectionId}`

const isHidden = (item: unknown): boolean => (item as { hidden?: unknown } | null)?.hidden === true
const idOf = (item: unknown): number => {
  const id = (item as { id?: unknown } | null)?.id
  return typeof id === 'number' ? id : Number.POSITIVE_INFINITY
}

/** A collection's items split for storing: those on sale (its public document) and the hidden ones. */
export function splitHidden(items: readonly unknown[]): { shown: unknown[]; hidden: unknown[] } {
  return { shown: items.filter((item) => !isHidden(item)), hidden: items.filter(isHidden) }
}

/**
 * A collection's items as the owner sees them: those on sale in their order, each hidden one back before the first
 * item on sale with a higher id (ids grow as items are added, so an item hidden and shown again keeps its place). A
 * stored list that is not one counts as empty.
 */
export function mergeHidden(shown: unknown, hidden: unknown): unknown[] {
  const list = (items: unknown) => (Array.isArray(items) ? (items as unknown[]) : [])
  const merged = [...list(shown)]
  for (const item of list(hidden)) {
    const marked = item !== null && typeof item === 'object' ? { ...item, hidden: true } : item
    const before = merged.findIndex((other) => idOf(other) > idOf(item))
    merged.splice(before === -1 ? merged.length : before, 0, marked)
  }
  return merged
}

interface StoredDocument {
  id: string
  data: unknown
}

/** The collections' documents as the owner reads them: each with its hidden items back in its list. */
export function withHiddenItems<T extends StoredDocument>(collections: readonly T[], hidden: readonly StoredDocument[]): T[] {
  const byId = new Map(hidden.map((document) => [document.id, (document.data as { items?: unknown } | null)?.items]))
  return collections.map((document) => {
    const data = document.data as { items?: unknown } | null
    if (!byId.has(document.id) || data === null || typeof data !== 'object') return document
    return { ...document, data: { ...data, items: mergeHidden(data.items, byId.get(document.id)) } }
  })
}
