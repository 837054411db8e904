#!/usr/bin/env node
// `npm run deploy [-- --project <id>] [--demo] [--dry-run]`: builds the shop, then deploys Hosting, the
// Firestore rules and (for a real project, after their tests) the Cloud Functions with the pinned firebase-tools. It refuses a build without a Firebase configuration (that would
// be the demo shop) unless asked for the demo explicitly. What it does is decided in ./deploy-plan.mjs.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { DeployRefused, planDeploy } from './deploy-plan.mjs'
import { firebaseCli } from './firebase-cli.mjs'

const root = new URL('..', import.meta.url).pathname

function run([command, ...args]) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// firebase.json holds no script hashes: after the build, the policy it needs is made from dist/ into
// firebase.deploy.json, which the CLI deploys instead (the same rules `npm start` serves, scripts/headers/).
const HEADERS = ['node', 'scripts/headers.mjs']
const withDeployConfig = (step) => (step[0] === 'firebase' ? [...step, '--config', 'firebase.deploy.json'] : step)

let plan
try {
  // The settings the build will read: .env, .env.local, .env.production(.local) and the environment.
  plan = planDeploy(process.argv.slice(2), loadEnv('production', root, ''))
} catch (error) {
  if (!(error instanceof DeployRefused)) throw error
  console.error(`npm run deploy: ${error.message}`)
  process.exit(1)
}

console.log(`Deploying the ${plan.demo ? 'DEMO shop (mock backend: no real accounts or orders)' : 'shop'} to Firebase project ${plan.project}`)
if (plan.dryRun) {
  const [first, ...others] = plan.steps
  for (const step of [first, HEADERS, ...others.map(withDeployConfig)]) console.log(`would run: ${step.join(' ')}`)
  process.exit(0)
}
const [build, ...rest] = plan.steps
run(build)
// The build decides the backend; check that it did what the plan expects before anything goes live.
if (existsSync(join(root, 'dist/mockServiceWorker.js')) !== plan.demo) {
  console.error(`npm run deploy: the build ${plan.demo ? 'is not' : 'is'} the demo shop, unlike the settings read here; nothing was deployed`)
  process.exit(1)
}
run(HEADERS)
for (const [command, ...args] of rest.map(withDeployConfig)) run([command === 'firebase' ? firebaseCli() : command, ...args])
