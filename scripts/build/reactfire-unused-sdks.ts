import type { Plugin } from 'vite'

// reactfire statically imports five Firebase SDKs this shop never uses. Each registers itself with the Firebase
// app when its module runs, so the bundler cannot drop them: they would be most of the first visit's JavaScript
// (decision record 015). Only reactfire's own imports of them are replaced; calling one of those hooks throws a
// clear error. `reactfire-unused-sdks.test.ts` fails when reactfire's imports no longer match this table.
export const REACTFIRE_UNUSED_SDKS: Record<string, readonly string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
}
const STUB_PREFIX = '\0reactfire-unused:'
const REACTFIRE = /[\\/]reactfire[\\/]/

export function reactfireWithoutUnusedSdks(): Plugin {
  const stubbed = new Set<string>()
  let reactfireBundled = false
  return {
    name: 'reactfire-without-unused-sdks',
    enforce: 'pre',
    buildStart() {
      stubbed.clear()
      reactfireBundled = false
    },
    resolveId(id, importer) {
      if (!importer || !REACTFIRE.test(importer)) return null
      reactfireBundled = true
      if (!(id in REACTFIRE_UNUSED_SDKS)) return null
      stubbed.add(id)
      return STUB_PREFIX + id
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null
      const sdk = id.slice(STUB_PREFIX.length)
      const body = `() => { throw new Error(${JSON.stringify(`${sdk} is not bundled with this storefront`)}) }`
      return (REACTFIRE_UNUSED_SDKS[sdk] ?? []).map((name) => `export const ${name} = ${body};`).join('\n')
    },
    buildEnd(error) {
      // A reactfire that imports the SDKs another way would bring them all back without a word: stop the build.
      if (error || !reactfireBundled) return
      const missed = Object.keys(REACTFIRE_UNUSED_SDKS).filter((sdk) => !stubbed.has(sdk))
      if (missed.length) this.error(`reactfire no longer imports ${missed.join(', ')} as expected: update scripts/build/reactfire-unused-sdks.ts`)
    },
  }
}
