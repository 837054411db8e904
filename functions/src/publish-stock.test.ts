// The scheduled copy of the stock documents into the catalog the shop reads, against the mock Firestore.
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockState } from '../../mocks/state'
import { storeCount } from '../../tests/support/mock-state'
import { recordCommits } from './harness-stock'
import { publishStockLevels } from '../../src/lib/api/publish-stock'
import { deps, server, shirt, startCheckout, stockShown } from './test-harness'

describe('publishStockLevels', () => {
  it('writes nothing while the catalog shows what the stock documents hold', async () => {
    const recorder = recordCommits()
    expect(await publishStockLevels(deps.store)).toEqual([])
    recorder.stop()
    expect(recorder.commits).toEqual([])
  })

  it('after checkouts, writes each changed collection once with the units left, and leaves the rest', async () => {
    const before = structuredClone(mockState().documents['collections/1'])
    await startCheckout([shirt('M', 'navy', 2)])
    await startCheckout([shirt('XL', 'coral')])
    expect(stockShown('2', 9, 'M/navy')).toBe(5)
    expect(await publishStockLevels(deps.store)).toEqual(['2'])
    expect([stockShown('2', 9, 'M/navy'), stockShown('2', 9, 'XL/coral')]).toEqual([3, 0])
    expect(mockState().documents['collections/1']).toEqual(before)
    expect(await publishStockLevels(deps.store)).toEqual([])
  })

  it('shows a count it cannot read as sold out', async () => {
    storeCount('2', 9, 'M/navy', '1', 1)
    expect(await publishStockLevels(deps.store)).toEqual(['2'])
    expect(stockShown('2', 9, 'M/navy')).toBe(0)
  })

  it('keeps an owner’s edit that lands between its read and its write, and still publishes', async () => {
    await startCheckout([shirt('M', 'navy', 2)])
    server.use(
      http.post(
        /documents:commit$/,
        () => {
          const stored = mockState().documents['collections/2']!
          stored.fields.title = { stringValue: 'Clothing' }
          stored.updateTime = '2026-11-27T10:00:00.000000Z'
        },
        { once: true },
      ),
    )
    expect(await publishStockLevels(deps.store)).toEqual(['2'])
    expect(stockShown('2', 9, 'M/navy')).toBe(3)
    expect(mockState().documents['collections/2']!.fields.title).toEqual({ stringValue: 'Clothing' })
  })
})
