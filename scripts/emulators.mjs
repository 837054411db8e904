#!/usr/bin/env node
// npm run emulators [-- extra firebase flags]: the Firebase Local Emulator Suite with firebase.json's ports. Auth
// always (it is plain Node); Firestore and Storage only where Java 21 is installed (Firestore's emulator is a Java
// JAR; Storage's rules engine runs on Java).
// It says what it started, what it skipped and why, and how to point the app and the seed at them.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { firebaseCli } from './firebase-cli.mjs'
import { firestoreBlocker } from './java.mjs'

const repo = resolve(new URL('..', import.meta.url).pathname)
const extra = process.argv.slice(2)
const emulators = JSON.parse(readFileSync(resolve(repo, 'firebase.json'), 'utf8')).emulators
const address = (name) => `${emulators[name].host}:${emulators[name].port}`

const blocker = firestoreBlocker()
const only = blocker ? ['auth'] : ['auth', 'firestore', 'storage']
console.log(`Starting: ${only.map((name) => `${name} (${address(name)})`).join(', ')}`)
if (blocker) {
  console.log(`Skipped: firestore and storage (${blocker}). The app needs both emulators, so it cannot run on these alone.`)
} else {
  console.log(
    `Point the app at them: VITE_FIREBASE_EMULATORS=auth=${address('auth')},firestore=${address('firestore')},storage=${address('storage')} npm run dev`,
  )
  console.log(`Seed the catalog:       FIRESTORE_EMULATOR_HOST=${address('firestore')} npm run seed`)
}

// A demo- project works offline and can never touch a real one; pass --project to use another.
const project = extra.includes('--project') ? [] : ['--project', 'demo-storefront']
const child = spawn(firebaseCli(), ['emulators:start', '--only', only.join(','), ...project, ...extra], { cwd: repo, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
