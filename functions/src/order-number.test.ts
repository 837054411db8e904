// A new order's id is its number, written with a create-if-absent write: should a number come up twice, the second
// checkout fails and the first order stays as it was.
import { describe, expect, it, vi } from 'vitest'
import { ORDER_NUMBER_LENGTH } from '../../src/lib/orders/order-number'
import { checkout, orderOf, shirt, startCheckout, stockLeft } from './test-harness'

describe('the order number', () => {
  it('is the order’s id, and a number that comes up again fails the checkout rather than overwrite the order', async () => {
    // The random source repeats itself for order numbers (and only for them): every draw is the same number.
    const random = crypto.getRandomValues.bind(crypto)
    const repeating = (array: ArrayBufferView) => {
      if (array instanceof Uint8Array && array.length === ORDER_NUMBER_LENGTH) array.fill(9)
      else random(array)
      return array
    }
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(repeating as typeof crypto.getRandomValues)
    const first = await startCheckout([shirt('M', 'navy')], { email: 'first@example.com' })
    expect(first.orderId).toBe('9999999999')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const second = await checkout([shirt('M', 'navy', 2)], { email: 'second@example.com' })
    vi.restoreAllMocks()
    expect(second.status).toBe(503)
    expect(logged).toHaveBeenCalledWith('POST /api/checkout failed', expect.objectContaining({ message: expect.stringContaining('already exists') }))
    expect(await orderOf('9999999999')).toMatchObject({ email: 'first@example.com', lines: [{ quantity: 1 }], sessionId: first.sessionId })
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
  }, 30_000)
})
