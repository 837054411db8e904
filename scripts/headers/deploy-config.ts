// What `npm run deploy` gives the Firebase CLI (`firebase deploy --config firebase.deploy.json`): firebase.json as
// committed, with the Hosting rules the build in dist/ needs (./build.ts). Written after each build, never
// committed: a catalog change or a router upgrade changes the pages' scripts, and with them only this file.
import { copyFileSync } from 'node:fs'
import { checkBuild, writeHeaders } from './build.ts'
import { FIREBASE_JSON } from './hosting.ts'

/** The file, beside firebase.json, that the deploy hands to the CLI; .gitignore keeps it out of the repository. */
const DEPLOY_CONFIG = new URL('../../firebase.deploy.json', import.meta.url)

/** Writes `target` for the build in `outDir` made with the VITE_* settings `env`; throws if it would not allow it. */
export function writeDeployConfig(
  outDir: string,
  env: Record<string, unknown>,
  target: URL | string = DEPLOY_CONFIG,
  source: URL | string = FIREBASE_JSON,
): void {
  copyFileSync(source, target)
  writeHeaders(outDir, env, target)
  const missing = checkBuild(outDir, env, target)
  if (missing.length > 0) throw new Error(`The deploy's Content-Security-Policy would not allow what the build needs:\n  ${missing.join('\n  ')}`)
}
