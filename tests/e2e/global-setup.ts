// Browser tests run against production builds served by `vite preview`: the demo build (mock backend in a
// service worker) for the journeys, the same demo in euros with VAT in its prices (VITE_SHOP_PRESET=eu) for the
// journey that runs in both currencies, and a build configured for a real project for the bundle budget.
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_PATH } from './browser'
// @ts-expect-error: a plain ES module script, without types
import { CHROMIUM_MISSING } from '../../scripts/test-needs.mjs'

const root = new URL('../..', import.meta.url).pathname
const vite = `${root}node_modules/vite/bin/vite.js`

declare module 'vitest' {
  export interface ProvidedContext {
    demoURL: string
    eurosURL: string
    projectURL: string
  }
}

// A syntactically valid configuration for a project that does not exist: the first visit to '/' makes no
// request to Firebase while nobody is signed in, so nothing needs to answer.
export const REAL_PROJECT_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyBudgetCheck000000000000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'budget-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'budget-check',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
}

const prerender = `${root}scripts/prerender.mjs`

/** Where the two builds go, relative to the repository. */
export const BUILD_DIRS = { demo: 'dist-e2e/demo', euros: 'dist-e2e/euros', project: 'dist-e2e/project' } as const

/** Where a build's manifest is kept, relative to the repository. */
export const manifestPath = (outDir: string): string => `${outDir}.manifest.json`

function run(script: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} failed:\n${stderr}`))))
  })
}

/** A port of 127.0.0.1 nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function serve(outDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview on port ${port} exited (is the port in use?)`)
    try {
      if ((await fetch(url)).ok) return child
    } catch {
      // not up yet
    }
    await sleep(100)
  }
  child.kill()
  throw new Error(`vite preview did not answer on ${url}`)
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(CHROMIUM_MISSING(CHROMIUM_PATH))
  }
  // Ports the system has free now, unless set: a second checkout's browser tests on the same machine must never test
  // this checkout's build (a fixed port let them answer each other's pages).
  const demoPort = Number(process.env.E2E_DEMO_PORT ?? (await freePort()))
  const eurosPort = Number(process.env.E2E_EUROS_PORT ?? (await freePort()))
  const projectPort = Number(process.env.E2E_PROJECT_PORT ?? (await freePort()))
  // Each build gets the environment it needs, whatever the developer's .env.local says.
  const clean = Object.fromEntries([...Object.keys(REAL_PROJECT_ENV), 'VITE_SHOP_CURRENCY', 'VITE_SHOP_TAX'].map((key) => [key, ''])) as Record<string, string>
  // The same steps as `npm run build`: the client build, then the prerendered pages.
  for (const [outDir, env] of [
    [BUILD_DIRS.demo, { ...clean, VITE_FIREBASE_EMULATORS: '', VITE_SHOP_PRESET: 'us' }],
    [BUILD_DIRS.euros, { ...clean, VITE_FIREBASE_EMULATORS: '', VITE_SHOP_PRESET: 'eu' }],
    [BUILD_DIRS.project, { ...clean, ...REAL_PROJECT_ENV, VITE_FIREBASE_EMULATORS: '', VITE_SHOP_PRESET: 'us' }],
  ] as const) {
    await run(vite, ['build', '--outDir', outDir, '--emptyOutDir'], env)
    // The build's manifest (which chunk imports which), kept beside the build: the prerender removes it from the site.
    copyFileSync(`${root}${outDir}/.vite/manifest.json`, `${root}${manifestPath(outDir)}`)
    await run(prerender, ['--outDir', outDir], env)
  }
  // `npm test` builds while the page tests run, and starts the journeys once they are done (scripts/test.mjs): they
  // would slow each other down.
  const startAfter = process.env.E2E_START_AFTER
  if (startAfter) while (!existsSync(startAfter)) await sleep(200)
  const servers = [await serve(BUILD_DIRS.demo, demoPort), await serve(BUILD_DIRS.euros, eurosPort), await serve(BUILD_DIRS.project, projectPort)]
  project.provide('demoURL', `http://127.0.0.1:${demoPort}`)
  project.provide('eurosURL', `http://127.0.0.1:${eurosPort}`)
  project.provide('projectURL', `http://127.0.0.1:${projectPort}`)
  return () => {
    for (const server of servers) server.kill()
  }
}
