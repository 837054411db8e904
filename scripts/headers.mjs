#!/usr/bin/env node
// `npm run headers [-- --outDir dist]`: writes firebase.deploy.json, the configuration `npm run deploy` hands to the
// Firebase CLI: firebase.json with the Content-Security-Policy the build in dist/ needs (its pages' script hashes,
// and the auth domain of its Firebase configuration). `npm run deploy` writes it itself after building; run this to
// read what a build would send. It is never committed (scripts/headers/deploy-config.ts).
import { resolve } from 'node:path'
import { loadEnv, runnerImport } from 'vite'

const root = resolve(new URL('..', import.meta.url).pathname)
const outIndex = process.argv.indexOf('--outDir')
const outDir = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist')
const { module: config } = await runnerImport(resolve(root, 'scripts/headers/deploy-config.ts'), { configFile: false, root, logLevel: 'warn' })
config.writeDeployConfig(outDir, loadEnv('production', root, 'VITE_'))
console.log(`firebase.deploy.json: firebase.json with the headers ${outDir} needs`)
