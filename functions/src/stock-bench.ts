// The stock bench (scripts/bench-stock.mjs, part of `npm run bench`): concurrent checkouts of different items of
// one collection through the functions' own handlers and deps (harness.ts: the Admin SDK's transactions against
// the mock Firestore's REST, the Stripe fake), in plain Node. Each checkout must succeed; the report says what each
// one wrote, counted from the commits the mock Firestore accepted. Every commit waits `commitMs` first, as a real
// service's round trip does, so the transactions overlap: without it the mock answers each so fast that they run
// one after the other and no contention could show.
import { delay, http } from 'msw'
import { resetStripeFake } from '../../mocks/stripe/state'
import { resetMockState } from '../../tests/support/mock-state'
import { checkout, server } from './harness'
import { addSaleCollection, recordCommits } from './harness-stock'

const kindOf = (path: string) => path.split('/')[0]!

export async function benchStockContention(calls = 50, commitMs = 100) {
  server.listen({ onUnhandledRequest: 'error' })
  server.use(http.post(/documents:commit$/, () => delay(commitMs)))
  try {
    resetMockState()
    resetStripeFake()
    const lines = addSaleCollection(calls)
    const recorder = recordCommits()
    const started = performance.now()
    const answers = await Promise.all(
      lines.map(async (line) => {
        const start = performance.now()
        const answer = await checkout([line])
        return { ok: answer.status === 200, ms: performance.now() - start, answer }
      }),
    )
    const wall = performance.now() - started
    recorder.stop()
    const failed = answers.filter((answer) => !answer.ok)
    // The reservation is the commit that creates the order; the order's session id follows in a commit of its own.
    const reservations = recorder.commits.filter((paths) => paths.some((path) => path.startsWith('attempts/')))
    const perCheckout = reservations.map((paths) => paths.length)
    const written = recorder.commits.flat()
    const byKind = new Map<string, number>()
    for (const path of reservations.flat()) byKind.set(kindOf(path), (byKind.get(kindOf(path)) ?? 0) + 1)
    const kinds = [...byKind].map(([kind, count]) => `${kind} ${count / reservations.length}`)
    const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b)
    return {
      checkouts: calls,
      succeeded: calls - failed.length,
      'documents per reservation': perCheckout.length ? `${Math.min(...perCheckout)}–${Math.max(...perCheckout)} (${kinds.join(', ')})` : '-',
      'documents per checkout, all commits': Number((written.length / calls).toFixed(2)),
      'collection documents written': written.filter((path) => kindOf(path) === 'collections').length,
      'commits aborted and retried': recorder.aborted(),
      'p50 (ms)': Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      'max (ms)': Math.round(sorted.at(-1) ?? 0),
      'all (ms)': Math.round(wall),
      ...(failed.length ? { 'first failure': JSON.stringify(failed[0]!.answer) } : {}),
    }
  } finally {
    server.resetHandlers()
    server.close()
  }
}
