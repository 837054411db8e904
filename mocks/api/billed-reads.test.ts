// The demo's count of what an /api call reads, as Firestore bills it, over the mock's documents.
import { expect, it } from 'vitest'
import { storeDocument } from '../../tests/support/mock-state'
import { apiResponse } from '../../tests/support/shop-api'
import { ownerIdToken } from '../../tests/support/id-tokens'
import { TOTALS_SHARDS, TOTALS_SPAN_DAYS } from '../../src/lib/orders/daily-totals'
import { billedReads } from './billed-reads'
import { memoryStore } from './memory-store'
import { DOCUMENTS_READ_HEADER } from './serve'

it('bills a read per path asked for, found or not, and per document a query answers, at least one', async () => {
  for (let day = 1; day <= 3; day++) storeDocument(`billing/${day}`, { kind: day === 3 ? 'odd' : 'even' })
  const { store, reads } = billedReads(memoryStore)
  await store.get('billing/1')
  await store.get('billing/none')
  expect(reads()).toBe(2)
  await store.getAll(['billing/1', 'billing/2', 'billing/none'])
  expect(reads()).toBe(5)
  expect(await store.query('billing', [['kind', '==', 'even']])).toHaveLength(2)
  await store.query('billing', [['kind', '==', 'none']])
  await store.page('billing', null, 2)
  expect(reads()).toBe(5 + 2 + 1 + 2)
})

it('bills a count one read per 1,000 documents counted, at least one, and a transaction’s reads', async () => {
  for (let index = 0; index < 2001; index++) storeDocument(`counted/${index}`, { kind: 'one' })
  const { store, reads } = billedReads(memoryStore)
  expect(await store.count('counted', [['kind', '==', 'one']])).toBe(2001)
  expect(reads()).toBe(3)
  expect(await store.count('counted', [['kind', '==', 'other']])).toBe(0)
  expect(reads()).toBe(4)
  await store.runTransaction(async (tx) => {
    await tx.get('counted/1')
    await tx.getAll(['counted/2', 'counted/3'])
  })
  expect(reads()).toBe(7)
})

it('is told in each answer of the demo’s /api', async () => {
  const response = await apiResponse('/admin/dashboard', { idToken: ownerIdToken('boss') })
  expect(response.status).toBe(200)
  // The owner's record, the shards of every day compared, the counts, the catalog's stock, the speed.
  expect(Number(response.headers.get(DOCUMENTS_READ_HEADER))).toBeGreaterThan(TOTALS_SPAN_DAYS * TOTALS_SHARDS)
})
