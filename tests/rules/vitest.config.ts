// `npm run test:rules` only (scripts/test-rules.mjs runs it under firebase emulators:exec): the rules table against
// the real Firestore emulator. The root config's projects never include tests/rules/, so `npm test` does not run it.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'rules-emulator',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/rules/emulator.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
