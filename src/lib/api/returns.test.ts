// The goods of a withdrawal coming back, in the function and the demo alike: Record return (what came back, what goes
// back on sale, the return label taken off) and the shopper's proof of dispatch, each refunding once.
import { describe, expect, it, vi } from 'vitest'
import { ADAPTERS, documentsIn, mailTo, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken } from '../../../tests/support/id-tokens'
import { formatCents } from '../money'

const DAY = 24 * 60 * 60 * 1000
/** The one shirt of the order came back and goes back on sale; nothing is taken off. */
const backOnSale = { lines: [{ line: 0, quantity: 1, resell: 1 }], deductionCents: 0 }

describe.each(ADAPTERS)('returns ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const setClock = adapter.setClock

  async function paidOrder(idTokenOf?: string) {
    const started = await startCheckout([shirt('M', 'navy')], {}, idTokenOf)
    await adapter.pay(started.sessionId)
    return started
  }

  it('of goods with the shopper: the units stay out until the return is recorded, then they go back and the money too', async () => {
    const { orderId, token } = await paidOrder()
    const owner = ownerIdToken('boss')
    expect(await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: 'An Post', trackingNumber: 'CX1IE' }, idToken: owner })).toMatchObject({
      status: 200,
    })
    expect(await call('POST', `/api/admin/orders/${orderId}/deliver`, { body: {}, idToken: owner })).toMatchObject({ status: 200 })
    setClock(new Date(Date.now() + 13 * DAY))
    const answer = await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })
    expect(answer).toMatchObject({ status: 200, body: { order: { status: 'withdrawn' } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    expect(adapter.providerRefunds()).toEqual([])
    // The owner says what came back: a body without it moves nothing.
    expect(await call('POST', `/api/admin/orders/${orderId}/return`, { body: {}, idToken: owner })).toMatchObject({
      status: 400,
      body: { error: { code: 'bad-return' } },
    })
    expect(await call('POST', `/api/admin/orders/${orderId}/return`, { body: backOnSale, idToken: owner })).toMatchObject({
      status: 200,
      body: { order: { status: 'refunded', returnedAt: expect.any(String), returnRecord: { lines: [{ line: 0, quantity: 1, resell: 1 }] } } },
    })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(adapter.providerRefunds()).toHaveLength(1)
    // Pressed again: done, nothing moves, nothing is refunded twice.
    expect(await call('POST', `/api/admin/orders/${orderId}/return`, { body: backOnSale, idToken: owner })).toMatchObject({ status: 200 })
    expect(adapter.providerRefunds()).toHaveLength(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('a return refunds what came back less the return label, and only units on sale go back; the shopper is told the deduction', async () => {
    // It used to refund everything on one press and put every unit back on sale, whatever came back.
    const started = await startCheckout([shirt('M', 'navy', 2)])
    await adapter.pay(started.sessionId)
    const { orderId, token } = started
    const owner = ownerIdToken('boss')
    await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '123' }, idToken: owner })
    await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(3)
    const { totalCents } = orderOf(orderId)
    const oneDamaged = { lines: [{ line: 0, quantity: 2, resell: 1 }], deductionCents: 695 }
    // More than the returns terms allow is refused, and nothing moves.
    expect(await call('POST', `/api/admin/orders/${orderId}/return`, { body: { ...oneDamaged, deductionCents: 1000 }, idToken: owner })).toMatchObject({
      status: 409,
      body: { error: { message: 'The returns terms allow at most $6.95 (the return label) to be taken off.' } },
    })
    expect(adapter.providerRefunds()).toEqual([])
    const answer = await call('POST', `/api/admin/orders/${orderId}/return`, { body: oneDamaged, idToken: owner })
    expect(answer).toMatchObject({ status: 200, body: { order: { status: 'returned', returnRecord: { refundCents: totalCents - 695 } } } })
    expect(adapter.providerRefunds().map((refund) => refund.amountCents)).toEqual([totalCents - 695])
    // One shirt was damaged: one unit back on sale, not two.
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    const refundMail = mailTo('guest@example.com').find((mail) => (mail.message as { subject: string }).subject === `Your refund for order ${orderId}`)
    expect((refundMail?.message as { text: string }).text).toContain('As our returns page says, the return label’s $6.95 is taken off your refund.')
    const view = await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })
    expect(orderOf(orderId).history?.at(-2)?.what).toBe(
      `Recorded the return: 2 × ${orderOf(orderId).lines[0]!.name} (size M, Navy) back, 1 on sale; refund ${formatCents(totalCents - 695)} ($6.95 for the return label taken off)`,
    )
    expect(view.body).toMatchObject({ order: { status: 'returned', returnRecord: { deductionCents: 695 } } })
  })

  it('a return whose refund failed on the way sends it on the next press, once', async () => {
    const { orderId, token } = await paidOrder()
    const owner = ownerIdToken('boss')
    await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '123' }, idToken: owner })
    await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })
    const outage = vi.spyOn(adapter.deps().payments, 'refund').mockRejectedValueOnce(new Error('provider unreachable'))
    try {
      expect((await call('POST', `/api/admin/orders/${orderId}/return`, { body: backOnSale, idToken: owner })).status).toBeGreaterThanOrEqual(500)
    } finally {
      outage.mockRestore()
    }
    expect(orderOf(orderId)).toMatchObject({ status: 'returned', returnRecord: { refundCents: orderOf(orderId).totalCents } })
    // The back office lists it first until the refund goes out.
    const stored = () => (documentsIn('orders') as { id: string; attention?: boolean }[]).find((order) => order.id === orderId)
    expect(stored()?.attention).toBe(true)
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(await call('POST', `/api/admin/orders/${orderId}/return`, { body: backOnSale, idToken: owner })).toMatchObject({
      status: 200,
      body: { order: { status: 'refunded' } },
    })
    expect(stored()?.attention).toBe(false)
    expect(await call('POST', `/api/admin/orders/${orderId}/return`, { body: backOnSale, idToken: owner })).toMatchObject({ status: 200 })
    expect(adapter.providerRefunds()).toHaveLength(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('a withdrawal of shipped goods is refunded once the owner records the shopper’s proof of dispatch; their units come back with the return', async () => {
    const { orderId, token } = await paidOrder()
    const owner = ownerIdToken('boss')
    await call('POST', `/api/admin/orders/${orderId}/ship`, { body: { carrier: 'DHL', trackingNumber: '123' }, idToken: owner })
    await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })
    expect(await call('POST', `/api/admin/orders/${orderId}/proof`, { body: { reference: ' ' }, idToken: owner })).toMatchObject({
      status: 400,
      body: { error: { code: 'bad-proof' } },
    })
    const proved = await call('POST', `/api/admin/orders/${orderId}/proof`, { body: { reference: 'Return parcel JJD0099' }, idToken: owner })
    expect(proved).toMatchObject({ status: 200, body: { order: { status: 'refunded', returnProof: { reference: 'Return parcel JJD0099' } } } })
    expect(adapter.providerRefunds()).toHaveLength(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    expect(orderOf(orderId).history?.map((event) => event.what)).toContain('Recorded proof of dispatch: Return parcel JJD0099')
    // Pressed again: nothing changes. The parcel arrives: the units go back, and nothing is refunded twice.
    expect(await call('POST', `/api/admin/orders/${orderId}/proof`, { body: { reference: 'again' }, idToken: owner })).toMatchObject({ status: 200 })
    expect(await call('POST', `/api/admin/orders/${orderId}/return`, { body: backOnSale, idToken: owner })).toMatchObject({ status: 200 })
    expect(adapter.providerRefunds()).toHaveLength(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('proof of dispatch is refused for goods that never left, and for a shopper', async () => {
    const { orderId, token } = await paidOrder()
    await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })
    expect(await call('POST', `/api/admin/orders/${orderId}/proof`, { body: { reference: 'x' }, idToken: ownerIdToken('boss') })).toMatchObject({
      status: 409,
    })
    expect(await call('POST', `/api/admin/orders/${orderId}/proof`, { body: { reference: 'x' }, idToken: idToken('ann') })).toMatchObject({ status: 403 })
  })
})
