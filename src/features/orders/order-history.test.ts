import { Timestamp } from 'firebase/firestore/lite'
import { describe, expect, it } from 'vitest'
import { toOrderHistory } from './order-history'

const stored = { status: 'paid', totalCents: 2994, createdAt: Timestamp.fromDate(new Date('2026-06-20T10:00:00Z')), uid: 'ann', lines: [] }

describe('toOrderHistory', () => {
  it('keeps what a row shows, with the time as a Date, in the given order', () => {
    const history = toOrderHistory([
      { id: 'b', data: stored },
      { id: 'a', data: { ...stored, status: 'withdrawn', createdAt: '2026-06-19T10:00:00.000Z' } },
    ])
    expect(history).toEqual({
      orders: [
        { id: 'b', status: 'paid', totalCents: 2994, createdAt: new Date('2026-06-20T10:00:00Z') },
        { id: 'a', status: 'withdrawn', totalCents: 2994, createdAt: new Date('2026-06-19T10:00:00Z') },
      ],
      unreadable: 0,
    })
  })

  it('leaves out and counts documents that do not fit', () => {
    const history = toOrderHistory([
      { id: 'ok', data: stored },
      { id: 'status', data: { ...stored, status: 'shipped-to-mars' } },
      { id: 'total', data: { ...stored, totalCents: '29.94' } },
      { id: 'negative', data: { ...stored, totalCents: -1 } },
      { id: 'time', data: { ...stored, createdAt: 'yesterday' } },
      { id: 'missing', data: { status: 'paid' } },
      { id: 'null', data: null },
    ])
    expect(history.orders.map((order) => order.id)).toEqual(['ok'])
    expect(history.unreadable).toBe(6)
  })
})
