#!/usr/bin/env node
// `npm run publish-catalog [-- --project <id>] [--dry-run]`: puts the live catalog (the owner's edits in the back
// office) on the prerendered pages: their first paint, price, JSON-LD and sitemap. What it runs is decided in
// ./catalog-snapshot/publish-plan.mjs.
import { spawnSync } from 'node:child_process'
import { loadEnv } from 'vite'
import { DeployRefused } from './deploy-plan.mjs'
import { planPublish } from './catalog-snapshot/publish-plan.mjs'
import { firebaseCli } from './firebase-cli.mjs'

const root = new URL('..', import.meta.url).pathname

let plan
try {
  plan = planPublish(process.argv.slice(2), loadEnv('production', root, ''))
} catch (error) {
  if (!(error instanceof DeployRefused)) throw error
  console.error(`npm run publish-catalog: ${error.message}`)
  process.exit(1)
}
for (const {
  command: [command, ...args],
  env,
} of plan.steps) {
  const line = `${
    env
      ? `${Object.entries(env)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')} `
      : ''
  }${[command, ...args].join(' ')}`
  if (plan.dryRun) {
    console.log(`would run: ${line}`)
    continue
  }
  console.log(`\n$ ${line}`)
  const result = spawnSync(command === 'firebase' ? firebaseCli() : command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
if (!plan.dryRun) console.log(`\nPublished.`)
