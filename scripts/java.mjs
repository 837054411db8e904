// The Firestore emulator is a Java 21 JAR (the Auth emulator is plain Node): scripts/emulators.mjs and
// scripts/test-rules.mjs ask the installed Java before they start it.
import { spawnSync } from 'node:child_process'

const FIRESTORE_JAVA = 21

/** The installed Java: { major, text } (text is `java -version`'s first line), or null when there is none. */
function findJava() {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (run.error || run.status !== 0) return null
  const text = `${run.stderr}${run.stdout}`.split('\n')[0].trim()
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text)
  if (!match) return { major: 0, text }
  // Java 8 and older call themselves 1.x.
  return { major: match[1] === '1' ? Number(match[2]) : Number(match[1]), text }
}

/** Why the Firestore emulator cannot run here, or null when it can. */
export function firestoreBlocker(java = findJava()) {
  if (!java) return `Firestore emulator needs Java ${FIRESTORE_JAVA}; found no Java (java -version failed)`
  if (java.major < FIRESTORE_JAVA) return `Firestore emulator needs Java ${FIRESTORE_JAVA}; found Java ${java.major} (${java.text})`
  return null
}
