// What one /api call would cost in a real project's Firestore, counted as Firestore bills reads: a document read by
// its path is one read whether it exists or not, a query one per document it answers (at least one), a count one per
// 1,000 documents it counts (at least one); a transaction's reads count on every attempt. The demo's /api answers
// carry the count (serve.ts), so a benchmark in the page sees what the calls it times read, as it sees the SDK's.
import type { DocumentStore, Transaction } from '../../src/lib/api/ports'

export interface BilledStore {
  store: DocumentStore
  /** The reads billed so far. */
  reads(): number
}

export function billedReads(store: DocumentStore): BilledStore {
  let reads = 0
  const bill = <T>(answer: T, count: number): T => {
    reads += count
    return answer
  }
  const atLeastOne = <T extends unknown[]>(found: T): T => bill(found, Math.max(1, found.length))
  const billedTransaction = (tx: Transaction): Transaction => ({
    ...tx,
    get: async (path) => bill(await tx.get(path), 1),
    getAll: async (paths) => bill(await tx.getAll(paths), paths.length),
  })
  return {
    store: {
      ...store,
      runTransaction: (run) => store.runTransaction((tx) => run(billedTransaction(tx))),
      get: async (path) => bill(await store.get(path), 1),
      getAll: async (paths) => bill(await store.getAll(paths), paths.length),
      query: async (...args) => atLeastOne(await store.query(...args)),
      count: async (...args) => {
        const count = await store.count(...args)
        return bill(count, Math.max(1, Math.ceil(count / 1000)))
      },
      page: async (...args) => atLeastOne(await store.page(...args)),
    },
    reads: () => reads,
  }
}
