// `npm test`'s first step: the type check and the lint (ESLint, Prettier, knip) run side by side, each on a core of
// its own, instead of one after the other; each one's output is printed whole when it ends, and the step fails when
// either does. The tests (Vitest) start once both passed.
import { spawn } from 'node:child_process'

const STEPS = ['typecheck', 'lint']
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
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

const passed = await Promise.all(STEPS.map(run))
if (passed.includes(false)) process.exit(1)
