// The demo's /api answers input it cannot serve as the functions do: 413 for a body too large anywhere, 405 with
// Allow for a known path with another method, 400 or 404 for an id no document can have, and the guest's claim
// read from headers, never the query string.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { idToken, ownerIdToken } from '../../tests/support/id-tokens'
import { api, apiResponse, checkout, shirt, startCheckout } from '../../tests/support/shop-api'

afterEach(deleteDemoApps)

const LARGE = JSON.stringify({ token: 'x', pad: 'x'.repeat(65 * 1024) })

describe('bodies and methods', () => {
  it.each(['/checkout', '/orders/some-order/withdraw', '/account/claim-orders'])('answers 413 for a body too large at %s', async (path) => {
    expect(await api(path, { raw: LARGE, idToken: idToken('ann') })).toMatchObject({ status: 413, json: { error: { code: 'body-too-large' } } })
  })

  // Every endpoint reads its body with the functions' one reader: the owner's actions and the payment page too.
  it.each([
    ['/admin/orders/some-order/ship', { idToken: ownerIdToken('boss') }],
    ['/demo-pay/cs_test_x', {}],
  ])('answers 413 for a body too large and 400 for one that is not JSON at %s', async (path, caller) => {
    expect(await api(path, { raw: LARGE, ...caller })).toMatchObject({ status: 413, json: { error: { code: 'body-too-large' } } })
    expect(await api(path, { raw: '{"carrier":', ...caller })).toMatchObject({ status: 400, json: { error: { code: 'malformed' } } })
  })

  it.each([
    ['PUT', '/checkout', 'POST'],
    ['GET', '/checkout', 'POST'],
    ['DELETE', '/orders/abc', 'GET'],
    ['GET', '/orders/abc/withdraw', 'POST'],
    ['PUT', '/demo-pay/cs_test_x', 'GET, POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const answer = await apiResponse(path, { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('Allow')).toBe(allow)
    expect(await answer.json()).toEqual({ error: { code: 'method-not-allowed', message: expect.stringContaining(`answers ${allow} only.`) } })
  })

  it('answers an unknown path 404', async () => {
    expect(await api('/nothing-here')).toMatchObject({ status: 404, json: { error: { code: 'no-route' } } })
  })
})

describe('ids that cannot exist', () => {
  it('refuses a reserved document id in a checkout line before anything is read', async () => {
    expect(await checkout([{ ...shirt('M', 'navy'), collectionId: '__x__' }])).toMatchObject({ status: 400, json: { error: { code: 'bad-line', line: 0 } } })
  })

  it.each([
    ['GET', '/orders/__x__'],
    ['POST', '/orders/__x__/withdraw'],
  ])('answers %s %s 404', async (method, path) => {
    expect(await api(path, { method, ...(method === 'POST' ? { body: {} } : {}) })).toMatchObject({ status: 404, json: { error: { code: 'not-found' } } })
  })
})

it('reads a guest’s order with its token or session in a header, never in the query string', async () => {
  const { orderId, token, sessionId } = await startCheckout([shirt('M', 'navy')])
  expect((await api(`/orders/${orderId}?token=${token}`)).status).toBe(404)
  expect((await api(`/orders/${orderId}?session_id=${sessionId}`)).status).toBe(404)
  expect((await api(`/orders/${orderId}`, { token })).json.order.id).toBe(orderId)
  expect((await api(`/orders/${orderId}`, { sessionId })).status).toBe(200)
})
