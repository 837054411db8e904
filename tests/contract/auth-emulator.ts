// Helpers of the auth contract test: find the Firebase CLI, run the real Auth emulator on free ports, and
// reduce an HTTP answer to what the contract compares.
//
// firebase-tools is not a dependency of the app (it is large and slow to install). The test uses the one the
// scripts use (scripts/firebase-cli.mjs: $FIREBASE_TOOLS_BIN, or the pinned version, which `npm test` installs),
// else a `firebase` on PATH; it never installs one itself.
// Never `npx firebase`: in this repo it resolves to the `firebase` SDK package, which has no CLI.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { jwtPayload } from '../../mocks/auth/id-token'
// @ts-expect-error: a plain ES module script, without types
import { firebaseCli } from '../../scripts/firebase-cli.mjs'
import { DEMO_PROJECT_ID } from '../support/demo-project'

const READY_TIMEOUT_MS = 120_000

/** The CLI's executable, or null when none is installed. A wrong $FIREBASE_TOOLS_BIN is an error, not a skip. */
export function findFirebaseCli(): string | null {
  const pinned = (firebaseCli as (options: { install: boolean }) => string | null)({ install: false })
  if (pinned) return pinned
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'firebase'))) return join(dir, 'firebase')
  }
  return null
}

/**
 * Why a contract suite has no CLI, as it says when it skips (and fails under CI, which must run it): the reason
 * `npm test` gave when it could not install the CLI, else how to get one.
 */
export function missingCliReason(): string {
  const why = process.env.FIREBASE_CLI_UNAVAILABLE ?? 'no firebase-tools found'
  return `${why}; \`npm test\` installs the pinned version (scripts/test-needs.mjs), or set FIREBASE_TOOLS_BIN=<…/node_modules/.bin/firebase>`
}

/** The loud line a contract suite prints when it is skipped for want of the CLI, outside CI. */
export function warnSkipped(suite: string, cli: string | null): void {
  if (!cli && !process.env.CI) console.warn(`\n!!! ${suite} SKIPPED: ${missingCliReason()}\n`)
}

/** A port nothing listens on now, for an emulator to take. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))))
    })
  })
}

export interface AuthEmulator {
  origin: string
  setEmailPrivacy(enabled: boolean): Promise<void>
  deleteAccounts(): Promise<void>
  stop(): Promise<void>
}

async function adminCall(origin: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${origin}/emulator/v1/projects/${DEMO_PROJECT_ID}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
}

/**
 * `firebase emulators:start --only auth` in a temp dir with its own firebase.json: the auth emulator, the hub
 * and the logging ports are all free ports, so parallel runs and other tools on 9099/4400 do not clash.
 */
export async function startAuthEmulator(cli: string): Promise<AuthEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'auth-contract-'))
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()]
  const host = '127.0.0.1'
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host, port: auth },
        hub: { host, port: hub },
        logging: { host, port: logging },
        ui: { enabled: false },
      },
    }),
  )
  // Run the CLI's JS entry with this Node, so a shebang or a different `node` on PATH does not matter.
  const child: ChildProcess = spawn(
    process.execPath,
    [realpathSync(cli), 'emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID, '--config', join(dir, 'firebase.json')],
    // TMPDIR: the hub writes a locator file named after the project into the temp dir; keep it private.
    { cwd: dir, env: { ...process.env, TMPDIR: dir, NO_UPDATE_NOTIFIER: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  let running = true
  void exited.then(() => (running = false))

  const origin = `http://${host}:${auth}`
  const stop = async () => {
    if (running) {
      child.kill('SIGTERM')
      const killed = await Promise.race([exited.then(() => true), new Promise((done) => setTimeout(() => done(false), 10_000))])
      if (!killed) child.kill('SIGKILL')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (!running) {
      await stop()
      throw new Error(`The Auth emulator exited before it was ready:\n${output.slice(-3000)}`)
    }
    try {
      const ready = (await (await fetch(`${origin}/`)).json()) as { authEmulator?: { ready?: boolean } }
      if (ready.authEmulator?.ready) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The Auth emulator was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`)
    }
    await new Promise((done) => setTimeout(done, 250))
  }

  return {
    origin,
    setEmailPrivacy: (enabled) => adminCall(origin, 'PATCH', '/config', { emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
    deleteAccounts: () => adminCall(origin, 'DELETE', '/accounts'),
    stop,
  }
}

// ---- What the contract compares -------------------------------------------------------------------------

/** Fields whose values are ids, tokens, times or hashes: only their presence is compared. */
const VOLATILE = new Set([
  'localId',
  'idToken',
  'refreshToken',
  'id_token',
  'access_token',
  'refresh_token',
  'user_id',
  'project_id',
  'createdAt',
  'lastLoginAt',
  'validSince',
  'lastRefreshAt',
  'passwordUpdatedAt',
  'passwordHash',
  'salt',
  'oauthAccessToken',
  'iat',
  'exp',
  'auth_time',
  'sub',
])
const JWT_FIELDS = new Set(['idToken', 'id_token'])

export interface Observation {
  step: string
  status: number
  /** Every field path of the body ("users[].providerUserInfo[].email"), plus "idToken{}.<claim>" for JWTs. */
  keys: string[]
  /** Values of the stable leaves, by indexed path ("users[0].email"). */
  values: Record<string, unknown>
}

function jwtClaims(token: string): Record<string, unknown> {
  const claims = jwtPayload(token)
  if (!claims) throw new Error(`Not a JWT: ${token}`)
  return claims
}

export function observe(step: string, status: number, body: unknown): Observation {
  const keys = new Set<string>()
  const values: Record<string, unknown> = {}
  const walk = (value: unknown, keyPath: string, valuePath: string, field: string) => {
    if (Array.isArray(value)) {
      if (keyPath) keys.add(keyPath)
      if (value.length === 0) values[valuePath] = []
      value.forEach((item, i) => walk(item, `${keyPath}[]`, `${valuePath}[${i}]`, field))
    } else if (value && typeof value === 'object') {
      if (keyPath) keys.add(keyPath)
      for (const [key, child] of Object.entries(value)) {
        walk(child, keyPath ? `${keyPath}.${key}` : key, valuePath ? `${valuePath}.${key}` : key, key)
      }
    } else {
      keys.add(keyPath)
      if (!VOLATILE.has(field)) values[valuePath] = value
      if (JWT_FIELDS.has(field) && typeof value === 'string') walk(jwtClaims(value), `${keyPath}{}`, `${valuePath}{}`, '')
    }
  }
  walk(body, '', '', '')
  return { step, status, keys: [...keys].sort(), values }
}
