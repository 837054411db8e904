// What `npm test` needs from outside npm, and what it does about each (the README's "What `npm test` needs"):
// - Debian's Chromium headless shell (package chromium-headless-shell: Chromium without its windows, the build
//   Playwright itself runs headless pages on, with a sixth less CPU a journey than the whole browser), which the
//   browser journeys drive: installed with apt-get where the user may (root, apt-get present), else `npm test` stops
//   at once with the one command to run;
// - the pinned Firebase CLI, whose Auth and Functions emulators the contract tests run: installed into the cache
//   the scripts use (scripts/firebase-cli.mjs), beside the first tests; where that fails, the contract tests say they
//   were skipped and why (and fail under CI, which must run them).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { firebaseCli, firebaseCliBin, FIREBASE_TOOLS_VERSION, firebaseToolsDir, firebaseToolsInstallArgs } from './firebase-cli.mjs'

/** Debian's package, and where it puts the browser. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell'
const PACKAGE_PATH = '/usr/bin/chromium-headless-shell'
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? PACKAGE_PATH

/** The one sentence `npm test` stops with where it may not install Chromium itself. */
export const CHROMIUM_MISSING = (path) =>
  `npm test needs Debian's Chromium headless shell for the browser journeys and found none at ${path}: run \`sudo apt-get install -y ${CHROMIUM_PACKAGE}\` (or set CHROMIUM_PATH to a Chromium), then \`npm test\` again.`

/** Whether a command is on PATH. */
function onPath(command, path = process.env.PATH ?? '') {
  return path.split(delimiter).some((dir) => dir && existsSync(join(dir, command)))
}

/**
 * What to do about Chromium: 'present', 'install' (root with apt-get), or the sentence to stop with. Pure, for the
 * tests: the caller says what the machine has.
 */
export function chromiumPlan({ present, root, aptGet, path = CHROMIUM_PATH }) {
  if (present) return 'present'
  if (root && aptGet && path === PACKAGE_PATH) return 'install'
  return CHROMIUM_MISSING(path)
}

/**
 * Makes sure Chromium is there: installs Debian's package where it may, else prints the sentence and exits 1 (before
 * any test has started, so a newcomer learns it within seconds, never from a stack trace minutes later).
 */
export function ensureChromium() {
  const plan = chromiumPlan({ present: existsSync(CHROMIUM_PATH), root: process.getuid?.() === 0, aptGet: onPath('apt-get') })
  if (plan === 'present') return
  if (plan === 'install') {
    console.log(`Installing Debian's ${CHROMIUM_PACKAGE} for the browser journeys (once; about 30 s)…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env })
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', CHROMIUM_PACKAGE], { stdio: ['ignore', 'ignore', 'inherit'], env })
    if (install && install.status === 0 && existsSync(CHROMIUM_PATH)) return
    console.error(`Installing Chromium with apt-get failed (see above). ${CHROMIUM_MISSING(CHROMIUM_PATH)}`)
    process.exit(1)
  }
  console.error(plan)
  process.exit(1)
}

/**
 * The pinned Firebase CLI for the contract tests, installed into the scripts' cache if need be, in the background.
 * Resolves to the environment the contract tests run with: `FIREBASE_TOOLS_BIN`, or `FIREBASE_CLI_UNAVAILABLE` (why
 * there is none, which the tests print as they skip).
 */
export function firebaseCliForTests() {
  const ready = firebaseCli({ install: false })
  if (ready) return Promise.resolve({ FIREBASE_TOOLS_BIN: ready })
  console.log(
    `Installing firebase-tools@${FIREBASE_TOOLS_VERSION} for the contract tests into ${firebaseToolsDir()} (once; under a minute, beside the first tests)…`,
  )
  return new Promise((resolve) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', firebaseToolsInstallArgs(), { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error) => resolve({ FIREBASE_CLI_UNAVAILABLE: `npm could not be started to install firebase-tools (${error.message})` }))
    child.on('close', (code) => {
      const bin = firebaseCliBin()
      if (code === 0 && existsSync(bin)) return resolve({ FIREBASE_TOOLS_BIN: bin })
      const why = `installing firebase-tools@${FIREBASE_TOOLS_VERSION} failed (npm exit ${code}: ${stderr.trim().split('\n').at(-1) ?? ''})`
      console.warn(`\n!!! ${why}: the contract tests will be skipped.\n`)
      resolve({ FIREBASE_CLI_UNAVAILABLE: why })
    })
  })
}
