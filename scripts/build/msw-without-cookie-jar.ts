import type { Plugin } from 'vite'

// MSW keeps a cookie jar built on tough-cookie and its public-suffix list. The mock backend sets and reads no
// cookies (Firebase sends none), so the demo build gets an empty jar instead (decision record 015).
// `msw-without-cookie-jar.test.ts` fails when MSW's use of its jar no longer matches this stand-in.
export const EMPTY_COOKIE_STORE = 'export const cookieStore = { getCookies: () => [], setCookie: async () => {} }'
export const COOKIE_STORE_METHODS = ['getCookies', 'setCookie'] as const
const MSW_LIB = /[\\/]msw[\\/]lib[\\/]/

export function mswWithoutCookieJar(): Plugin {
  const id = '\0msw-empty-cookie-store'
  let replaced = false
  let mswBundled = false
  return {
    name: 'msw-without-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false
      mswBundled = false
    },
    resolveId(source, importer) {
      if (!importer || !MSW_LIB.test(importer)) return null
      mswBundled = true
      if (!source.endsWith('/cookieStore.mjs')) return null
      replaced = true
      return id
    },
    load(source) {
      return source === id ? EMPTY_COOKIE_STORE : null
    },
    buildEnd(error) {
      if (!error && mswBundled && !replaced) this.error(`MSW no longer imports its cookie store as expected: update scripts/build/msw-without-cookie-jar.ts`)
    },
  }
}
