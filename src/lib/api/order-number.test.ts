// A new order's id is its number, written with a create-if-absent write: a number that comes up again is passed
// over, and one that keeps coming up fails the checkout; no order is ever overwritten.
import { describe, expect, it, vi } from 'vitest'
import { ADAPTERS, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { ORDER_NUMBER_LENGTH } from '../orders/order-number'

/** The random source for order numbers (and only for them) gives `numbers`' digits, the last one for good. */
function drawNumbers(...digits: number[]) {
  const random = crypto.getRandomValues.bind(crypto)
  const draw = (array: ArrayBufferView) => {
    if (array instanceof Uint8Array && array.length === ORDER_NUMBER_LENGTH) array.fill(digits.length > 1 ? digits.shift()! : digits[0]!)
    else random(array)
    return array
  }
  vi.spyOn(crypto, 'getRandomValues').mockImplementation(draw as typeof crypto.getRandomValues)
}

describe.each(ADAPTERS)('the order number ($name)', (adapter) => {
  const { checkout, startCheckout } = shopOf(adapter)

  it('is the order’s id, and a number already taken is passed over', async () => {
    drawNumbers(9, 9, 8)
    const first = await startCheckout([shirt('M', 'navy')], { email: 'first@example.com' })
    const second = await startCheckout([shirt('M', 'navy')], { email: 'second@example.com' })
    vi.restoreAllMocks()
    expect([first.orderId, second.orderId]).toEqual(['9999999999', '8888888888'])
    expect(orderOf('9999999999')).toMatchObject({ email: 'first@example.com', sessionId: first.sessionId })
  })

  it('fails the checkout rather than overwrite the order when the same number keeps coming up', async () => {
    drawNumbers(9)
    const first = await startCheckout([shirt('M', 'navy')], { email: 'first@example.com' })
    expect(first.orderId).toBe('9999999999')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const second = await checkout([shirt('M', 'navy', 2)], { email: 'second@example.com' })
    vi.restoreAllMocks()
    expect(second.status).toBe(503)
    expect(logged).toHaveBeenCalledWith('POST /api/checkout failed', expect.objectContaining({ message: expect.stringContaining('already exists') }))
    expect(orderOf('9999999999')).toMatchObject({ email: 'first@example.com', lines: [{ quantity: 1 }], sessionId: first.sessionId })
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
  }, 30_000)
})
