// What finds an order by its buyer's name: the stored order carries `nameTerms`, every beginning of the name from
// each of its words on ('an', 'ann', 'ann l', 'ann lee', 'le', 'lee'), so one array-contains query finds "Ann",
// "lee" or "ann le" and still lists the orders newest first from one index. Names are compared folded: case and
// accents aside ('José' is found by 'jose'), with runs of spaces and punctuation as one space.

/** The shortest search that finds a name: one letter would match most orders. */
const MIN_NAME_SEARCH = 2
/** Beginnings are kept up to this length: a longer search is cut to it, and still finds the name. */
export const MAX_NAME_TERM = 24

/** The name as it is compared: lower case, no accents, words of letters and digits one space apart. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** Every beginning, from MIN_NAME_SEARCH to MAX_NAME_TERM letters, of the folded name from each of its words on. */
export function nameTerms(name: string): string[] {
  const folded = foldName(name)
  const terms = new Set<string>()
  let start = 0
  while (start < folded.length) {
    const rest = folded.slice(start, start + MAX_NAME_TERM).trimEnd()
    for (let end = MIN_NAME_SEARCH; end <= rest.length; end++) if (rest[end - 1] !== ' ') terms.add(rest.slice(0, end))
    const space = folded.indexOf(' ', start)
    if (space < 0) break
    start = space + 1
  }
  return [...terms]
}

/** The term a search for `q` asks for, or null when it is too short to look for. */
export function nameSearchTerm(q: string): string | null {
  const term = foldName(q).slice(0, MAX_NAME_TERM).trimEnd()
  return term.length >= MIN_NAME_SEARCH ? term : null
}
