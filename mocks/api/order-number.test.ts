// The demo's new orders take numbers no order has yet: the check and the write are one step, so none is overwritten.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { shirt, startCheckout } from '../../tests/support/shop-api'
import { readOrder } from '../../tests/support/demo-orders'

const numbers = vi.hoisted(() => ['7KQ2M9XH4D', '7KQ2M9XH4D', 'R3WZ8PN5EA'])
vi.mock('../../src/lib/orders/order-number', () => ({ newOrderNumber: () => numbers.shift() }))

afterEach(() => deleteDemoApps())

describe('the order number in the demo', () => {
  it('is the order’s id, and a number already taken is passed over', async () => {
    const first = await startCheckout([shirt('M', 'navy')], { email: 'first@example.com' })
    const second = await startCheckout([shirt('M', 'navy')], { email: 'second@example.com' })
    expect([first.orderId, second.orderId]).toEqual(['7KQ2M9XH4D', 'R3WZ8PN5EA'])
    expect(readOrder('7KQ2M9XH4D')).toMatchObject({ email: 'first@example.com', sessionId: first.sessionId })
  })
})
