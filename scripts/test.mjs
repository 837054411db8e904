// `npm test`: every Vitest project, with the type check and the lint (ESLint, Prettier, knip) beside them. The Vitest
// run keeps both cores busy until its browser journeys, which run one at a time and leave CPU idle; the type check
// and the lint run at the lowest priority (nice 19), so they take that idle time instead of slowing the tests. Their
// output is printed whole when they end; `npm test` fails when any of the three does.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const lowest = process.platform === 'linux' ? (command, args) => ['nice', ['-n', '19', command, ...args]] : (command, args) => [command, args]

/** Runs an npm script at the lowest priority, its output kept; resolves to whether it passed, once printed. */
function check(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    const [command, args] = lowest(npm, ['run', '--silent', script])
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n> npm run ${script} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
  })
}

/** The tests, their output as they run. */
const tests = new Promise((resolve) => {
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { stdio: 'inherit' })
  child.on('close', (code) => resolve(code === 0))
})

const passed = await Promise.all([tests, check('typecheck'), check('lint')])
if (passed.includes(false)) process.exit(1)
