#!/usr/bin/env node
// The stock benchmark of `npm run bench` (see bench.mjs), also run on its own: `node scripts/bench-stock.mjs`.
// 50 checkouts at once of different items of one collection, through the Cloud Functions' handlers and deps
// against the mock Firestore (functions/src/stock-bench.ts, loaded by Vite's module runner as the seed is). Every
// checkout must succeed and none may write a collection document; the report says how many documents each wrote.
// With --json it prints the row as JSON (bench.mjs runs it in a child process: the mock intercepts the process's
// HTTP requests, which the other benchmarks need).
import { parseArgs } from 'node:util'
import { runnerImport } from 'vite'

const CALLS = 50

/** The row of the stock benchmark, and whether it passed. */
export async function benchStock({ calls = CALLS } = {}) {
  const { module } = await runnerImport(new URL('../functions/src/stock-bench.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' })
  const row = await module.benchStockContention(calls)
  return { row, passed: row.succeeded === row.checkouts && row['collection documents written'] === 0 }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, calls: { type: 'string' } } })
  const { row, passed } = await benchStock(values.calls ? { calls: Number(values.calls) } : {})
  if (values.json) console.log(JSON.stringify({ row, passed }))
  else console.table([row])
  process.exitCode = passed ? 0 : 1
}
