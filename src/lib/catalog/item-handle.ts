// An item's address in the shop (/shop/apparel/classic-crew-neck-t-shirt): made from its name once, then kept as its
// `handle`, so renaming the item never breaks a link to it (mails, wishlists, recently viewed, search engines). An
// item without a handle yet (never renamed since handles came) has the address its name makes; the first rename
// keeps that address as its handle (item-edit.ts), and a new item gets its handle as it is added (add-item.ts).

/** 'Classic Crew-Neck T-Shirt' → 'classic-crew-neck-t-shirt'; accents lose their marks ('Crêpe' → 'crepe'). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
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

/**
 * The address of each item of a collection, in order: its handle where it has one (the catalog's schema has checked
 * it), otherwise the slug its name makes, never one a handle has.
 */
export function itemSlugs(items: readonly { name: string; handle?: unknown }[]): string[] {
  const taken = new Set(items.flatMap(({ handle }) => (typeof handle === 'string' ? [handle] : [])))
  return items.map(({ name, handle }) => (typeof handle === 'string' ? handle : uniqueSlugs([name], taken)[0]!))
}
