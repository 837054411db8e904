// How text becomes search terms, the same for the catalog and for what the shopper types. A word written with
// a hyphen counts as its parts and as one word ('T-Shirt' → 't', 'shirt', 'tshirt'), so 'tshirt' and 't-shirt'
// both find it; accents and case do not matter ('Crêpe' → 'crepe'), nor a plural's 's' ('boots' → 'boot').

/**
 * Words too common to tell items apart; dropped from the catalog and from queries alike. With them the words a
 * shopper puts around what they look for ('size M shirt', 'gift ideas for him'): the size itself is matched
 * against the items' sizes (search-sizes.ts).
 */
const STOP_WORDS = new Set([
  ...['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'or', 'your', 'at', 'by', 'from', 'that', 'it', 'its'],
  ...['size', 'sizes', 'sized', 'idea', 'ideas', 'him', 'her', 'someone', 'something'],
])

/** Splits on anything but letters, digits, hyphens and apostrophes: 'roll-top backpack,' → 'roll-top', 'backpack'. */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}'’-]+/u).filter((token) => token !== '')

/**
 * A word without its plural 's', so that 'shoes' finds 'shoe' and 'hats' finds 'hat'. Not a grammar: 'dress',
 * 'canvas' and 'cactus' lose nothing a shopper would miss, and whatever it does to a word it does to the catalog's
 * and the query's alike.
 */
const singular = (word: string): string => (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word)

function termsOf(token: string): string[] | null {
  const parts = token
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // A possessive is the word itself: "women's" → 'women'.
    .replace(/['’]s$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part !== '' && !STOP_WORDS.has(part))
  if (parts.length === 0) return null
  return parts.length === 1 ? parts.map(singular) : [...parts.map(singular), singular(parts.join(''))]
}

/** A catalog repeats its words thousands of times ('canvas', 'navy'): each is worked out once. */
const known = new Map<string, string[] | null>()
const MAX_KNOWN = 50_000

export function processTerm(token: string): string[] | null {
  let terms = known.get(token)
  if (terms === undefined) {
    terms = termsOf(token)
    if (known.size >= MAX_KNOWN) known.clear()
    known.set(token, terms)
  }
  return terms
}
