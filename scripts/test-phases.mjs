// The Vitest projects of each phase of `npm test` (./test.mjs); together, every project of vitest.config.ts, each
// once (./test-phases.test.ts).
export const PHASES = {
  /** The page tests, on every core. */
  pages: ['unit', 'one-realm', 'euros', 'tax-added'],
  /** The browser journeys, one at a time. */
  browser: ['browser'],
  /** Beside the browser journeys, at the lowest priority: the Node projects, and the contract tests' emulators. */
  node: ['functions', 'logic', 'scripts', 'lint', 'contract'],
}
