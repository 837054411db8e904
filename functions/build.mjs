// Bundles src/index.ts with the order module it imports from the app (../src/lib/orders) into lib/index.js, so
// the folder Firebase uploads is self-contained; the packages in package.json are installed by the deploy.
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'

const { dependencies, engines } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'))

await build({
  entryPoints: [new URL('src/index.ts', import.meta.url).pathname],
  outfile: new URL('lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  // The Node the functions are deployed on (engines, which functions/src/runtime.test.ts keeps equal to firebase.json's runtime).
  target: `node${engines.node}`,
  format: 'cjs',
  external: Object.keys(dependencies),
  sourcemap: true,
  logLevel: 'warning',
})
