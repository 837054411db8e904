import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetGuestOrders, GUEST_ORDERS_KEY, MAX_REMEMBERED_ORDERS, rememberedGuestOrders, rememberGuestOrder } from './remembered-orders'

const order = (n: number) => ({ orderId: `order-${n}`, token: `token-${n}` })

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('remembered guest orders', () => {
  it('remembers each order once, newest last, and forgets the ones asked', () => {
    rememberGuestOrder(order(1))
    rememberGuestOrder(order(2))
    rememberGuestOrder(order(1))
    expect(rememberedGuestOrders()).toEqual([order(2), order(1)])
    forgetGuestOrders(['order-2'])
    expect(rememberedGuestOrders()).toEqual([order(1)])
    forgetGuestOrders(['order-1'])
    expect(localStorage.getItem(GUEST_ORDERS_KEY)).toBeNull()
  })

  it('keeps only the newest orders', () => {
    for (let n = 0; n < MAX_REMEMBERED_ORDERS + 5; n++) rememberGuestOrder(order(n))
    const kept = rememberedGuestOrders()
    expect(kept).toHaveLength(MAX_REMEMBERED_ORDERS)
    expect(kept.at(-1)).toEqual(order(MAX_REMEMBERED_ORDERS + 4))
    expect(kept[0]).toEqual(order(5))
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"orderId":"a","token":"b"}'],
    ['null', 'null'],
  ])('reads a store that is %s as empty, and writes over it', (_, stored) => {
    localStorage.setItem(GUEST_ORDERS_KEY, stored)
    expect(rememberedGuestOrders()).toEqual([])
    rememberGuestOrder(order(1))
    expect(rememberedGuestOrders()).toEqual([order(1)])
  })

  it('drops invalid entries and keeps the valid ones, without their extra fields', () => {
    const stored = [order(1), { orderId: '../x', token: 't' }, { orderId: 'o' }, 7, { ...order(2), extra: true }]
    localStorage.setItem(GUEST_ORDERS_KEY, JSON.stringify(stored))
    expect(rememberedGuestOrders()).toEqual([order(1), order(2)])
  })

  it('carries on when storage refuses to be written', () => {
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => rememberGuestOrder(order(1))).not.toThrow()
    expect(rememberedGuestOrders()).toEqual([])
  })
})
