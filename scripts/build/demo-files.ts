import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

// MSW's worker script lives in public/ (where `msw init` keeps it up to date) and so is copied into every build;
// only the demo build may keep it.
const MOCK_SERVICE_WORKER = 'mockServiceWorker.js'

export function demoFilesOnlyInDemoBuilds(demo: boolean): Plugin {
  let outDir = ''
  return {
    name: 'demo-files-only-in-demo-builds',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    writeBundle() {
      if (!demo) rmSync(join(outDir, MOCK_SERVICE_WORKER), { force: true })
    },
  }
}
