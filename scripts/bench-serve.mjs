// Builds and servers for `npm run bench`: every build and its floor go through the same `vite preview`, so both
// get the same headers.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

const root = new URL('..', import.meta.url).pathname
const vite = `${root}node_modules/vite/bin/vite.js`

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code})`))))
  })
}

/** Serves a build as `npm start` does (vite preview: firebase.json's headers, Hosting's 404s). */
export async function serve(outDir, port) {
  const url = `http://127.0.0.1:${port}`
  // A server left on the port would answer for this one while it fails to start: the bench would measure another build.
  const taken = await fetch(url).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Something already answers on ${url}: stop it, or the bench would measure it instead of ${outDir}`)
  const child = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview on port ${port} exited (is the port in use?)`)
    try {
      if ((await fetch(url)).ok) return { child, url }
    } catch {
      // not up yet
    }
    await sleep(100)
  }
  child.kill()
  throw new Error(`vite preview did not answer on ${url}`)
}

/** The production build into `outDir` with `env` set, then its prerendered pages. */
export async function build(outDir, env) {
  await run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], env)
  await run(process.execPath, ['scripts/prerender.mjs', '--outDir', outDir], env)
}
