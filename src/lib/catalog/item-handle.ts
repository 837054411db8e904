// An item's address in the shop (/shop/apparel/classic-crew-neck-t-shirt): made from its name once, then kept as its
// `handle`, so renaming the item never breaks a link to it (mails, wishlists, recently viewed, search engines). An
// item without a handle yet (never renamed since handles came) has the address its name makes; the first rename
// keeps that address as its handle (item-edit.ts), and a new item gets its handle as it is added (add-item.ts).

/** What a handle may be: lowercase letters and digits in words joined by single hyphens, as slugify makes them. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const MAX_HANDLE_LENGTH = 100

/** 'Classic Crew-Neck T-Shirt' → 'classic-crew-neck-t-shirt'; accents lose their marks ('Crêpe' → 'crepe'). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_HANDLE_LENGTH)
    .replace(/-+$/, '')
  return slug || 'item'
}

/** Slugs for names, unique within the list: a second 'Tote' becomes 'tote-2'. `taken`: addresses already used. */
export function uniqueSlugs(names: readonly string[], taken: Set<string> = new Set()): string[] {
  return names.map((name) => {
    const base = slugify(name)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  })
}

const handleOf = (item: { handle?: unknown }): string | null =>
  typeof item.handle === 'string' && item.handle.length <= MAX_HANDLE_LENGTH && HANDLE_PATTERN.test(item.handle) ? item.handle : null

/**
 * The address of each item of a collection, in order: its handle where it has one (the first of two alike keeps
 * it), otherwise the slug its name makes, never one another item's handle has.
 */
export function itemSlugs(items: readonly { name: string; handle?: unknown }[]): string[] {
  const taken = new Set<string>()
  const kept = items.map((item) => {
    const handle = handleOf(item)
    if (handle === null || taken.has(handle)) return null
    taken.add(handle)
    return handle
  })
  const made = uniqueSlugs(
    items.filter((_, index) => kept[index] === null).map((item) => item.name),
    taken,
  )
  let next = 0
  return kept.map((handle) => handle ?? made[next++]!)
}
