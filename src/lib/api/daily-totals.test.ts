// The shop's daily totals, kept by the /api as orders are paid, refunded and returned, in the function and the demo
// alike: the sum of a day's shards is what its orders are worth now, whatever retries and redeliveries happen. The
// shop here states no tax, so an order's net sales are its goods (after a code) less the share of them that went
// back, without the shipping.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, forgetDailyTotals, forgetNetSales, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'
import { sumByDay, TOTALS_SHARDS } from '../orders/daily-totals'
import { refundedCents, type Order } from '../orders/order'
import { shopDay } from '../orders/shop-time'

const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })

/** An order's goods after its code, in the share of what it was paid that it kept. */
const kept = (order: Order) => Math.round(((order.subtotalCents - (order.discountCents ?? 0)) * (order.totalCents - refundedCents(order))) / order.totalCents)

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
    const { subtotalCents, shippingCents, totalCents } = orderOf(orderId)
    expect(totalCents).toBe(subtotalCents + shippingCents)
    const shards = documentsIn('dailyTotals')
    expect(shards).toHaveLength(1)
    expect(today()).toEqual({
      salesCents: subtotalCents,
      orders: 1,
      units: 3,
      returnedUnits: 0,
      items: { '2_9': { units: 2, name: orderOf(orderId).lines[0]!.name }, '5_34': { units: 1, name: orderOf(orderId).lines[1]!.name } },
    })
    // The provider's event again, and the unpaid session running out: nothing changes.
    await adapter.redeliver(sessionId)
    await adapter.expire(unpaid.sessionId)
    expect(today()).toMatchObject({ salesCents: subtotalCents, orders: 1, units: 3 })
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
    // The shirts came back whole: nothing of them counts.
    expect(refundedCents(orders[0]!)).toBe(orders[0]!.totalCents)
    expect(today()).toMatchObject({
      salesCents: kept(orders[1]!),
      orders: 2,
      units: 3,
      returnedUnits: 2,
      // A refund changes no units: the best sellers stay as they were.
      items: { '2_9': { units: 2, name: orders[0]!.lines[0]!.name }, '5_34': { units: 1, name: orders[1]!.lines[0]!.name } },
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
    expect(today()).toMatchObject({ orders: 1, units: 2, salesCents: kept(orderOf(orders[1]!.orderId)) })
    // Staff may not; a body it does not know is refused.
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: staffIdToken('sam') })).toMatchObject({ status: 403 })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: { after: 1 }, idToken: owner })).toMatchObject({ status: 400 })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: owner })).toMatchObject({
      status: 200,
      body: { counted: 2, unreadable: 0, next: null },
    })
    const sales = orders.reduce((sum, { orderId }) => sum + kept(orderOf(orderId)), 0)
    expect(today()).toEqual({ ...before!, salesCents: sales })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: owner })).toMatchObject({ body: { counted: 0, next: null } })
    expect(today()).toMatchObject({ salesCents: sales, orders: 3 })
  })

  it('adds the net sales of orders the first totals counted without them once, and counts nothing else again', async () => {
    const orders = [await paidOrder([shirt('M', 'navy')]), await paidOrder([tent(2)]), await paidOrder([tent()])]
    const before = today()!
    forgetNetSales()
    expect(today()).toEqual({ ...before, salesCents: 0 })
    // A save of one of them adds its net sales after the refund, and changes nothing else but the refund's share.
    const refund = { attemptId: 'refund-attempt-0000000003', amountCents: 300 }
    expect(await call('POST', `/api/admin/orders/${orders[2]!.orderId}/refund`, { body: refund, idToken: owner })).toMatchObject({ status: 200 })
    expect(today()).toEqual({ ...before, salesCents: kept(orderOf(orders[2]!.orderId)) })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: owner })).toMatchObject({ body: { counted: 2, next: null } })
    const sales = orders.reduce((sum, { orderId }) => sum + kept(orderOf(orderId)), 0)
    expect(today()).toEqual({ ...before, salesCents: sales })
    expect(await call('POST', '/api/admin/daily-totals/backfill', { body: {}, idToken: owner })).toMatchObject({ body: { counted: 0, next: null } })
    expect(today()).toEqual({ ...before, salesCents: sales })
  })
})
