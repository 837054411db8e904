// The dashboard's one read at the /api, in the function and the demo alike: for owners, each day's sales of the days
// compared, summed from the shards, with the work waiting, the low-stock count (as their Low stock page lists it,
// hidden items too) and the real shoppers' speed; for staff, the work waiting and the low-stock count alone; for
// nobody else anything.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsWithIds, shirt, shopOf } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { storeCount, storeDocument, storeLowStockThreshold } from '../../../tests/support/mock-state'
import { toAdminCatalog } from '../catalog/admin-catalog'
import { withHiddenItems } from '../catalog/hidden-items'
import { lowVariants } from '../catalog/low-stock-list'
import { dailyTotalsPath, TOTALS_SPAN_DAYS } from '../orders/daily-totals'
import { addDays, shopDay } from '../orders/shop-time'

/** The Low stock page's rows for the stored catalog, read as an owner's browser reads it. */
function lowStockRows(threshold: number): number {
  const documents = (collection: string) => documentsWithIds(collection).map(({ id, ...data }) => ({ id, data }))
  return lowVariants(toAdminCatalog(withHiddenItems(documents('collections'), documents('hiddenItems')), documents('stock')), threshold).length
}

const shard = (day: string, shardNumber: number, salesCents: number, units: number) =>
  storeDocument(dailyTotalsPath(day, shardNumber), { day, salesCents, orders: 1, units, returnedUnits: 0, items: { '2_9': { units, name: 'Shirt' } } })

describe.each(ADAPTERS)('the dashboard at the /api ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const dashboard = (token?: string) => call('GET', '/api/admin/dashboard', token ? { idToken: token } : {})

  it('answers owners each day’s sales of the days compared, summed from its shards, and the orders waiting', async () => {
    const today = shopDay(new Date().toISOString())
    const first = addDays(today, -(TOTALS_SPAN_DAYS - 1))
    shard(today, 0, 1000, 1)
    shard(today, 5, 2500, 2)
    shard(first, 7, 700, 1)
    // The day before the span is not compared: not read, not sent.
    shard(addDays(first, -1), 2, 999, 9)
    const paid = await startCheckout([shirt('M', 'navy')])
    await adapter.pay(paid.sessionId)
    const answer = await dashboard(ownerIdToken('boss'))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ today, work: { toShip: 1, awaitingGoods: 0 }, lowStock: lowStockRows(3), speed: [] })
    const totals = (answer.body as { totals: { day: string; salesCents: number; units: number }[] }).totals
    expect(totals.map(({ day }) => day)).toEqual([first, today])
    expect(totals[0]).toMatchObject({ day: first, salesCents: 700, orders: 1, units: 1 })
    // Today's two shards and the order just paid (its own shard), in one sum.
    expect(totals[1]).toMatchObject({ day: today, orders: 3, units: 4, items: { '2_9': { units: 4 } } })
  })

  it('answers staff the work waiting and the low-stock count, and none of the money', async () => {
    shard(shopDay(new Date().toISOString()), 0, 1000, 1)
    const answer = await dashboard(staffIdToken('sam'))
    expect(answer).toEqual({
      status: 200,
      body: { today: shopDay(new Date().toISOString()), work: { toShip: 0, awaitingGoods: 0 }, lowStock: lowStockRows(3) },
    })
  })

  it('counts the variants at or below the owners’ threshold, for staff as for owners', async () => {
    const lowStock = async (token: string) => ((await dashboard(token)).body as { lowStock: number }).lowStock
    const before = lowStockRows(3)
    expect(before).toBeGreaterThan(0)
    expect(await lowStock(staffIdToken('sam'))).toBe(before)
    expect(await lowStock(ownerIdToken('boss'))).toBe(before)
    storeCount('2', 9, 'M/navy', 0)
    expect(await lowStock(staffIdToken('sam'))).toBe(before + 1)
    storeLowStockThreshold(0)
    expect(lowStockRows(0)).toBeLessThan(before + 1)
    expect(await lowStock(staffIdToken('sam'))).toBe(lowStockRows(0))
  })

  it('tells nobody else', async () => {
    expect(await dashboard(idToken('ann', { email: 'ann@example.com' }))).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
    expect(await dashboard()).toMatchObject({ status: 401 })
  })
})
