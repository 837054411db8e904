// What both document stores do with a merge and an increment, as Firestore does it: the functions' store over the
// Admin SDK (against the mock's Firestore REST) and the demo's store over the mock's documents.
import { describe, expect, it } from 'vitest'
import { deps as functionDeps } from './harness'
import { memoryStore } from '../../mocks/api/memory-store'
import { storedDocument } from '../../tests/support/api-state'

const STORES = [
  { name: 'functions', store: functionDeps.store },
  { name: 'demo', store: memoryStore },
]

describe.each(STORES)('document store ($name)', ({ store }) => {
  it('adds numbers at every depth, and an empty map in an increment leaves the stored map as it is', async () => {
    await store.runTransaction(async (tx) => tx.increment('totals/a', { count: 2, items: { shirt: { units: 2, name: 'Shirt' } } }))
    await store.runTransaction(async (tx) => tx.increment('totals/a', { count: -1, items: {} }))
    await store.runTransaction(async (tx) =>
      tx.increment('totals/a', { count: 1, items: { shirt: { units: 1, name: 'Shirt' }, tent: { units: 1, name: 'Tent' } } }),
    )
    expect(storedDocument('totals/a')).toEqual({ count: 2, items: { shirt: { units: 3, name: 'Shirt' }, tent: { units: 1, name: 'Tent' } } })
  })

  it('replaces a stored map with an empty one merged in, as Firestore’s field mask names the map itself', async () => {
    await store.runTransaction(async (tx) => tx.set('totals/b', { tags: { sale: true }, name: 'B' }))
    await store.runTransaction(async (tx) => tx.set('totals/b', { tags: {} }, { merge: true }))
    expect(storedDocument('totals/b')).toEqual({ tags: {}, name: 'B' })
  })
})
