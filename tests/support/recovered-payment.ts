// The shopper follows an expired checkout's recovery link and pays, at each adapter's provider: the provider makes a
// new session of the same cart naming the expired one, without the shop's metadata, and the shop hears of its payment.
import { deliverEvent } from '../../mocks/api/demo-payments'
import { fakeEvent, payFakeSession, recoverFakeSession } from '../../mocks/stripe/state'
import { mockState } from '../../mocks/state'
import { deliver } from '../../functions/src/harness'
import { readOrder } from '../../src/lib/api/order-store'
import { orderTax } from '../../src/lib/orders/tax'
import { SHOP_MONEY } from '../../src/lib/money'
import type { ApiAdapter } from './api-adapters'
import { shippingChoice } from './shop-api'

/**
 * Pays through the recovery link of the expired session (standard shipping to Ireland): the webhook's outcome, or
 * none yet (`quiet`: the provider's event has not come).
 */
export async function payRecovered(adapter: ApiAdapter, expiredSessionId: string, quiet = false): Promise<{ outcome: string; sessionId: string }> {
  if (adapter.name === 'functions') {
    const paid = payFakeSession(recoverFakeSession(expiredSessionId).id)
    if (quiet) return { outcome: 'not told', sessionId: paid.id }
    const answer = await deliver(fakeEvent('checkout.session.completed', paid))
    return { outcome: (answer.body as { outcome: string }).outcome, sessionId: paid.id }
  }
  const expired = mockState().checkoutSessions[expiredSessionId]!
  const order = (await readOrder(adapter.deps().store, expired.orderId))!
  const rate = order.shipping!.rates[0]!
  const { key: _key, refunds: _refunds, ...copied } = expired
  const session = {
    ...copied,
    id: `${expiredSessionId}_recovered`,
    status: 'complete' as const,
    paymentStatus: 'paid' as const,
    paymentId: `pi_demo_${expiredSessionId}_recovered`,
    metadata: {},
    recoveredFrom: expiredSessionId,
    shipping: { rateId: rate.id, cents: rate.cents, address: shippingChoice.shippingAddress, tax: orderTax(SHOP_MONEY.taxMode, order.lines, rate.cents, 'IE') },
  }
  mockState().checkoutSessions[session.id] = session
  if (quiet) return { outcome: 'not told', sessionId: session.id }
  return { outcome: await deliverEvent(adapter.deps(), session, 'checkout.session.completed'), sessionId: session.id }
}
