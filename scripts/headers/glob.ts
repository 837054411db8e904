// The globs of firebase.json's `source` fields, matched against a request path as Firebase Hosting does, for the
// part of glob syntax this project uses: `*`, `**`, `?`, `{a,b}`, `@(a|b)` and a leading `!` that negates the whole
// pattern (Hosting: a rewrite with source `!/assets/**` leaves a missing asset to the 404 page). Anything else
// throws, so that `npm start` never silently disagrees with Hosting about a rule.

/** A matcher for one `source` glob. */
export function hostingGlob(glob: string): (path: string) => boolean {
  const negated = glob.startsWith('!')
  const pattern = new RegExp(`^${globToRegExp(negated ? glob.slice(1) : glob, glob)}$`)
  return (path) => pattern.test(path) !== negated
}

function globToRegExp(glob: string, whole: string): string {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string
    if (glob.startsWith('/**', i) && (i + 3 === glob.length || glob[i + 3] === '/')) {
      // `/**` is this folder itself or anything below it.
      out += '(?:/.*)?'
      i += 2
    } else if (glob.startsWith('**', i)) {
      out += '.*'
      i += 1
    } else if (char === '*') {
      out += '[^/]*'
    } else if (char === '?') {
      out += '[^/]'
    } else if (char === '{' || (char === '@' && glob[i + 1] === '(')) {
      const open = char === '{' ? i : i + 1
      const close = matchingClose(glob, open, whole)
      const separator = char === '{' ? ',' : '|'
      out += `(?:${splitTop(glob.slice(open + 1, close), separator)
        .map((part) => globToRegExp(part, whole))
        .join('|')})`
      i = close
    } else if ('[]()!+'.includes(char)) {
      throw new Error(`firebase.json: the glob '${whole}' uses '${char}', which this project's Hosting rules do not (see scripts/headers/glob.ts)`)
    } else {
      out += char.replace(/[.^$|\\/]/g, '\\$&')
    }
  }
  return out
}

function matchingClose(glob: string, open: number, whole: string): number {
  let depth = 0
  for (let i = open; i < glob.length; i++) {
    if (glob[i] === '{' || glob[i] === '(') depth++
    if (glob[i] === '}' || glob[i] === ')') depth--
    if (depth === 0) return i
  }
  throw new Error(`firebase.json: the glob '${whole}' has an unclosed '${glob[open]}'`)
}

/** Splits `a,{b,c}` at its top-level separators only. */
function splitTop(text: string, separator: string): string[] {
  const parts = ['']
  let depth = 0
  for (const char of text) {
    if (char === '{' || char === '(') depth++
    if (char === '}' || char === ')') depth--
    if (char === separator && depth === 0) parts.push('')
    else parts[parts.length - 1] += char
  }
  return parts
}
