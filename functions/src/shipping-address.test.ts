// The shipping address of a paid order, from the session a signed webhook event brings, in the shape of the API
// version the event was made for.
import { describe, expect, it } from 'vitest'
import { fakeEvent, payFakeSession } from '../../mocks/stripe/state'
import { call, deliver, shirt, startCheckout } from './test-harness'

const shippingDetails = (name: string, city: string) => ({
  name,
  address: { line1: '7 Quay Street', line2: 'Flat 2', city, postal_code: 'T12 X3Y', country: 'IE', state: null },
})

/** A payment event for an endpoint pinned to API version 2025-02-24: the address at the top level of the session. */
function earlierCompletedEvent(sessionId: string, collected: ReturnType<typeof shippingDetails> | null) {
  const session = { ...payFakeSession(sessionId), collected_information: collected && { shipping_details: collected } }
  const event = fakeEvent('checkout.session.completed', { ...session, shipping_details: shippingDetails('Brid Shopper', 'Cork') })
  return { ...event, api_version: '2025-02-24.acacia' }
}

/** The order as its guest sees it through their private link. */
async function guestOrder(orderId: string, token: string) {
  const answer = await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })
  return (answer.body as { order: Record<string, unknown> }).order
}

describe('the shipping address of a paid order', () => {
  it('is read from the top level of the session in an event of an API version before 2025-03-31', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy')])
    expect((await deliver(earlierCompletedEvent(sessionId, null))).body).toEqual({ received: true, outcome: 'paid' })
    expect(await guestOrder(orderId, token)).toMatchObject({
      status: 'paid',
      shippingAddress: { name: 'Brid Shopper', line1: '7 Quay Street', line2: 'Flat 2', city: 'Cork', postalCode: 'T12 X3Y', country: 'IE' },
    })
  })

  it('is the one under collected_information when the session has both', async () => {
    const { sessionId, orderId, token } = await startCheckout([shirt('M', 'navy')])
    await deliver(earlierCompletedEvent(sessionId, shippingDetails('Ada Shopper', 'Galway')))
    expect(await guestOrder(orderId, token)).toMatchObject({ status: 'paid', shippingAddress: { name: 'Ada Shopper', city: 'Galway' } })
  })
})
