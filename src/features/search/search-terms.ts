// How text becomes search terms, the same for the catalog and for what the shopper types. A word written with
// a hyphen counts as its parts and as one word ('T-Shirt' → 't', 'shirt', 'tshirt'), so 'tshirt' and 't-shirt'
// both find it; accents and case do not matter ('Crêpe' → 'crepe').

/** Words too common to tell items apart; dropped from the catalog and from queries alike. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'or', 'your', 'at', 'by', 'from', 'that', 'it', 'its'])

/** Splits on anything but letters, digits, hyphens and apostrophes: 'roll-top backpack,' → 'roll-top', 'backpack'. */
export const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}'’-]+/u).filter((token) => token !== '')

export function processTerm(token: string): string[] | null {
  const parts = token
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part !== '' && !STOP_WORDS.has(part))
  if (parts.length === 0) return null
  return parts.length === 1 ? parts : [...parts, parts.join('')]
}
