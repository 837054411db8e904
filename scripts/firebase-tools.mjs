// What scripts/emulators.mjs and scripts/test-rules.mjs need to start Firebase emulators: the CLI and Java.
//
// firebase-tools is not a dependency of the app (about 280 MB). Looked up in order: $FIREBASE_TOOLS_BIN, the
// copy .ci/run installs (~/.cache/storefront/firebase-tools-15.34.2, or $FIREBASE_TOOLS_CACHE), <repo>/.cache/
// firebase-tools, then `firebase` on PATH. Never `npx firebase`: in this repo that resolves to the SDK package.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'

export const FIREBASE_TOOLS_VERSION = '15.34.2'
/** The Firestore emulator's JAR needs Java 21 or later; the Auth emulator is plain Node. */
export const FIRESTORE_JAVA = 21

const repo = resolve(new URL('..', import.meta.url).pathname)

export function findFirebaseCli() {
  const fromEnv = process.env.FIREBASE_TOOLS_BIN
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`FIREBASE_TOOLS_BIN=${fromEnv} does not exist`)
    return fromEnv
  }
  const cacheDir = process.env.FIREBASE_TOOLS_CACHE ?? join(homedir(), `.cache/storefront/firebase-tools-${FIREBASE_TOOLS_VERSION}`)
  for (const candidate of [join(cacheDir, 'node_modules/.bin/firebase'), join(repo, '.cache/firebase-tools/node_modules/.bin/firebase')]) {
    if (existsSync(candidate)) return candidate
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'firebase'))) return join(dir, 'firebase')
  }
  return null
}

export const installHint = `install it with: npm install --prefix ~/.cache/storefront/firebase-tools-${FIREBASE_TOOLS_VERSION} firebase-tools@${FIREBASE_TOOLS_VERSION} (or set FIREBASE_TOOLS_BIN)`

/** The installed Java: { major, text } (text is `java -version`'s first line), or null when there is none. */
export function findJava() {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (run.error || run.status !== 0) return null
  const text = `${run.stderr}${run.stdout}`.split('\n')[0].trim()
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text)
  if (!match) return { major: 0, text }
  // Java 8 and older call themselves 1.x.
  const major = match[1] === '1' ? Number(match[2]) : Number(match[1])
  return { major, text }
}

/** Why the Firestore emulator cannot run here, or null when it can. */
export function firestoreBlocker(java = findJava()) {
  if (!java) return `Firestore emulator needs Java ${FIRESTORE_JAVA}; found no Java (java -version failed)`
  if (java.major < FIRESTORE_JAVA) return `Firestore emulator needs Java ${FIRESTORE_JAVA}; found Java ${java.major} (${java.text})`
  return null
}
