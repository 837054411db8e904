// A payment through the recovery link of an order that expired unpaid, over both adapters: the sale is taken when
// the order's units, prices and code still hold (the order paid again, its units and its code's use taken again, an
// invoice, the mails of a payment); otherwise it is refunded, and the shopper is told why and the owner alerted.
import { describe, expect, it, vi } from 'vitest'
import { ADAPTERS, documentsIn, mailTo, orderOf, shirt, shopOf, stockLeft, storedDocument } from '../../../tests/support/api-adapters'
import { ownerIdToken } from '../../../tests/support/id-tokens'
import { payRecovered } from '../../../tests/support/recovered-payment'

const DAY = 24 * 3600_000
const owner = ownerIdToken('boss', 'boss@example.com')
const subjects = (email: string) => mailTo(email).map((mail) => (mail.message as { subject: string }).subject)
const textTo = (email: string) => mailTo(email).map((mail) => (mail.message as { text: string }).text)

describe.each(ADAPTERS)('a payment through the recovery link ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const addCode = (maxRedemptions: number | null = null) =>
    call('POST', '/api/admin/promotions', {
      idToken: owner,
      body: {
        code: 'FIVE-OFF',
        kind: 'fixed',
        amountOffCents: 500,
        minSubtotalCents: 0,
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
        maxRedemptions,
      },
    })
  const counts = () => {
    const { redemptions, held, revenueCents, discountCents } = storedDocument('promotions/FIVE-OFF')
    return { redemptions, held, revenueCents, discountCents }
  }
  const expiredCheckout = async (lines: unknown[], extra: Record<string, unknown>) => {
    const started = await startCheckout(lines, extra)
    await adapter.expire(started.sessionId)
    expect(orderOf(started.orderId)).toMatchObject({ status: 'expired' })
    return started
  }

  it('takes the sale: the order paid again with its units, its code’s use, an invoice and the mails of a payment', async () => {
    await addCode()
    const { sessionId, orderId } = await expiredCheckout([shirt('M', 'navy', 2)], { email: 'back@example.com', promotionCode: 'FIVE-OFF' })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(counts()).toEqual({ redemptions: 0, held: 0, revenueCents: 0, discountCents: 0 })

    const recovered = await payRecovered(adapter, sessionId)
    expect(recovered.outcome).toBe('revived')
    expect(orderOf(orderId)).toMatchObject({
      status: 'paid',
      recoveredSessionId: recovered.sessionId,
      discountCents: 500,
      totalCents: 4998 - 500 + 495,
      invoice: { number: expect.any(String) },
      history: [{ what: 'Paid through the recovery link of its expired checkout', from: 'expired', to: 'paid' }],
    })
    expect(stockLeft('2', 9, 'M/navy')).toBe(3)
    expect(counts()).toEqual({ redemptions: 1, held: 0, revenueCents: 4498, discountCents: 500 })
    expect(documentsIn('promotionUses')).toEqual([expect.objectContaining({ orderId, state: 'redeemed' })])
    expect(subjects('back@example.com')).toEqual([`Your order ${orderId}`])
    expect(subjects('owner@shop.test')).toHaveLength(1)
    expect(adapter.providerRefunds()).toEqual([])
  })

  it('refunds it when the code was used up meanwhile, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await addCode(1)
    const { sessionId, orderId } = await expiredCheckout([shirt('M', 'navy')], { email: 'late@example.com', promotionCode: 'FIVE-OFF' })
    const quicker = await startCheckout([shirt('S', 'navy')], { email: 'quick@example.com', promotionCode: 'FIVE-OFF' })
    await adapter.pay(quicker.sessionId)

    expect((await payRecovered(adapter, sessionId)).outcome).toBe('refunded-recovery')
    const reason = 'The code FIVE-OFF no longer applies: This code has been used up.'
    expect(orderOf(orderId)).toMatchObject({ status: 'expired', recoveryRefund: { reason } })
    expect(adapter.providerRefunds()).toEqual([{ paymentId: expect.any(String), amountCents: 2499 - 500 + 495 }])
    expect(textTo('late@example.com')).toEqual([expect.stringContaining(`We could not take the order as it was: ${reason}`)])
    expect(subjects('owner@shop.test')).toContain(`Refunded: a late payment for expired order ${orderId}`)
    expect(counts()).toMatchObject({ redemptions: 1, held: 0 })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('refunds it when the price changed since the checkout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sessionId, orderId } = await expiredCheckout([shirt('M', 'navy')], { email: 'priced@example.com' })
    const edit = { attemptId: 'attempt-recovered-price-0001', revision: 0, changes: { price: 30 } }
    expect(await call('POST', '/api/admin/items/2/9', { body: edit, idToken: owner })).toMatchObject({ status: 200 })

    expect((await payRecovered(adapter, sessionId)).outcome).toBe('refunded-recovery')
    const reason = 'The price of Classic Crew Neck T-Shirt is now $30, not the $24.99 of your order.'
    expect(orderOf(orderId)).toMatchObject({ status: 'expired', recoveryRefund: { reason } })
    expect(textTo('priced@example.com')).toEqual([expect.stringContaining(reason)])
    expect(adapter.providerRefunds()).toHaveLength(1)
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('takes the sale when the shopper is back on the success page before the provider’s event, once', async () => {
    const { sessionId, orderId, token } = await expiredCheckout([shirt('M', 'navy')], { email: 'early@example.com' })
    const recovered = await payRecovered(adapter, sessionId, true)
    const read = () => call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token, 'x-checkout-session': recovered.sessionId } })
    expect(await read()).toMatchObject({ status: 200, body: { order: { status: 'paid', recoveredSessionId: recovered.sessionId } } })
    expect(await read()).toMatchObject({ status: 200, body: { order: { status: 'paid' } } })
    expect(subjects('early@example.com')).toEqual([`Your order ${orderId}`])
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
  })
})
