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

/** Slugs for names, unique within the list: a second 'Tote' becomes 'tote-2'. */
export function uniqueSlugs(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((name) => {
    const base = slugify(name)
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  })
}
