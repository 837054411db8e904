// Bundles src/index.ts with the order module it imports from the app (../src/lib/orders) into lib/index.js, so
// the folder Firebase uploads is self-contained; the packages in package.json are installed by the deploy.
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'

const { dependencies, engines } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'))

// The shop's money settings (src/lib/shop-money.ts) as the app's build reads them, from the same .env files and
// environment: the functions charge, tax and invoice in what the pages show.
const root = fileURLToPath(new URL('..', import.meta.url))
const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', root, 'VITE_SHOP_')

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
  define: { 'import.meta.env': JSON.stringify(env) },
})
