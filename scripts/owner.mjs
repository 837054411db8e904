#!/usr/bin/env node
// npm run owner -- add [--staff]|remove <email>: the shop's owners and staff, as custom claims on their accounts. The
// work is in scripts/owner/run-owner.ts; Vite's module runner loads it without a build step, as for the seed.
import { runnerImport } from 'vite'

const { module } = await runnerImport(new URL('./owner/run-owner.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' })
process.exitCode = await module.runOwner(process.argv.slice(2))
