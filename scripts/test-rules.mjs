#!/usr/bin/env node
// npm run test:rules: the rules table (tests/rules/cases.ts) against the real Firestore emulator, started by
// `firebase emulators:exec --only firestore`. `npm test` runs the same table against the mock backend only.
// Without Java 21 nothing is tested: it says so and exits 2, never a silent pass.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { firebaseCli } from './firebase-cli.mjs'
import { firestoreBlocker } from './java.mjs'

const repo = resolve(new URL('..', import.meta.url).pathname)
const notRun = (why) => {
  console.error(`${why}: the rules table did NOT run against the real engine.`)
  process.exit(2)
}

const blocker = firestoreBlocker()
if (blocker) notRun(blocker)

const vitest = 'npx vitest run --config tests/rules/vitest.config.ts'
const run = spawnSync(firebaseCli(), ['emulators:exec', '--only', 'firestore', '--project', 'demo-storefront', vitest], { cwd: repo, stdio: 'inherit' })
process.exit(run.status ?? 1)
