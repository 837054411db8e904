// What the /api does with input it cannot serve, in the function and the demo alike: one answer for a body too
// large, 405 for a known path with another method, 404 or 400 for an id no document can have, and the guest's claim
// read from headers only.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, shirt, shopOf } from '../../../tests/support/api-adapters'
import { idToken, ownerIdToken } from '../../../tests/support/id-tokens'

const LARGE = JSON.stringify({ token: 'x', pad: 'x'.repeat(65 * 1024) })

describe.each(ADAPTERS)('input the /api cannot serve ($name)', (adapter) => {
  const { call, checkout, startCheckout } = shopOf(adapter)

  describe('bodies and methods', () => {
    it.each([['/api/checkout'], ['/api/orders/some-order/withdraw'], ['/api/account/claim-orders']])('answers 413 for a body too large at %s', async (path) => {
      expect(await call('POST', path, { raw: LARGE, idToken: idToken('ann') })).toMatchObject({ status: 413, body: { error: { code: 'body-too-large' } } })
    })

    it('reads the owner’s actions with the same reader: 413 for a body too large, 400 for one that is not JSON', async () => {
      const owner = { idToken: ownerIdToken('boss') }
      expect(await call('POST', '/api/admin/orders/some-order/ship', { raw: LARGE, ...owner })).toMatchObject({
        status: 413,
        body: { error: { code: 'body-too-large' } },
      })
      expect(await call('POST', '/api/admin/orders/some-order/ship', { raw: '{"carrier":', ...owner })).toMatchObject({
        status: 400,
        body: { error: { code: 'malformed' } },
      })
    })

    it.each([
      ['PUT', '/api/checkout', 'POST'],
      ['GET', '/api/checkout', 'POST'],
      ['DELETE', '/api/orders/abc', 'GET'],
      ['GET', '/api/orders/abc/withdraw', 'POST'],
      ['GET', '/api/stripe-webhook', 'POST'],
    ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
      const answer = await call(method, path)
      expect(answer).toMatchObject({ status: 405, headers: { Allow: allow }, body: { error: { code: 'method-not-allowed', message: expect.any(String) } } })
    })

    it('answers an unknown path 404', async () => {
      expect(await call('GET', '/api/nothing-here')).toMatchObject({ status: 404, body: { error: { code: 'no-route' } } })
    })
  })

  describe('ids that cannot exist', () => {
    it('refuses a reserved Firestore id in a checkout line or as the attempt, before anything is read', async () => {
      expect(await checkout([{ ...shirt('M', 'navy'), collectionId: '__x__' }])).toMatchObject({ status: 400, body: { error: { code: 'bad-line', line: 0 } } })
      expect(await checkout([shirt('M', 'navy')], { attemptId: '__attempt-00000001__' })).toMatchObject({
        status: 400,
        body: { error: { code: 'bad-attempt' } },
      })
    })

    it.each([
      ['GET', '/api/orders/__x__'],
      ['POST', '/api/orders/__x__/withdraw'],
      ['GET', '/api/orders/a%2Fb'],
    ])('answers %s %s 404', async (method, path) => {
      expect(await call(method, path, { body: method === 'POST' ? {} : undefined })).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } })
    })

    it('reads no order for a claim under a reserved id: the claim is malformed', async () => {
      const answer = await call('POST', '/api/account/claim-orders', { body: { orders: [{ orderId: '__x__', token: 't' }] }, idToken: idToken('ann') })
      expect(answer).toMatchObject({ status: 400, body: { error: { code: 'malformed' } } })
    })
  })

  describe('the guest’s claim travels in headers', () => {
    it('reads the order with X-Order-Token or X-Checkout-Session, never with the query string', async () => {
      const { orderId, token, sessionId } = await startCheckout([shirt('M', 'navy')])
      expect(await call('GET', `/api/orders/${orderId}?${new URLSearchParams({ token })}`)).toMatchObject({ status: 404 })
      expect(await call('GET', `/api/orders/${orderId}?${new URLSearchParams({ session_id: sessionId })}`)).toMatchObject({ status: 404 })
      expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-order-token': token } })).toMatchObject({
        status: 200,
        body: { order: { id: orderId } },
      })
      expect(await call('GET', `/api/orders/${orderId}`, { headers: { 'x-checkout-session': sessionId } })).toMatchObject({ status: 200 })
    })
  })
})
