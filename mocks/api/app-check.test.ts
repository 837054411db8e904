// What only the demo has: its App Check exchange, which gives tokens for the demo's own debug token and no other,
// and its stand-ins for the payment provider's page and the mail provider, which ask for none (the /api's own
// refusals are in src/lib/api/abuse.test.ts, over both adapters).
import { afterEach, expect, it } from 'vitest'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { api, demoAppCheckToken } from '../../tests/support/shop-api'

afterEach(deleteDemoApps)

it('exchanges only the demo’s debug token', async () => {
  expect(await demoAppCheckToken()).toEqual(expect.any(String))
  expect(await demoAppCheckToken('00000000-0000-4000-8000-000000000000')).toBeNull()
})

it('asks no token of the demo’s own payment page and outbox, and one of every shop route', async () => {
  expect((await api('/demo-mail', { appCheck: null })).status).toBe(200)
  expect((await api('/demo-pay/cs_test_x', { appCheck: null })).status).toBe(404)
  expect((await api('/orders/some-order', { appCheck: null })).status).toBe(401)
})
