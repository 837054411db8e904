// ESLint flat config: typescript-eslint, React hooks, and the import boundaries of the code's layers
// (routes → features → shared; see "Import boundaries" below). `npm run lint` runs it with Prettier and knip.
import path from 'node:path'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname

/**
 * After the real resolver: a relative import that names no file on disk still resolves to the path it
 * names, so a boundary is judged by the path as written. The boundary rule then also fires for a file that
 * is being moved or not written yet (tsc reports the missing file itself), and its test needs no fixture files.
 */
const relativePathResolver = {
  interfaceVersion: 3,
  name: 'relative-path-as-written',
  resolve(modulePath, sourceFile) {
    if (!modulePath.startsWith('./') && !modulePath.startsWith('../')) return { found: false }
    return { found: true, path: path.resolve(path.dirname(sourceFile), modulePath) }
  },
}

// Import boundaries: imports flow one way, routes → features → shared (components, lib, styles).
// `app/` (providers, router, query client) and `prerender/` sit on top; `main.tsx` boots and is the only
// file in src/ that may load the mock backend. Dynamic import() is checked like a static import.
const FEATURES = ['account', 'admin', 'auth', 'cart', 'cart-sync', 'catalog', 'directory', 'orders', 'search', 'wishlist']
// What each feature may import from other features: one direction only.
const FEATURE_MAY_IMPORT = {
  account: ['auth', 'orders'],
  admin: ['auth', 'orders'],
  cart: ['catalog'],
  'cart-sync': ['auth', 'cart', 'catalog'],
  orders: ['auth', 'cart', 'catalog'],
  search: ['catalog'],
  wishlist: ['auth', 'cart', 'catalog'],
}

// Start-up (`prerender/`) shows the rest of the code one file, `prerender/live.ts` (useHydrated and keepsEarlyTap),
// which imports nothing from the app; every layer may use it, and nothing else of start-up.
const startUpSurface = (message) => ({ from: 'src/prerender', except: ['./live.ts'], message })

const boundaryZones = [
  {
    target: ['src/components', 'src/lib', 'src/styles'],
    from: ['src/features', 'src/routes', 'src/app', 'src/main.tsx'],
    message: 'Shared code (src/components, src/lib, src/styles) must not import features, routes, app, prerender or main.',
  },
  {
    target: ['src/components', 'src/lib', 'src/styles'],
    ...startUpSurface('Shared code may import only prerender/live.ts of start-up.'),
  },
  {
    target: 'src/prerender/live.ts',
    from: ['src/features', 'src/routes', 'src/app', 'src/components', 'src/lib', 'src/styles', 'src/main.tsx'],
    message: 'prerender/live.ts is what every layer sees of start-up: it imports nothing from the app.',
  },
  {
    target: 'src/features',
    from: ['src/routes', 'src/app', 'src/main.tsx'],
    message: 'Features must not import routes, app, prerender or main: pass what they need in from above.',
  },
  { target: 'src/features', ...startUpSurface('Features may import only prerender/live.ts of start-up.') },
  ...FEATURES.map((feature) => {
    const allowed = FEATURE_MAY_IMPORT[feature] ?? []
    return {
      target: `src/features/${feature}`,
      from: 'src/features',
      except: [feature, ...allowed].map((name) => `./${name}`),
      message:
        allowed.length > 0
          ? `Feature "${feature}" may import only ${allowed.map((name) => `"${name}"`).join(', ')} among the other features.`
          : `Feature "${feature}" must not import other features (only cart → catalog and search → catalog cross).`,
    }
  }),
  {
    target: 'src/routes',
    from: ['src/app', 'src/main.tsx'],
    message: 'Routes must not import app, prerender or main.',
  },
  { target: 'src/routes', ...startUpSurface('Routes may import only prerender/live.ts of start-up.') },
  {
    target: 'src/app',
    from: 'src/main.tsx',
    message: 'The app must not import prerender or main: only main.tsx and the build load prerender.',
  },
  { target: 'src/app', ...startUpSurface('The app may import only prerender/live.ts of start-up: main.tsx and the build load the rest.') },
  {
    target: 'src/prerender',
    from: 'src/main.tsx',
    message: 'Prerender must not import main.',
  },
  {
    // The app reads the shop's texts through the build's modules, each page's text in its own chunk
    // (scripts/shop-info-plugin.ts); importing the file would put every page's text in every first visit.
    target: ['src/!(content)/**', 'src/*.{ts,tsx}'],
    from: 'src/content/shop-info.ts',
    message: "Read the shop's texts from 'virtual:shop-info' or 'virtual:info-page/<page>', not from src/content/shop-info.ts.",
  },
  {
    // The Cloud Functions bundle what they import from the app: only the shared code (the order module).
    target: 'functions',
    from: 'src',
    except: ['./lib'],
    message: 'The functions may import only shared code (src/lib) from the app: everything else would be bundled into them.',
  },
  {
    // The shop's /api runs in the Cloud Functions and in the demo's mock backend, never in the shop's pages.
    target: ['src/features', 'src/routes', 'src/app', 'src/components', 'src/prerender', 'src/main.tsx'],
    from: 'src/lib/api',
    message: "The /api (src/lib/api) runs in the functions and the demo's mock backend, never in the app: call it over HTTP (features/orders/api).",
  },
  {
    // Every file under src/ but src/main.tsx (the demo entry, which starts the mock backend).
    target: ['src/*/**', 'src/!(main.tsx)'],
    from: 'mocks',
    message: 'Only src/main.tsx may import the mock backend (mocks/).',
  },
  {
    // The mock answers for the demo project the app is configured with (src/lib/firebase/config.ts), so it may
    // read the shared layer's constants; never the app's features, routes or start-up.
    target: 'mocks',
    from: 'src',
    except: ['./lib'],
    message: 'The mock backend (mocks/) may import only the shared src/lib, never app code.',
  },
]

export default defineConfig(
  globalIgnores(['dist/', 'dist-e2e/', 'dist-bench/', 'coverage/', 'test-results/', 'public/mockServiceWorker.js', 'src/routeTree.gen.ts', 'functions/lib/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // React code only: tests/e2e and tests/contract drive a browser from Node, where a `useBrowser()` helper is no hook.
    files: ['src/**/*.{ts,tsx}', 'tests/integration/**/*.{ts,tsx}', 'tests/setup/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // A comment inside a styled template is part of its string and ships in the bundle, a first visit's bytes: a CSS
    // rule is explained by a // comment above its declaration.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=/\\/\\*/]',
          message: 'A CSS comment in a template ships in the bundle: write it as a // comment above the declaration.',
        },
      ],
    },
  },
  {
    // The /api is written over its ports (src/lib/api/ports.ts): the adapters (functions/src, mocks/api) hold the
    // Admin SDK, Stripe and MSW.
    files: ['src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*', 'stripe', 'msw', 'msw/*'],
              message: 'src/lib imports no server SDK and no MSW: use the ports of src/lib/api/ports.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // As tsc's noUnusedLocals: naming a property only to leave it out of a rest object is a use.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }), relativePathResolver],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // Tests read JSON answers (Identity Toolkit, Firestore REST) by path: a wrong path fails the assertion that
    // reads it, so typing every answer would add nothing but casts.
    files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Build and bench scripts, and the config files, run in Node.
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,mjs,ts}', 'functions/*.mjs'],
    languageOptions: { globals: globals.node },
  },
)
