import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { planDeploy } from './deploy-plan.mjs'

const PROJECT = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample0000000000000000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
}

describe('npm run deploy', () => {
  it('builds, tests the functions, then deploys Hosting, the rules and the functions to the configured project', () => {
    expect(planDeploy([], PROJECT)).toEqual({
      demo: false,
      project: 'my-shop',
      dryRun: false,
      steps: [
        ['npm', 'run', 'build'],
        ['npm', 'ci', '--prefix', 'functions', '--no-audit', '--no-fund'],
        ['npx', 'vitest', 'run', '--project', 'functions'],
        ['firebase', 'deploy', '--only', 'hosting,firestore:rules,firestore:indexes,functions', '--project', 'my-shop'],
      ],
    })
    expect(planDeploy(['--dry-run', '--project', 'my-shop'], PROJECT)).toMatchObject({ dryRun: true, project: 'my-shop' })
  })

  it('refuses a build without a Firebase configuration: that would be the demo shop', () => {
    expect(() => planDeploy([], {})).toThrow(/No Firebase configuration: this build would be the demo shop/)
    expect(() => planDeploy(['--project', 'my-shop'], { VITE_FIREBASE_API_KEY: ' ' })).toThrow(/No Firebase configuration/)
  })

  it('deploys the demo only when asked explicitly, to a named project', () => {
    expect(planDeploy(['--demo', '--project', 'demo-host'], {})).toMatchObject({
      demo: true,
      project: 'demo-host',
      // The demo answers /api in the browser: it has no functions to deploy.
      steps: [
        ['npm', 'run', 'build'],
        ['firebase', 'deploy', '--only', 'hosting,firestore:rules,firestore:indexes', '--project', 'demo-host'],
      ],
    })
    expect(() => planDeploy(['--demo'], {})).toThrow(/Which Firebase project\?/)
    expect(() => planDeploy(['--demo'], PROJECT)).toThrow(/--demo deploys the demo shop, but VITE_FIREBASE_\* settings are set/)
  })

  it('refuses a partial configuration, an emulator build, another project and unknown options', () => {
    expect(() => planDeploy([], { ...PROJECT, VITE_FIREBASE_APP_ID: '' })).toThrow('Incomplete Firebase configuration: set VITE_FIREBASE_APP_ID')
    expect(() => planDeploy([], { ...PROJECT, VITE_FIREBASE_EMULATORS: 'auth=127.0.0.1:9099,firestore=127.0.0.1:8080' })).toThrow(/cannot go live/)
    expect(() => planDeploy(['--project', 'other'], PROJECT)).toThrow(/differs from VITE_FIREBASE_PROJECT_ID=my-shop/)
    expect(() => planDeploy(['--project'], PROJECT)).toThrow('--project needs a Firebase project id')
    expect(() => planDeploy(['--force'], PROJECT)).toThrow(/Unknown option --force/)
  })
})
