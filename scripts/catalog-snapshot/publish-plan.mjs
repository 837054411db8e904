// What `npm run publish-catalog` does, decided from its arguments and the build's settings: the live catalog into a
// file, a build prerendered from it, the policy of its pages made from that build (firebase.deploy.json, as
// `npm run deploy` makes it), and a deploy of Hosting alone with it (the functions and rules did not change). The project and the refusals are the
// deploy's (../deploy-plan.mjs); the demo has nothing to publish: its catalog lives in each visitor's browser.
import { DeployRefused, planDeploy } from '../deploy-plan.mjs'

const SNAPSHOT_FILE = 'catalog.json'

/**
 * @param {string[]} args the command line after `npm run publish-catalog --`: `--project <id>`, `--dry-run`
 * @param {Record<string, string | undefined>} env the build's settings
 * @returns {{ project: string, dryRun: boolean, steps: { command: string[], env?: Record<string, string> }[] }}
 */
export function planPublish(args, env) {
  if (args.includes('--demo')) throw new DeployRefused('The demo has nothing to publish: its catalog and its edits live in each visitor’s browser.')
  const { project, dryRun } = planDeploy(args, env)
  return {
    project,
    dryRun,
    steps: [
      { command: ['npm', 'run', 'catalog-snapshot', '--', SNAPSHOT_FILE, '--project', project] },
      { command: ['npm', 'run', 'build'], env: { PRERENDER_CATALOG: SNAPSHOT_FILE } },
      { command: ['node', 'scripts/headers.mjs'] },
      { command: ['firebase', 'deploy', '--only', 'hosting', '--project', project, '--config', 'firebase.deploy.json'] },
    ],
  }
}
