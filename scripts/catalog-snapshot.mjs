#!/usr/bin/env node
// npm run catalog-snapshot: the live catalog into a file the build prerenders from (./catalog-snapshot/run-snapshot.mjs).
import { runSnapshot } from './catalog-snapshot/run-snapshot.mjs'

process.exitCode = await runSnapshot(process.argv.slice(2))
