/**
 * Orders two texts alphabetically, case aside: 'bag' < 'Belt' < 'cap', and 'cap' before 'Cap' as English
 * dictionaries put them. Not `localeCompare`: its first call in a page loads the browser's collation data in one long
 * task (decision record 011), and a collection page sorted its filters' colours with it
 * while hydrating. The catalog's names, sizes and colours are plain English text, which this orders the same way.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a === b ? 0 : a > b ? -1 : 1
}
