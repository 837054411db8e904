// Node.js 22, the Cloud Functions' runtime, for the tests that run the functions: the `functions` Vitest project
// (its workers are forked on this binary, whatever Node runs Vitest) and the Functions emulator test. It comes from
// npm (package.json here, installed by the root's postinstall), so nothing is downloaded when the tests run.
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node'

const here = dirname(new URL(import.meta.url).pathname)
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { optionalDependencies: Record<string, string> }

/** The path of the Node 22 binary npm installed for this platform; an error saying how to get it when there is none. */
export function node22Binary(): string {
  const require = createRequire(join(here, 'package.json'))
  for (const name of Object.keys(manifest.optionalDependencies)) {
    let found: string
    try {
      found = require.resolve(`${name}/package.json`)
    } catch {
      continue
    }
    const { bin } = JSON.parse(readFileSync(found, 'utf8')) as { bin: { node: string } }
    const binary = join(dirname(found), bin.node)
    if (existsSync(binary)) return binary
  }
  throw new Error(
    `No Node.js 22 in tests/node22/node_modules for ${process.platform}-${process.arch}: run \`npm ci\` (its postinstall installs it), ` +
      `or \`npm ci --prefix tests/node22\`. The builds it knows: ${Object.keys(manifest.optionalDependencies).join(', ')}.`,
  )
}

/** Vitest's `forks` pool, each worker forked on Node 22. */
class Node22Worker implements PoolWorker {
  readonly name = 'node22'
  readonly cacheFs = true
  private child: ChildProcess | undefined

  constructor(private readonly options: PoolOptions) {}

  private get logger() {
    return this.options.project.vitest.logger
  }

  private get running(): ChildProcess {
    if (!this.child) throw new Error('The Node 22 test worker was stopped or never started.')
    return this.child
  }

  on(event: string, callback: (arg: unknown) => void): void {
    this.running.on(event, callback)
  }

  // Vitest stops a worker whose start failed (no binary): nothing to undo, and the start's error is the one to read.
  off(event: string, callback: (arg: unknown) => void): void {
    this.child?.off(event, callback)
  }

  send(message: WorkerRequest): void {
    this.running.send(message)
  }

  deserialize(data: unknown): unknown {
    return data
  }

  start(): Promise<void> {
    if (this.child) return Promise.resolve()
    this.child = fork(resolve(this.options.distPath, 'workers/forks.js'), [], {
      execPath: node22Binary(),
      env: this.options.env,
      execArgv: this.options.execArgv,
      stdio: 'pipe',
      serialization: 'advanced',
    })
    // Every worker pipes into the same two streams, as Vitest's own forks do.
    for (const [from, to] of this.streams(this.child)) {
      to.setMaxListeners(to.getMaxListeners() + 1)
      from.pipe(to, { end: false })
    }
    return Promise.resolve()
  }

  private streams(child: ChildProcess): [Readable, NodeJS.WritableStream][] {
    const pairs: [Readable | null, NodeJS.WritableStream][] = [
      [child.stdout, this.logger.outputStream],
      [child.stderr, this.logger.errorStream],
    ]
    return pairs.flatMap(([from, to]) => (from ? [[from, to] as [Readable, NodeJS.WritableStream]] : []))
  }

  async stop(): Promise<void> {
    const child = this.child
    if (!child) return
    const exited = new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())))
    // A worker that ignores SIGTERM (a handle left open by a test) must not hold the run.
    const kill = setTimeout(() => child.kill('SIGKILL'), 500)
    child.kill()
    await exited
    clearTimeout(kill)
    for (const [from, to] of this.streams(child)) {
      from.unpipe(to)
      to.setMaxListeners(to.getMaxListeners() - 1)
    }
    this.child = undefined
  }
}

export const node22Pool: PoolRunnerInitializer = { name: 'node22', createPoolWorker: (options) => new Node22Worker(options) }
