import type { Plugin } from 'vite'

// The full Firestore SDK (a signed-in shopper's live documents) imports re2js, a regular-expression engine, only
// to evaluate the `like` and `regex_*` functions of Firestore Pipelines, which this shop never runs: about a fifth
// of the SDK's chunk. The SDK's own import is replaced by an engine that refuses every pattern; those functions
// catch that and answer an error result, so a pipeline using them would fail rather than match wrongly.
const STUB = '\0firestore-without-pipelines:re2js'
const FIRESTORE = /[\\/]@firebase[\\/]firestore[\\/]/

export function firestoreWithoutPipelineRegex(): Plugin {
  return {
    name: 'firestore-without-pipeline-regex',
    enforce: 'pre',
    resolveId(id, importer) {
      return id === 're2js' && importer && FIRESTORE.test(importer) ? STUB : null
    },
    load(id) {
      if (id !== STUB) return null
      return `export const RE2JS = { compile() { throw new Error('Pipeline regular expressions are not bundled with this storefront') } };`
    },
  }
}
