// The Vitest projects of each phase of `npm test` (./test.mjs); together, every project of vitest.config.ts, each
// once (./test-phases.test.ts).
export const PHASES = {
  /** The page tests, on every core. */
  pages: ['unit', 'one-realm', 'euros', 'tax-added'],
  /**
   * Beside them, once the Firebase CLI is installed, the contract tests: their emulators have start-up limits of
   * their own, which a start at the lowest priority overran.
   */
  contract: ['contract'],
  /** The browser journeys, one at a time. */
  browser: ['browser'],
  /** Beside the browser journeys: the Node projects. */
  node: ['functions', 'logic', 'scripts', 'lint'],
}
