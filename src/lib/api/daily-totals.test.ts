// The shop's daily totals, kept by the /api as orders are paid, refunded and returned, in the function and the demo
// alike: the sum of a day's shards is what its orders are worth now, whatever retries and redeliveries happen.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, forgetDailyTotals, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { sumByDay, TOTALS_SHARDS } from '../orders/daily-totals'
import { refundedCents } from '../orders/order'
import { shopDay } from '../orders/shop-time'

const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })

describe.each(ADAPTERS)('daily totals ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const owner = ownerIdToken('boss')

  async function paidOrder(lines: unknown[]) {
    const started = await startCheckout(lines)
    await adapter.pay(started.sessionId)
    return started
  }

  const today = () => sumByDay(documentsIn('dailyTotals')).get(shopDay(new Date().toISOString()))

  it('counts a paid order on its day, in one shard, and nothing for an order not paid', async () => {
    const unpaid = await startCheckout([tent()])
    expect(documentsIn('dailyTotals')).toEqual([])
    const { orderId, sessionId } = await paidOrder([shirt('M', 'navy', 2), tent()])
    const { totalCents } = orderOf(orderId)
    const shards = documentsIn('dailyTotals')
    expect(shards).toHaveLength(1)
    expect(today()).toEqual({
      netCents: totalCents,
      orders: 1,
      units: 3,
      returnedUnits: 0,
      items: { '2_9': { units: 2, name: orderOf(orderId).lines[0]!.name }, '5_34': { units: 1, name: orderOf(orderId).lines[1]!.name } },
    })
    // The provider's event again, and the unpaid session running out: nothing changes.
    await adapter.redeliver(sessionId)
    await adapter.expire(unpaid.sessionId)
    expect(today()).toMatchObject({ netCents: totalCents, orders: 1, units: 3 })
  })

  it('takes a refund and a return off the day the order was paid, once each, however often the owner presses', async () => {
    const first = await paidOrder([shirt('M', 'navy', 2)])
    const second = await paidOrder([tent()])
    const refund = { attemptId: 'refund-attempt-0000000001', amountCents: 500 }
    for (let press = 0; press < 2; press++) {
      expect(await call('POST', `/api/admin/orders/${second.orderId}/refund`, { body: refund, idToken: owner })).toMatchObject({ status: 200 })
    }
    await call('POST', `/api/admin/orders/${first.orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '123' }, idToken: owner })
    await call('POST', `/api/orders/${first.orderId}/withdraw`, { body: { token: first.token } })
    const back = { lines: [{ line: 0, quantity: 2, resell: 2 }], deductionCents: 0 }
    for (let press = 0; press < 2; press++) {
      expect(await call('POST', `/api/admin/orders/${first.orderId}/return`, { body: back, idToken: owner })).toMatchObject({ status: 200 })
    }
    const orders = [orderOf(first.orderId), orderOf(second.orderId)]
    expect(refundedCents(orders[1]!)).toBe(500)
    expect(today()).toMatchObject({
      netCents: orders.reduce((sum, order) => sum + order.totalCents - refundedCents(order), 0),
      orders: 2,
      units: 3,
      returnedUnits: 2,
    })
  })

  it('spreads the orders of a day over its shards, each named by the day', async () => {
    for (let order = 0; order < 6; order++) await paidOrder([tent()])
    const shards = documentsIn('dailyTotals')
    expect(shards.length).toBeGreaterThan(1)
    expect(shards.length).toBeLessThanOrEqual(TOTALS_SHARDS)
    expect(new Set(shards.map((shard) => shard.day))).toEqual(new Set([shopDay(new Date().toISOString())]))
    expect(today()).toMatchObject({ orders: 6, units: 6 })
  })

  it('counts the orders stored before the totals existed once: the backfill, a later save, a second backfill', async () => {
    const orders = [await paidOrder([shirt('M', 'navy')]), await paidOrder([tent(2)]), await paidOrder([tent()])]
    const before = today()
    forgetDailyTotals()
    expect(today()).toBeUndefined()
    // An owner acts on one of them first: its save counts it whole, with the refund taken off.
    const refund = { attemptId: 'refund-attempt-0000000002', amountCents: 300 }
    expect(await call('POST', `/api/admin/orders/${orders[1]!.orderId}/refund`, { body: refund, idToken: owner })).toMatchObject({ status: 200 })
    expect(today()).toMatchObject({ orders: 1, units: 2, netCents: orderOf(orders[1]!.orderId).totalCents - 300 })
    // Staff may not; a body it does not know is refused.
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: staffIdToken('sam') })).toMatchObject({ status: 403 })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: { after: 1 }, idToken: owner })).toMatchObject({ status: 400 })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: owner })).toMatchObject({
      status: 200,
      body: { counted: 2, unreadable: 0, next: null },
    })
    expect(today()).toEqual({ ...before!, netCents: before!.netCents - 300 })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: owner })).toMatchObject({ body: { counted: 0, next: null } })
    expect(today()).toMatchObject({ netCents: before!.netCents - 300, orders: 3 })
  })
})
