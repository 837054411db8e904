// The owner's reason for a refund (the whole order, an amount, chosen lines) or a cancellation: stored with it, also
// when the provider's event recorded the refund first, mailed and shown to the shopper, and in the back office
// history; a reason too long is refused before any money moves.
import { describe, expect, it, vi } from 'vitest'
import { ownerIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, mailTo, orderOf, shirt, shopOf } from '../../../tests/support/api-adapters'
import { handlePaymentEvent } from './payment-events'

let attempts = 0
const newAttemptId = () => `attempt-reason-${String(++attempts).padStart(9, '0')}`
const REASON = 'The navy dye ran: sorry about that'

describe.each(ADAPTERS)('reasons given to the shopper ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  async function paidOrder() {
    const started = await startCheckout([shirt('M', 'navy', 2)])
    await adapter.pay(started.sessionId)
    return started
  }
  const owner = ownerIdToken('boss', 'boss@example.com')
  const act = (orderId: string, action: string, body: object) => call('POST', `/api/admin/orders/${orderId}/${action}`, { body, idToken: owner })
  const shopperView = async (orderId: string, token: string) =>
    (await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).body as { order: Record<string, unknown> }

  it('an amount refunded with a reason: stored with the refund, mailed, shown to the shopper and in the history', async () => {
    const { orderId, token } = await paidOrder()
    expect(await act(orderId, 'refund', { attemptId: newAttemptId(), amountCents: 1000, reason: `  ${REASON} ` })).toMatchObject({ status: 200 })
    expect(orderOf(orderId).refunds).toEqual([expect.objectContaining({ amountCents: 1000, reason: REASON })])
    expect(orderOf(orderId).history!.at(-1)).toMatchObject({ by: 'boss@example.com', what: `Refunded $10. Reason given to the shopper: “${REASON}”` })
    expect(mailTo('guest@example.com').at(-1)).toMatchObject({
      message: { subject: `Your refund for order ${orderId}`, text: expect.stringContaining(`Reason: ${REASON}`) },
    })
    expect((await shopperView(orderId, token)).order.refunds).toEqual([expect.objectContaining({ amountCents: 1000, reason: REASON })])
  })

  it('chosen lines refunded with a reason keep it on the refund the shopper sees', async () => {
    const { orderId, token } = await paidOrder()
    const press = { attemptId: newAttemptId(), lines: [{ line: 0, quantity: 1 }], restock: false, reason: REASON }
    expect(await act(orderId, 'refund', press)).toMatchObject({ status: 200 })
    expect((await shopperView(orderId, token)).order.refunds).toEqual([expect.objectContaining({ amountCents: 2499, reason: REASON })])
    expect(mailTo('guest@example.com').at(-1)).toMatchObject({ message: { text: expect.stringContaining(`Reason: ${REASON}`) } })
    expect(orderOf(orderId).history!.at(-1)!.what).toContain(`Reason given to the shopper: “${REASON}”`)
  })

  it('the provider’s event (refund.created) records the shop’s refund first: the reason is kept all the same', async () => {
    const { orderId, token } = await paidOrder()
    const deps = adapter.deps()
    const send = deps.payments.refund.bind(deps.payments)
    const spy = vi.spyOn(deps.payments, 'refund').mockImplementation(async (request) => {
      const refund = await send(request)
      expect(await handlePaymentEvent(deps, { id: `evt_${refund.id}`, type: 'refund.created', at: refund.at, refund })).toBe('recorded')
      return refund
    })
    try {
      expect(await act(orderId, 'refund', { attemptId: newAttemptId(), reason: REASON })).toMatchObject({ status: 200 })
    } finally {
      spy.mockRestore()
    }
    expect(orderOf(orderId)).toMatchObject({ status: 'refunded', refunds: [expect.objectContaining({ reason: REASON })] })
    expect(orderOf(orderId).history!.at(-1)!.what).toContain(REASON)
    expect((await shopperView(orderId, token)).order.refunds).toEqual([expect.objectContaining({ reason: REASON })])
  })

  it('a cancellation with a reason: on the order the shopper reads and in the history', async () => {
    const { orderId, token } = await startCheckout([shirt('M', 'navy')])
    expect(await act(orderId, 'cancel', { reason: 'We could not reach you about the address' })).toMatchObject({ status: 200 })
    expect(orderOf(orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'We could not reach you about the address' })
    expect(orderOf(orderId).history!.at(-1)!.what).toBe('Cancelled. Reason given to the shopper: “We could not reach you about the address”')
    expect((await shopperView(orderId, token)).order).toMatchObject({ cancelReason: 'We could not reach you about the address' })
  })

  it('a reason longer than 200 characters is refused, and no money moves', async () => {
    const { orderId } = await paidOrder()
    const long = 'x'.repeat(201)
    expect(await act(orderId, 'refund', { attemptId: newAttemptId(), reason: long })).toMatchObject({ status: 400, body: { error: { code: 'bad-reason' } } })
    expect(await act(orderId, 'cancel', { reason: long })).toMatchObject({ status: 400, body: { error: { code: 'bad-reason' } } })
    expect(adapter.providerRefunds()).toEqual([])
    expect(orderOf(orderId).refunds).toBeUndefined()
  })
})
