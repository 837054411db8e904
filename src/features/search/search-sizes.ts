// What a shopper means by a size in a query: 'size M shirt', 'shirt size M', 'xl hoodie', 'boots 42' ask for items
// offered in that size, not for items whose text says 'M' or '42'. The word 'size' itself says nothing of an item
// (search-terms.ts drops it like 'the').

/** Words that announce a size: the next word is one even if it is the query's last, short word. */
const SIZE_CUES = new Set(['size', 'sizes', 'sized'])

/** The catalog's size names, lower-cased: 'xs', 'm', '42'. */
export function sizeNamesOf(items: Iterable<{ sizes?: string[] | undefined }>, names = new Set<string>()): Set<string> {
  for (const item of items) for (const size of item.sizes ?? []) names.add(size.toLowerCase())
  return names
}

/**
 * The sizes a query asks for, and its other words. A word is a size when the catalog has a size of that name and
 * the query has other words, and it follows 'size', or it is longer than a letter ('xl', '42'), or it is not the
 * last word: a last single letter may be a word still being typed ('wool s' on the way to 'wool scarf').
 */
export function sizesIn(words: string[], sizeNames: Set<string>): { sizes: Set<string>; rest: string[] } {
  const sizes = new Set<string>()
  const rest: string[] = []
  words.forEach((word, index) => {
    const name = word.toLowerCase()
    const cued = index > 0 && SIZE_CUES.has(words[index - 1]!.toLowerCase())
    const isSize = words.length > 1 && sizeNames.has(name) && (cued || name.length > 1 || index < words.length - 1)
    if (isSize) sizes.add(name)
    else rest.push(word)
  })
  return { sizes, rest }
}

/** Whether the item is offered in one of the sizes (any item passes when none is asked for). */
export const offeredIn = (item: { sizes?: string[] | undefined }, sizes: Set<string>): boolean =>
  sizes.size === 0 || (item.sizes ?? []).some((size) => sizes.has(size.toLowerCase()))
