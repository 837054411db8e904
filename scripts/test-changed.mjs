// `npm run test:changed [-- <ref>]`: the inner loop. The type check, beside the tests that the changed files reach
// (Vitest's module graph from each changed file to the tests importing it, `vitest run --changed`): the files changed
// and not committed, or changed since <ref> (`npm run test:changed -- main`). The browser journeys and the contract
// tests are left to `npm test`: they load the built shop and the emulators, not the changed modules.
import { spawn } from 'node:child_process'
import { PHASES } from './test-phases.mjs'

const ref = process.argv[2]
/** The projects of `npm test`'s phases but the browser's and the contract's (./test-phases.mjs), so a new one is run here too. */
const FAST_PROJECTS = [...PHASES.pages, ...PHASES.node]

/** Runs a command, its output as it runs; resolves to whether it passed. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.on('close', (code) => resolve(code === 0))
  })
}

const vitestArgs = [
  'node_modules/vitest/vitest.mjs',
  'run',
  ref ? `--changed=${ref}` : '--changed',
  '--passWithNoTests',
  ...FAST_PROJECTS.flatMap((name) => ['--project', name]),
]
const passed = await Promise.all([run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']), run(process.execPath, vitestArgs)])
if (passed.includes(false)) process.exit(1)
