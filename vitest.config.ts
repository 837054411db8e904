// The test projects (what `npm test` runs, each project's environment and set-up), over the app's own build
// configuration: tests see the same plugins and build constants as the shop.
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import { node22Pool } from './tests/node22/node22.ts'
import appConfig from './vite.config.ts'

// The full Firestore SDK's browser build (WebChannel), as pages run it: the package's Node build speaks gRPC.
// reactfire's own import stays with the build's stub (scripts/build/reactfire-unused-sdks.ts).
const firestoreBrowserBuild = {
  name: 'firestore-browser-build',
  enforce: 'pre' as const,
  resolveId: (id: string, importer?: string) =>
    id === 'firebase/firestore' && !/[\\/]reactfire[\\/]/.test(importer ?? '')
      ? fileURLToPath(new URL('./node_modules/@firebase/firestore/dist/index.esm.js', import.meta.url))
      : null,
}

/**
 * The page-level tests' environment: a DOM, the mock backend answering every request, no unexpected console.error.
 * Each file runs in a VM context of its own, in workers that keep the packages loaded: a file no longer loads the mock
 * backend, React and Firebase afresh, which took longer than most files' tests (about 2 s a file).
 */
const pageTests = {
  environment: 'happy-dom',
  pool: 'vmThreads',
  setupFiles: ['tests/setup/vm-globals.ts', 'tests/setup/msw.ts', 'tests/setup/dom.ts'],
  restoreMocks: true,
  // Above tests/setup/dom.ts's wait for what a shopper sees, so a slow wait fails as a wait, not a timeout.
  testTimeout: 15_000,
} as const

/**
 * The Node projects run beside the browser journeys (scripts/test.mjs), sharing the CPU with them: a test may wait a
 * while for it, so these allow a minute where Vitest's default is five seconds.
 */
const lowPriority = { testTimeout: 60_000, hookTimeout: 120_000 } as const

/**
 * Node projects whose files share their modules (no isolation), a worker per core: loading the packages again for
 * each file cost more than most files' tests. Nothing of theirs registers a hook as a shared module loads.
 */
const shared = { isolate: false } as const

/** The shared logic's tests: the order code, the catalog's and the other pure modules of src/lib. */
const LOGIC_TESTS = ['src/lib/*.test.ts', 'src/lib/orders/**/*.test.ts', 'src/lib/catalog/**/*.test.ts', 'src/lib/reviews/**/*.test.ts']

/**
 * Page tests that send bytes through fetch (uploads): in a VM context the SDK's Blob is not the one Node's fetch
 * knows, so these run in a plain worker, as the rest did before.
 */
const ONE_REALM_TESTS = ['mocks/storage/**/*.test.ts']

