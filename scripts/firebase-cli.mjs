// The Firebase CLI (firebase-tools) for the scripts that need it: deploy, emulators, rules tests. It is not a
// dependency of the app (about 220 MB), so it is installed once, at the version package.json pins
// (`config.firebaseTools`, the one the auth contract test runs), outside the clone. Never `npx firebase`: in this
// repo that resolves to the `firebase` SDK package, which has no CLI.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

/** The pinned firebase-tools version. */
export const FIREBASE_TOOLS_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).config.firebaseTools

/** Where the pinned version is installed (`npm test` installs it there too, scripts/test-needs.mjs). */
export const firebaseToolsDir = () => process.env.FIREBASE_TOOLS_CACHE ?? join(homedir(), '.cache/storefront', `firebase-tools-${FIREBASE_TOOLS_VERSION}`)

/** Where the pinned version's executable is once installed. */
export const firebaseCliBin = () => join(firebaseToolsDir(), 'node_modules/.bin/firebase')

/**
 * The npm arguments that install the pinned version there. Without its optional packages: the one that costs is re2,
 * which superstatic (the Hosting emulator's server) would use for its patterns and falls back from; npm compiles it
 * from source (no prebuilt binary is reachable offline), which took 130 of the install's 150 CPU seconds on a fresh
 * 2-core machine, against 38 without it. Nothing here runs the Hosting emulator.
 */
export const firebaseToolsInstallArgs = () => [
  'install',
  '--prefix',
  firebaseToolsDir(),
  '--omit=optional',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
  `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
]

/** The `firebase` executable: $FIREBASE_TOOLS_BIN, or the pinned version, installed first if need be. */
export function firebaseCli({ install = true } = {}) {
  const fromEnv = process.env.FIREBASE_TOOLS_BIN
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`FIREBASE_TOOLS_BIN=${fromEnv} does not exist`)
    return fromEnv
  }
  const bin = firebaseCliBin()
  if (existsSync(bin)) return bin
  if (!install) return null
  console.log(`Installing firebase-tools@${FIREBASE_TOOLS_VERSION} into ${firebaseToolsDir()} (once; under a minute)…`)
  const result = spawnSync('npm', firebaseToolsInstallArgs(), { stdio: 'inherit' })
  if (result.status !== 0 || !existsSync(bin)) throw new Error(`Could not install firebase-tools@${FIREBASE_TOOLS_VERSION}`)
  return bin
}
