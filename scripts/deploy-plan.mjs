// What `npm run deploy` does, decided from its arguments and the build's settings (./deploy.mjs runs it). Kept
// apart so that its refusals are tested without building or deploying anything (deploy-plan.test.ts).

export const FIREBASE_DEPLOY_TARGETS = 'hosting,firestore:rules,firestore:indexes'
/** A real project also gets the Cloud Functions (checkout, the Stripe webhook, orders); the demo has none. */
const PROJECT_DEPLOY_TARGETS = `${FIREBASE_DEPLOY_TARGETS},functions`

export class DeployRefused extends Error {
  name = 'DeployRefused'
}

const PROJECT_KEYS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID']

const given = (env, key) => typeof env[key] === 'string' && env[key].trim() !== ''

/**
 * @param {string[]} args the command line after `npm run deploy --`: `--demo`, `--project <id>`, `--dry-run`
 * @param {Record<string, string | undefined>} env the build's settings (.env files and the environment, as Vite reads them)
 * @returns {{ demo: boolean, project: string, dryRun: boolean, steps: string[][] }} the commands to run, in order
 */
export function planDeploy(args, env) {
  const known = new Set(['--demo', '--dry-run', '--project'])
  for (let i = 0; i < args.length; i++) {
    if (!known.has(args[i])) throw new DeployRefused(`Unknown option ${args[i]}. Usage: npm run deploy [-- --project <id>] [--demo] [--dry-run]`)
    if (args[i] === '--project') i++
  }
  const demo = args.includes('--demo')
  const dryRun = args.includes('--dry-run')
  const projectIndex = args.indexOf('--project')
  const projectArg = projectIndex >= 0 ? args[projectIndex + 1] : undefined
  if (projectIndex >= 0 && (!projectArg || projectArg.startsWith('--'))) throw new DeployRefused('--project needs a Firebase project id')

  if (given(env, 'VITE_FIREBASE_EMULATORS')) {
    throw new DeployRefused('VITE_FIREBASE_EMULATORS is set: that build talks to the local emulators and cannot go live. Remove it from .env.local first.')
  }
  const present = PROJECT_KEYS.filter((key) => given(env, key))
  if (present.length === 0 && !demo) {
    throw new DeployRefused(
      'No Firebase configuration: this build would be the demo shop on its mock backend (no real accounts or orders). ' +
        'Fill in .env.local (see .env.example and docs/going-live.md), or deploy the demo on purpose: npm run deploy -- --demo --project <id>',
    )
  }
  if (present.length > 0 && demo) {
    throw new DeployRefused('--demo deploys the demo shop, but VITE_FIREBASE_* settings are set: remove them, or deploy without --demo')
  }
  if (present.length > 0 && present.length < PROJECT_KEYS.length) {
    const missing = PROJECT_KEYS.filter((key) => !given(env, key))
    throw new DeployRefused(`Incomplete Firebase configuration: set ${missing.join(', ')}`)
  }
  const configured = env.VITE_FIREBASE_PROJECT_ID?.trim()
  const project = projectArg ?? configured
  if (!project) throw new DeployRefused('Which Firebase project? The demo needs one to be hosted in: npm run deploy -- --demo --project <id>')
  if (configured && project !== configured) {
    throw new DeployRefused(
      `--project ${project} differs from VITE_FIREBASE_PROJECT_ID=${configured}: the shop would talk to another project than it is hosted in`,
    )
  }
  return {
    demo,
    project,
    dryRun,
    steps: demo
      ? [
          ['npm', 'run', 'build'],
          ['firebase', 'deploy', '--only', FIREBASE_DEPLOY_TARGETS, '--project', project],
        ]
      : [
          ['npm', 'run', 'build'],
          // The functions' own packages, their tests (against the mock Firestore and the Stripe fake), then the
          // deploy, whose predeploy bundles them (firebase.json).
          ['npm', 'ci', '--prefix', 'functions', '--no-audit', '--no-fund'],
          ['npx', 'vitest', 'run', '--project', 'functions'],
          ['firebase', 'deploy', '--only', PROJECT_DEPLOY_TARGETS, '--project', project],
        ],
  }
}
