/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { hostingHeaders } from './scripts/headers/preview.ts'
import { parseFirebaseSettings } from './src/lib/firebase/config.ts'

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

// react-dom's client module creates five Error objects at the top level of its CommonJS body (Suspense and
// hydration sentinels). The bundle wraps that body in one ~200 kB function, so each of those Errors has that
// function on its stack. While a DevTools-protocol client has the Runtime domain on (Playwright, Lighthouse, open
// DevTools), V8 then collects source positions for the frames: it re-parses the whole function on the main
// thread, about 75 ms of CPU (300-400 ms at 4x CPU throttling) in the task that loads react-dom. So src/main.tsx
// imports a small module that creates these Errors first (same messages), and react-dom's body takes them from
// there; a global, because an import or require() would move that module into react-dom's chunk. Without it
// (tests, SSR) react-dom creates its own as before.
const REACT_DOM_ERRORS = 'virtual:react-dom-errors'
const REACT_DOM_ERRORS_KEY = 'Symbol.for("storefront.react-dom-errors")'
const REACT_DOM_ERROR_CODES = [460, 461, 474, 519, 542]

function reactDomErrorsOutsideItsBody(): Plugin {
  const resolved = '\0' + REACT_DOM_ERRORS
  return {
    name: 'react-dom-errors-outside-its-body',
    resolveId(id) {
      return id === REACT_DOM_ERRORS ? resolved : null
    },
    load(id) {
      if (id !== resolved) return null
      const message = (code: number) =>
        `Minified React error #${code}; visit https://react.dev/errors/${code} for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      const errors = REACT_DOM_ERROR_CODES.map((code) => `${code}: Error(${JSON.stringify(message(code))})`).join(', ')
      return `globalThis[${REACT_DOM_ERRORS_KEY}] = { ${errors} }`
    },
    transform(code, id) {
      if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null
      const found = new Set<number>()
      const out = code.replace(/(= *)(Error\(formatProdErrorMessage\((\d+)\)\))(?=[,;])/g, (match, assign: string, create: string, code: string) => {
        if (!REACT_DOM_ERROR_CODES.includes(Number(code))) return match
        found.add(Number(code))
        return `${assign}(globalThis[${REACT_DOM_ERRORS_KEY}]?.[${code}] ?? ${create})`
      })
      if (found.size !== REACT_DOM_ERROR_CODES.length) {
        this.warn(`react-dom's top-level Errors changed (found ${[...found].join(', ') || 'none'}); left as they are`)
        return null
      }
      return { code: out, map: null }
    },
  }
}

// V8's explicit compile hint (Chromium 136+): a script starting with this comment has all its functions compiled
// with it, off the main thread while it streams in, instead of each one on the main thread when first called.
// The first render calls most of react-dom, the router, Query and emotion; without it, that lazy compiling made
// up half of the start-up tasks under 4x CPU throttling. Browsers without the feature ignore the comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

// MSW's worker script lives in public/ (where `msw init` keeps it up to date) and so is copied into every build;
// only the demo build may keep it.
const MOCK_SERVICE_WORKER = 'mockServiceWorker.js'

function demoFilesOnlyInDemoBuilds(demo: boolean): Plugin {
  let outDir = ''
  return {
    name: 'demo-files-only-in-demo-builds',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    writeBundle() {
      if (!demo) rmSync(join(outDir, MOCK_SERVICE_WORKER), { force: true })
    },
  }
}

export default defineConfig(({ mode }) => {
  // The backend is chosen when the app is built, from the same VITE_* settings the app reads (.env files or the
  // environment): a malformed configuration stops the build with a message that names the setting. A build for
  // a real project or the emulators gets __DEMO_BACKEND__ = false, so the mock backend, the demo catalog and the
  // demo sign-in chooser are not in it at all (src/build-constants.d.ts).
  const demo = parseFirebaseSettings(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')).mode === 'mock'
  return {
    define: { __DEMO_BACKEND__: JSON.stringify(demo) },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react({ jsxImportSource: '@emotion/react' }),
      reactfireWithoutUnusedSdks(),
      mswWithoutCookieJar(),
      reactDomErrorsOutsideItsBody(),
      demoFilesOnlyInDemoBuilds(demo),
      // `vite preview` (npm start, the browser tests) sends firebase.json's headers, as Hosting does.
      hostingHeaders(),
    ],
    server: { port: Number(process.env.PORT ?? 5173) },
    preview: { port: Number(process.env.PORT ?? 5173) },
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: false,
      rolldownOptions: {
        output: {
          postBanner: COMPILE_HINT,
          codeSplitting: {
            groups: [
              // What every first render needs, in one file: fewer requests and better compression.
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@emotion|stylis|use-local-storage-state|use-sync-external-store|hoist-non-react-statics|tiny-invariant|tiny-warning|cookie-es|seroval|valibot)[\\/]/,
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
            // The repository's own scripts (deploy, seed), in Node.
            name: 'scripts',
            environment: 'node',
            include: ['scripts/**/*.test.ts'],
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
  }
})
