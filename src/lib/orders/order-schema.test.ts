import { describe, expect, it } from 'vitest'
import { readStoredOrder } from './order-schema'
import { pendingOrder } from '../../../tests/support/order-fixture'

describe('readStoredOrder', () => {
  it('reads an order as the order code stores it', () => {
    const order = pendingOrder()
    expect(readStoredOrder(order.id, JSON.parse(JSON.stringify(order)))).toEqual(order)
  })

  it('names the document and the fields of one it cannot read, rather than handing it on', () => {
    const { tokenHash: _hash, ...order } = pendingOrder()
    const edited = { ...order, status: 'lost', lines: [{ ...order.lines[0], quantity: 'two' }] }
    expect(() => readStoredOrder('KQ2M9XH4D7', edited)).toThrow('orders/KQ2M9XH4D7 is not an order the shop can read: status, lines.0.quantity, tokenHash')
    expect(() => readStoredOrder('KQ2M9XH4D7', null)).toThrow('orders/KQ2M9XH4D7 is not an order the shop can read: (the document)')
  })
})
