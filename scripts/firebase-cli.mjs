// The Firebase CLI (firebase-tools) for the scripts that need it: deploy, emulators, rules tests. It is not a
// dependency of the app (about 280 MB), so it is installed once, at the version package.json pins
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
  console.log(`Installing firebase-tools@${FIREBASE_TOOLS_VERSION} into ${firebaseToolsDir()} (once; about 3 minutes)…`)
  const result = spawnSync(
    'npm',
    ['install', '--prefix', firebaseToolsDir(), '--no-audit', '--no-fund', '--loglevel=error', `firebase-tools@${FIREBASE_TOOLS_VERSION}`],
    {
      stdio: 'inherit',
    },
  )
  if (result.status !== 0 || !existsSync(bin)) throw new Error(`Could not install firebase-tools@${FIREBASE_TOOLS_VERSION}`)
  return bin
}