export default defineConfig((env) =>
  mergeConfig(appConfig(env), {
    test: {
      server: { deps: { inline: ['reactfire'] } },
      // Vitest's default in a run is one worker less than the cores: a single worker on the 2-core machines CI runs
      // on, leaving a core idle while the Node tests run. Every core works; the browser files still run one at a time.
      maxWorkers: Math.max(2, availableParallelism()),
      // CI also writes the counts for .ci/run's closing line.
      // scripts/test.mjs names a report for each of its runs and sums them there.
      reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'test-results/vitest.json' }]] : ['default'],
      projects: [
        {
          extends: true,
          plugins: [firestoreBrowserBuild],
          test: {
            name: 'unit',
            ...pageTests,
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}'],
            // The /api's behaviour suites run over both adapters, in the functions' project below; the shop in
            // euros and with tax added in their own; the shared logic with no page, in Node.
            exclude: [
              '**/node_modules/**',
              'src/lib/api/**',
              'tests/integration/euros/**',
              'tests/integration/tax-added/**',
              ...LOGIC_TESTS,
              ...ONE_REALM_TESTS,
            ],
          },
        },
        {
          extends: true,
          plugins: [firestoreBrowserBuild],
          test: {
            name: 'one-realm',
            ...pageTests,
            pool: 'forks',
            include: ONE_REALM_TESTS,
          },
        },
        {
          extends: true,
          test: {
            // The shared logic (src/lib) that needs no page and no backend: in Node, with no DOM and no mock backend to
            // set up for each file, still failing on an unexpected console.error.
            name: 'logic',
            ...shared,
            ...lowPriority,
            environment: 'node',
            include: LOGIC_TESTS,
            exclude: ['**/node_modules/**', 'src/lib/api/**'],
            setupFiles: ['tests/setup/console-errors.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          plugins: [firestoreBrowserBuild],
          test: {
            // The shop in euros with VAT in its prices (VITE_SHOP_PRESET=eu, decision 040): its pages, the demo's
            // backend and the order code read the setting as they load, so these run in a project of their own.
            name: 'euros',
            ...pageTests,
            include: ['tests/integration/euros/**/*.test.{ts,tsx}'],
            env: { VITE_SHOP_PRESET: 'eu' },
          },
        },
        {
          extends: true,
          plugins: [firestoreBrowserBuild],
          test: {
            // The shop in dollars with tax added at the checkout (VITE_SHOP_TAX=added), as the euros above.
            name: 'tax-added',
            ...pageTests,
            include: ['tests/integration/tax-added/**/*.test.{ts,tsx}'],
            env: { VITE_SHOP_TAX: 'added' },
          },
        },
        {
          extends: true,
          test: {
            // The lint rules' own tests (ESLint's Node API on virtual files).
            name: 'lint',
            ...shared,
            ...lowPriority,
            environment: 'node',
            include: ['tests/lint/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            // The shop's /api (src/lib/api), its behaviour suites over both adapters (tests/support/api-adapters.ts),
            // and the Cloud Functions' own adapter (functions/), in Node, against the mock Firestore and the Stripe
            // fake. On the Node the functions are deployed on (functions/src/runtime.test.ts), not the one running Vitest.
            name: 'functions',
            ...lowPriority,
            environment: 'node',
            pool: node22Pool,
            // The files share their modules: loading the Admin SDK, the Stripe SDK and the mock backend for each file
            // was most of the project's time (107 → 41 s of CPU). What each test starts from is reset before each
            // test by the set-up file.
            isolate: false,
            include: ['functions/src/**/*.test.ts', 'src/lib/api/**/*.test.ts'],
            setupFiles: ['functions/src/test-harness.ts'],
          },
        },
        {
          extends: true,
          test: {
            // The repository's own scripts (deploy, seed), in Node.
            name: 'scripts',
            ...lowPriority,
            environment: 'node',
            include: ['scripts/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            // With the functions once in the real Functions emulator (functions/emulator).
            include: ['tests/contract/**/*.test.ts', 'functions/emulator/**/*.test.ts'],
            testTimeout: 30_000,
            // Past the emulators' own limit to be ready (120 s, tests/contract/auth-emulator.ts), so that a start slowed
            // by a busy machine ends in the emulator's own error, never in the hook's (60 s failed beside two busy loops).
            hookTimeout: 150_000,
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
            // A poll waits for what the shopper would see: Vitest's default of one second is a limit on time, which a
            // busy machine overran (a tap made before a product page was live counts once the shop's live answer is in,
            // and in one run that answer came later than a second after the page was live).
            expect: { poll: { timeout: 10_000 } },
            // Two files at once: a journey keeps about one core busy (Chromium, the served build, the test), and the
            // machines have two.
            maxWorkers: 2,
            // The files of a worker share their modules: each file loading Playwright and the support modules afresh
            // was a fifth of the project's CPU (444 → 365 CPU seconds, 251 → 213 s on its own). What a file starts
            // from is its own: its browser (useBrowser), its contexts, its shoppers.
            isolate: false,
          },
        },
      ],
    },
  }),
)
