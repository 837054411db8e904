#!/usr/bin/env node
// npm run seed: writes the demo catalog, or the owner's catalog file, into Firestore's `collections`. The work
// is in scripts/seed/run-seed.ts (run `npm run seed -- --help`). It is TypeScript because it validates with the
// shop's own catalog checks (src/features/catalog/); Vite's module runner loads it without a build step.
import { runnerImport } from 'vite'

const { module } = await runnerImport(new URL('./seed/run-seed.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'error',
})
process.exitCode = await module.runSeed(process.argv.slice(2))
