import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { planPublish } from './publish-plan.mjs'

const PROJECT = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shop',
  VITE_FIREBASE_APP_ID: 'app',
}

describe('npm run publish-catalog', () => {
  it('snapshots the live catalog, builds from it, makes its pages’ policy from the build and deploys Hosting alone with it', () => {
    expect(planPublish([], PROJECT)).toEqual({
      project: 'shop',
      dryRun: false,
      steps: [
        { command: ['npm', 'run', 'catalog-snapshot', '--', 'catalog.json', '--project', 'shop'] },
        { command: ['npm', 'run', 'build'], env: { PRERENDER_CATALOG: 'catalog.json' } },
        { command: ['node', 'scripts/headers.mjs'] },
        { command: ['firebase', 'deploy', '--only', 'hosting', '--project', 'shop', '--config', 'firebase.deploy.json'] },
      ],
    })
  })

  it('refuses the demo and a build without a project, as the deploy does', () => {
    expect(() => planPublish(['--demo', '--project', 'x'], {})).toThrow(/nothing to publish/)
    expect(() => planPublish([], {})).toThrow(/No Firebase configuration/)
  })
})
