// `npm test`: every Vitest project, with the type check and the lint (ESLint, Prettier, knip) beside them. First what
// the tests need from outside npm (./test-needs.mjs: Chromium, or one sentence and exit 1; the Firebase CLI, installed
// in the background). Then two phases that keep both cores busy (the projects of each in ./test-phases.mjs):
// 1. the page tests, on every core (most of the CPU work), while the browser project builds the shop and the contract
//    tests run once the CLI is there;
// 2. the browser journeys, two files at a time, and beside them the Node projects, the type check and the lint.
// Every part runs at the priority `npm test` was given: at the lowest one (nice 19) they starved beside any other
// work on the machine (beside two busy loops they had about 1 % of a core, and a run had not ended 16 minutes in, its
// journeys long done), and the suite is bound by CPU, so no order of priorities ends it sooner. Each part's output
// is printed as it runs (the checks' whole when they end); `npm test` fails when any part does. With arguments
// (`npm test -- src/lib`), one Vitest run takes them, beside the type check and the lint.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { PHASES } from './test-phases.mjs'
import { ensureChromium, firebaseCliForTests } from './test-needs.mjs'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** Where each Vitest run writes its counts when CI asks for them, and where their sum goes (read by .ci/run). */
const REPORT = 'test-results/vitest.json'
const reportOf = (name) => `test-results/vitest-${name}.json`

/** Runs an npm script, its output kept; resolves to whether it passed, once printed. */
function check(script) {
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

/** One Vitest run, its output as it runs; `name` names its report; `env` is added to the environment. */
function vitest(name, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env, VITEST_JSON: reportOf(name) },
    })
    child.on('close', (code) => resolve(code === 0))
  })
}

const projects = (names) => names.flatMap((name) => ['--project', name])

/** Sums the runs' counts into REPORT, for .ci/run's closing line. */
function sumReports(names) {
  const fields = ['numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests']
  const sum = Object.fromEntries(fields.map((field) => [field, 0]))
  for (const name of names) {
    try {
      const report = JSON.parse(readFileSync(reportOf(name), 'utf8'))
      for (const field of fields) sum[field] += report[field] ?? 0
    } catch {
      // That run wrote no report (it did not start, or CI did not ask for one): its failure is counted by its exit.
    }
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync(REPORT, JSON.stringify(sum))
}

const given = process.argv.slice(2)
// What the tests need from outside npm comes first: a missing browser stops the run before anything has started.
if (given.length === 0 || given.some((arg) => /browser|e2e/.test(arg))) ensureChromium()
let checks
let tests
if (given.length > 0) {
  checks = [check('typecheck'), check('lint')]
  tests = [vitest('given', given)]
} else {
  // The browser project builds the shop at once, and waits for this file before it serves it (tests/e2e/global-setup.ts).
  const pagesDone = 'test-results/.pages-done'
  rmSync(pagesDone, { force: true })
  const browser = vitest('browser', projects(PHASES.browser), { env: { E2E_START_AFTER: pagesDone } })
  // The contract tests start once the Firebase CLI is there (installed beside the page tests on a first run).
  const contract = firebaseCliForTests().then((env) => vitest('contract', projects(PHASES.contract), { env }))
  const pages = await vitest('pages', projects(PHASES.pages))
  await contract
  mkdirSync('test-results', { recursive: true })
  writeFileSync(pagesDone, '')
  // The checks join the second phase: beside the page tests they slowed the contract tests' emulators past their
  // 120 s limit to start.
  checks = [check('typecheck'), check('lint')]
  tests = [pages, contract, browser, vitest('node', projects(PHASES.node))]
}
const passed = [...(await Promise.all(tests)), ...(await Promise.all(checks))]
if (process.env.CI) sumReports(given.length > 0 ? ['given'] : Object.keys(PHASES))
if (passed.includes(false)) process.exit(1)
