import { describe, expect, it } from 'vitest'
import { addFigures, figuresChange, noFigures, orderFigures, readDayTotals, shardOf, sumByDay, TOTALS_SHARDS } from './daily-totals'
import { paidOrder, pendingOrder } from '../../../tests/support/order-fixture'

const shirt = { '2_9': { units: 2, name: 'Crew Neck T-Shirt' } }

describe('orderFigures', () => {
  it('counts a paid order on the shop’s day of its payment, with its goods’ share of what is left after refunds that did not fail', () => {
    // 23:30 UTC on 1 November is already 2 November in Berlin.
    const order = paidOrder({
      paidAt: '2026-11-01T23:30:00.000Z',
      refunds: [
        { id: 're_1', amountCents: 1000, at: '2026-11-03T10:00:00.000Z' },
        { id: 're_2', amountCents: 300, at: '2026-11-03T11:00:00.000Z', failedAt: '2026-11-03T12:00:00.000Z' },
      ],
      returnRecord: { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0, refundCents: 0, at: '2026-11-03T10:00:00.000Z' },
    })
    // $49.98 of goods and $4.95 of shipping paid $54.93; $44.93 of it stays, of which the goods' share is $40.88.
    expect(orderFigures(order)).toEqual({ day: '2026-11-02', figures: { salesCents: 4088, orders: 1, units: 2, returnedUnits: 1, items: shirt } })
  })

  it('counts nothing for an order never paid', () => {
    expect(orderFigures(pendingOrder())).toBeNull()
    expect(orderFigures(pendingOrder({ status: 'expired' }))).toBeNull()
  })

  it('adds two lines of one item together', () => {
    const line = paidOrder().lines[0]!
    expect(orderFigures(paidOrder({ lines: [line, { ...line, size: 'L', quantity: 3 }] }))?.figures.items).toEqual({ '2_9': { units: 5, name: line.name } })
  })
})

describe('figuresChange', () => {
  it('adds a newly paid order whole, without its shipping, and a refund as what it takes off the goods', () => {
    const paid = paidOrder()
    expect(figuresChange(pendingOrder(), paid)).toEqual([
      { day: '2026-11-01', change: { salesCents: 4998, orders: 1, units: 2, returnedUnits: 0, items: shirt } },
    ])
    const refunded = paidOrder({ refunds: [{ id: 're_1', amountCents: 500, at: '2026-11-05T10:00:00.000Z' }] })
    expect(figuresChange(paid, refunded)).toEqual([
      { day: '2026-11-01', change: { salesCents: -455, orders: 0, units: 0, returnedUnits: 0, items: { '2_9': { units: 0, name: 'Crew Neck T-Shirt' } } } },
    ])
  })

  it('changes nothing when the save changes nothing that counts: the same save again, or a shipment', () => {
    const paid = paidOrder()
    expect(figuresChange(paid, paid)).toEqual([])
    expect(figuresChange(paid, { ...paid, status: 'shipped', shippedAt: '2026-11-02T10:00:00.000Z' })).toEqual([])
    expect(figuresChange(pendingOrder(), pendingOrder({ status: 'cancelled' }))).toEqual([])
  })

  it('adds only the net sales of an order counted before the totals kept them', () => {
    const paid = paidOrder()
    const nothingButSales = { salesCents: 4998, orders: 0, units: 0, returnedUnits: 0, items: { '2_9': { units: 0, name: 'Crew Neck T-Shirt' } } }
    expect(figuresChange(paid, paid, { beforeSales: false })).toEqual([{ day: '2026-11-01', change: nothingButSales }])
  })
})

describe('reading the stored shards', () => {
  it('sums the shards of each day, and leaves out what it cannot read', () => {
    const days = sumByDay([
      { day: '2026-11-01', salesCents: 100, orders: 1, units: 2, returnedUnits: 0, items: { '2_9': { units: 2, name: 'Shirt' } } },
      { day: '2026-11-01', salesCents: 50, orders: 1, units: 1, items: { '2_9': { units: 1, name: 'Shirt' }, '5_34': { units: 0, name: 'Tent' } } },
      { day: '2026-11-02', salesCents: -20 },
      { day: 'yesterday', salesCents: 1 },
      { day: '2026-11-03', salesCents: 1.5 },
      null,
    ])
    expect([...days.keys()]).toEqual(['2026-11-01', '2026-11-02'])
    expect(days.get('2026-11-01')).toEqual({
      salesCents: 150,
      orders: 2,
      units: 3,
      returnedUnits: 0,
      items: { '2_9': { units: 3, name: 'Shirt' }, '5_34': { units: 0, name: 'Tent' } },
    })
    expect(days.get('2026-11-02')).toEqual({ ...noFigures(), salesCents: -20 })
    expect(readDayTotals({ salesCents: 1 })).toBeNull()
  })

  it('subtracts as it adds', () => {
    const one = { salesCents: 10, orders: 1, units: 1, returnedUnits: 0, items: shirt }
    expect(addFigures(addFigures(noFigures(), one), one, -1)).toEqual({ ...noFigures(), items: { '2_9': { units: 0, name: 'Crew Neck T-Shirt' } } })
  })
})

describe('shardOf', () => {
  it('always sends an order to the same shard, and orders to every shard', () => {
    expect(shardOf('order-1')).toBe(shardOf('order-1'))
    const used = new Set(Array.from({ length: 200 }, (_, index) => shardOf(`order-${index}`)))
    expect(used.size).toBe(TOTALS_SHARDS)
  })
})
