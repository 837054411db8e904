// getOrder and withdrawOrder: who may read an order, the success page's own fulfilment, and the withdrawal window.
import { describe, expect, it } from 'vitest'
import { fakeEvent, payFakeSession, stripeFake } from '../../mocks/stripe/state'
import { idToken } from '../../tests/support/id-tokens'
import { call, deliver, documentsIn, orderOf, setClock, shirt, startCheckout, stockLeft } from './test-harness'

const DAY = 24 * 60 * 60 * 1000

async function paidOrder(idTokenOf?: string) {
  const started = await startCheckout([shirt('M', 'navy')], {}, idTokenOf)
  await deliver(fakeEvent('checkout.session.completed', payFakeSession(started.sessionId)))
  return started
}

describe('getOrder', () => {
  it('the success page confirms a payment whose event has not arrived, running the same fulfilment', async () => {
    const { sessionId, orderId } = await startCheckout([shirt('M', 'navy')])
    payFakeSession(sessionId)
    const answer = await call('GET', `/api/orders/${orderId}`, { headers: { 'x-checkout-session': sessionId } })
    expect(answer).toMatchObject({ status: 200, body: { order: { id: orderId, status: 'paid', withdrawal: { open: true } } } })
    expect(answer.body).not.toHaveProperty('order.tokenHash')
    expect(documentsIn('mail')).toHaveLength(1)
    // The event that follows finds the order paid and changes nothing.
    await deliver(fakeEvent('checkout.session.completed', stripeFake().sessions.get(sessionId)))
    expect(documentsIn('mail')).toHaveLength(1)
  })

  it("a guest's token opens the order; a wrong token, no claim or another shopper's account does not", async () => {
    const { orderId, token } = await paidOrder()
    expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).toMatchObject({
      status: 200,
      body: { order: { id: orderId } },
    })
    const refused = { status: 404, body: { error: { code: 'not-found' } } }
    // Another last character, whatever the token's own was.
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': wrong } })).toMatchObject(refused)
    expect(await call('GET', `/api/orders/${orderId}`)).toMatchObject(refused)
    expect(await call('GET', `/api/orders/${orderId}`, { idToken: idToken('mallory', { email: 'guest@example.com' }) })).toMatchObject(refused)
    expect(await call('GET', '/api/orders/no-such-order', { headers: { 'x-order-token': token } })).toMatchObject(refused)
  })

  it("a signed-in shopper reads their own order; another user's order id is not found", async () => {
    const ann = idToken('ann', { email: 'ann@example.com' })
    const { orderId } = await paidOrder(ann)
    expect(await orderOf(orderId)).toMatchObject({ uid: 'ann', email: 'ann@example.com' })
    expect(await call('GET', `/api/orders/${orderId}`, { idToken: ann })).toMatchObject({ status: 200 })
    expect(await call('GET', `/api/orders/${orderId}`, { idToken: idToken('bob', { email: 'bob@example.com' }) })).toMatchObject({ status: 404 })
    expect(await call('GET', `/api/orders/${orderId}`, { idToken: idToken('ann', { expired: true }) })).toMatchObject({ status: 401 })
  })

  it('an order past its hold whose session is still open is expired at Stripe, and its stock goes back', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('XL', 'coral')])
    setClock(new Date(Date.now() + 31 * 60_000))
    expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).toMatchObject({ body: { order: { status: 'expired' } } })
    expect(stripeFake().sessions.get(sessionId)!.status).toBe('expired')
    expect(stockLeft('2', 9, 'XL/coral')).toBe(1)
  })
})

describe('withdrawOrder', () => {
  it('inside the window: withdrawn, stock back, the acknowledgement queued; a signed-in owner needs no token', async () => {
    const ann = idToken('ann', { email: 'ann@example.com' })
    const { orderId } = await paidOrder(ann)
    setClock(new Date(Date.now() + 13 * DAY))
    const answer = await call('POST', `/api/orders/${orderId}/withdraw`, { body: {}, idToken: ann })
    expect(answer).toMatchObject({ status: 200, body: { order: { status: 'withdrawn', withdrawnAt: expect.any(String) } } })
    expect(stockLeft('2', 9, 'M/navy')).toBe(5)
    expect(documentsIn('mail').map((mail) => (mail.message as { subject: string }).subject)).toEqual([
      `Your order ${orderId}`,
      `We received your withdrawal from order ${orderId}`,
    ])
    expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: {}, idToken: ann })).toMatchObject({
      status: 409,
      body: { error: { code: 'not-paid' } },
    })
  })

  it('outside the window it is refused and nothing changes; a guest withdraws with the token only', async () => {
    const { orderId, token } = await paidOrder()
    expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token: 'wrong' } })).toMatchObject({ status: 404 })
    setClock(new Date(Date.now() + 15 * DAY))
    expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })).toMatchObject({
      status: 409,
      body: { error: { code: 'window-closed' } },
    })
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid' })
    expect(stockLeft('2', 9, 'M/navy')).toBe(4)
    setClock(new Date(Date.now() + 14 * DAY - 60_000))
    expect(await call('POST', `/api/orders/${orderId}/withdraw`, { body: { token } })).toMatchObject({ status: 200 })
  })
})
