/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

// reactfire 4.2.6 statically imports five Firebase SDKs this shop never uses (about 155 kB gzip). Only
// reactfire's own imports of them are replaced; calling one of those hooks would throw a clear error.
const REACTFIRE_UNUSED_SDKS: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
}
const STUB_PREFIX = '\0reactfire-unused:'

function reactfireWithoutUnusedSdks(): Plugin {
  return {
    name: 'reactfire-without-unused-sdks',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id in REACTFIRE_UNUSED_SDKS && importer && /[\\/]reactfire[\\/]/.test(importer)) return STUB_PREFIX + id
      return null
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null
      const sdk = id.slice(STUB_PREFIX.length)
      const names = REACTFIRE_UNUSED_SDKS[sdk] ?? []
      const body = `() => { throw new Error(${JSON.stringify(`${sdk} is not bundled with this storefront`)}) }`
      return names.map((name) => `export const ${name} = ${body};`).join('\n')
    },
  }
}

// MSW keeps a cookie jar built on tough-cookie and its public-suffix list (about 70 kB gzip). The mock backend
// sets and reads no cookies (Firebase sends none), so the demo build gets an empty jar instead.
function mswWithoutCookieJar(): Plugin {
  const id = '\0msw-empty-cookie-store'
  return {
    name: 'msw-without-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.endsWith('/cookieStore.mjs') && importer && /[\\/]msw[\\/]lib[\\/]/.test(importer)) return id
      return null
    },
    load(source) {
      return source === id ? 'export const cookieStore = { getCookies: () => [], setCookie: async () => {} }' : null
    },
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react({ jsxImportSource: '@emotion/react' }),
    reactfireWithoutUnusedSdks(),
    mswWithoutCookieJar(),
  ],
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 5173) },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first render needs, in one file: fewer requests and better compression.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|use-local-storage-state|use-sync-external-store|hoist-non-react-statics|tiny-invariant|tiny-warning|cookie-es|seroval)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    server: { deps: { inline: ['reactfire'] } },
    // CI also writes the counts for .ci/run's closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/msw.ts', 'tests/setup/dom.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // The lint rules' own tests (ESLint's Node API on virtual files).
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
