// The /api's one table of routes: each route named once, a path no pattern matches answered 404 (never handed to
// a route that happens to be near it), a known path asked with another method answered 405 with the methods it
// has, the routes on one order refusing an id no order can have, and the routes that skip App Check reached
// without a token, in the function and the demo alike.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, shopOf } from '../../../tests/support/api-adapters'
import { ownerIdToken } from '../../../tests/support/id-tokens'
import { ROUTES } from './router'

describe('the table of routes', () => {
  it('names each route once, and gives no path and method two routes', () => {
    const names = ROUTES.map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
    const paths = ROUTES.map((route) => `${route.method} ${String(route.pattern)}`)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('skips App Check only for the provider’s webhook, the going-live check and the speed beacon', () => {
    expect(ROUTES.filter((route) => route.open).map((route) => route.name)).toEqual(['webhook', 'address', 'vitals'])
  })
})

describe.each(ADAPTERS)('the /api’s routes ($name)', (adapter) => {
  const { call } = shopOf(adapter)
  const owner = { idToken: ownerIdToken('boss') }
  /** A call with an empty JSON body where the method may carry one, as the owner. */
  const ask = (method: string, path: string) => call(method, path, { body: method === 'GET' ? undefined : {}, ...owner })

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/orders/abc/bogus'],
    ['POST', '/api/orders/abc/withdraw/again'],
    ['GET', '/api/orders/abc/'],
    ['POST', '/api/admin/orders/abc/bogus'],
    ['POST', '/api/admin/promotions/SPRING/bogus'],
    ['POST', '/api/admin/reviews/abc/bogus'],
  ])('answers %s %s 404: no route, and no handler is asked', async (method, path) => {
    expect(await ask(method, path)).toMatchObject({
      status: 404,
      body: { error: { code: 'no-route', message: `No ${method} ${path.replace(/^\/api/, '')}.` } },
    })
  })

  it.each([
    ['PUT', '/api/admin/staff', 'GET, POST'],
    ['DELETE', '/api/orders/abc/reviews', 'POST, GET'],
    ['GET', '/api/admin/orders/abc/ship', 'POST'],
    ['POST', '/api/client-address', 'GET'],
  ])('answers %s %s 405 with Allow: %s', async (method, path, allow) => {
    expect(await ask(method, path)).toMatchObject({
      status: 405,
      headers: { Allow: allow },
      body: { error: { code: 'method-not-allowed', message: `${path.replace(/^\/api/, '')} answers ${allow} only.` } },
    })
  })

  it.each([
    ['POST', '/api/orders/__x__/cancel'],
    ['POST', '/api/orders/__x__/reviews'],
    ['GET', '/api/orders/__x__/reviews'],
    ['POST', '/api/admin/orders/__x__/ship'],
  ])('answers %s %s, an id no order can have, 404: no such order', async (method, path) => {
    expect(await ask(method, path)).toMatchObject({
      status: 404,
      body: { error: { code: 'not-found' } },
    })
  })

  it('asks for App Check on every route but the open ones, before the handler', async () => {
    expect(await call('POST', '/api/checkout', { body: {}, appCheck: null })).toMatchObject({ status: 401, body: { error: { code: 'app-check' } } })
    expect(await call('GET', '/api/orders/__x__', { appCheck: null })).toMatchObject({ status: 401, body: { error: { code: 'app-check' } } })
    expect((await call('GET', '/api/client-address', { appCheck: null })).status).toBe(200)
  })

  it('answers a route called directly, without the /api of the Hosting rewrite, alike', async () => {
    expect(await call('GET', '/nothing-here')).toMatchObject({ status: 404, body: { error: { code: 'no-route', message: 'No GET /nothing-here.' } } })
    expect(await call('GET', '/checkout')).toMatchObject({ status: 405, headers: { Allow: 'POST' } })
  })
})
