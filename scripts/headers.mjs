#!/usr/bin/env node
// `npm run headers [-- --outDir dist]`: writes into firebase.json's Content-Security-Policy what the build in
// dist/ needs: the hashes of its pages' inline scripts, and the auth domain of its Firebase configuration when
// no source there allows it. The build fails and names this command when either is missing. Review the change
// and commit it: firebase.json is what Hosting and `npm start` send.
import { resolve } from 'node:path'
import { loadEnv, runnerImport } from 'vite'

const root = resolve(new URL('..', import.meta.url).pathname)
const outIndex = process.argv.indexOf('--outDir')
const outDir = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist')
const { module: headers } = await runnerImport(resolve(root, 'scripts/headers/build.ts'), { configFile: false, root, logLevel: 'warn' })
const changed = headers.writeHeaders(outDir, loadEnv('production', root, 'VITE_'))
console.log(changed.length > 0 ? `firebase.json: updated ${changed.join(', ')} from ${outDir}` : `firebase.json already allows what ${outDir} needs`)
