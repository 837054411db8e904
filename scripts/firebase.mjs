#!/usr/bin/env node
// `npm run firebase -- <args>`: the pinned Firebase CLI (./firebase-cli.mjs), for what the other scripts do not
// do for you: `npm run firebase -- login`, `npm run firebase -- projects:list`.
import { spawnSync } from 'node:child_process'
import { firebaseCli } from './firebase-cli.mjs'

const result = spawnSync(firebaseCli(), process.argv.slice(2), { stdio: 'inherit' })
process.exit(result.status ?? 1)
