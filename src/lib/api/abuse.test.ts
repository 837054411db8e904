// Nobody takes the shop off sale for free: every /api call but the payment provider's webhook carries an App
// Check token, one checkout holds at most MAX_UNITS units, and one client opens at most CHECKOUTS_PER_WINDOW
// checkouts a window, counted in the store. In the function and the demo alike.
import { describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { everyCountedUnit, hoardUntilRefused, unitsOf } from '../../../tests/support/hoard'
import { idToken } from '../../../tests/support/id-tokens'
import { stockKey } from '../catalog/variant'
import { CHECKOUT_WINDOW_MS, CHECKOUTS_PER_WINDOW, MAX_UNITS } from '../orders/checkout-limits'

const ATTACKER = '203.0.113.66'
const COUNTED_UNITS = 1320

const stockInShop = () =>
  unitsOf(
    everyCountedUnit().map((line) => ({
      ...line,
      quantity: Number(stockLeft(line.collectionId, line.itemId, stockKey(line)) ?? 0),
    })),
  )

describe.each(ADAPTERS)('abuse of the /api ($name)', (adapter) => {
  const { call, checkout, startCheckout } = shopOf(adapter)
  const setClock = adapter.setClock

  describe('App Check', () => {
    it.each([
      ['no token', null],
      ['a token the app did not make', 'not-a-token'],
    ])('refuses a call with %s: 401 and a sentence, nothing held', async (_, appCheck) => {
      const answer = await checkout([shirt('M', 'navy')], {}, undefined, { appCheck })
      expect(answer).toEqual({
        status: 401,
        body: { error: { code: 'app-check', message: 'This request did not come from the shop’s own page. Reload the page and try again.' } },
      })
      expect(stockLeft('2', 9, 'M/navy')).toBe(5)
      expect((await call('GET', '/api/orders/some-order', { appCheck })).status).toBe(401)
      expect((await call('POST', '/api/account/claim-orders', { body: {}, appCheck, idToken: idToken('ann') })).status).toBe(401)
    })
  })

  describe('what one checkout may hold', () => {
    it(`refuses more than ${MAX_UNITS} units before anything is reserved`, async () => {
      const answer = await checkout([shirt('M', 'navy', 5), { collectionId: '5', itemId: 34, quantity: MAX_UNITS - 4 }])
      expect(answer).toMatchObject({
        status: 400,
        body: { error: { code: 'too-many-units', message: `One order holds at most ${MAX_UNITS} items. Remove some and try again.` } },
      })
      expect(stockLeft('2', 9, 'M/navy')).toBe(5)
      expect(documentsIn('orders')).toEqual([])
    })
  })

  describe('how many checkouts one client opens', () => {
    it(`answers the ${CHECKOUTS_PER_WINDOW + 1}th new checkout of a window 429 with Retry-After; a retry of an admitted one is not counted`, async () => {
      const start = Math.ceil(Date.now() / CHECKOUT_WINDOW_MS) * CHECKOUT_WINDOW_MS + 60_000
      setClock(new Date(start))
      const body = { lines: [shirt('M', 'navy')], email: 'guest@example.com', attemptId: 'attempt-another-client-1' }
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })).status).toBe(200)
      const refused = await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })
      expect(refused).toEqual({
        status: 429,
        headers: { 'Retry-After': String(29 * 60) },
        body: {
          error: {
            code: 'too-many-checkouts',
            message: 'Too many checkouts were started from your connection. Please try again in 29 minutes, or finish one already open.',
          },
        },
      })
      // Another client is served; the refused one is again in the next window.
      expect((await call('POST', '/api/checkout', { body, from: '203.0.113.67' })).status).toBe(200)
      expect((await call('POST', '/api/checkout', { body, from: '203.0.113.67' })).status).toBe(200)
      setClock(new Date(start + CHECKOUT_WINDOW_MS))
      expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })).status).toBe(200)
    })

    it('counts a signed-in shopper under their account too, whichever connection they use', async () => {
      const ann = idToken('ann', { email: 'ann@example.com' })
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) await startCheckout([shirt('L', 'navy')], {}, ann)
      expect((await checkout([shirt('L', 'navy')], {}, ann)).status).toBe(429)
    })

    it('counts a signed-in shopper by account alone: the guests behind their address never lock them out', async () => {
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })).status).toBe(200)
      expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })).status).toBe(429)
      const ann = idToken('ann', { email: 'ann@example.com' })
      expect((await checkout([shirt('L', 'navy')], {}, ann, { from: ATTACKER })).status).toBe(200)
      for (let i = 1; i < CHECKOUTS_PER_WINDOW; i++) await checkout([shirt('L', 'navy')], {}, ann, { from: ATTACKER })
      const refused = await checkout([shirt('L', 'navy')], {}, ann, { from: ATTACKER })
      expect(refused).toMatchObject({
        status: 429,
        body: { error: { message: expect.stringMatching(/^Too many checkouts were started from your account\./) } },
      })
      // Instead of a wait, the refusal offers the account's newest checkout still open: its payment page.
      const offered = (refused.body as { error: { openCheckout?: string } }).error.openCheckout
      expect(offered).toMatch(/cs_test_[\w-]+$/)
      const annsSessions = (documentsIn('orders') as { id: string; uid: string | null }[])
        .filter((order) => order.uid === 'ann')
        .map((order) => orderOf(order.id).sessionId)
      expect(annsSessions).toContain(/cs_test_[\w-]+$/.exec(offered!)![0])
    })

    it('never offers a guest the open checkout of someone else at their address', async () => {
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })).status).toBe(200)
      const refused = await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })
      expect(refused.status).toBe(429)
      expect(refused.body).not.toHaveProperty('error.openCheckout')
    })

    it('reads the client from the entry Google’s proxy vouches for, not from what the client wrote before it', async () => {
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++)
        expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: `10.0.0.${i}, ${ATTACKER}` })).status).toBe(200)
      expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: `10.9.9.9, ${ATTACKER}` })).status).toBe(429)
    })

    it('stores the counts under hashed keys, never an address', async () => {
      await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })
      const stored = JSON.stringify(documentsIn('limits'))
      expect(documentsIn('limits')).toHaveLength(1)
      expect(stored).not.toContain(ATTACKER)
    })
  })

  it('the hoarding script no longer empties the shop, and a shopper then buys size M Navy', async () => {
    expect(stockInShop()).toBe(COUNTED_UNITS)
    expect((await checkout(everyCountedUnit(), {}, undefined, { from: ATTACKER })).status).toBe(400)
    const answers = await hoardUntilRefused((lines) => checkout(lines, {}, undefined, { from: ATTACKER }))
    expect(answers).toEqual([...Array<number>(CHECKOUTS_PER_WINDOW).fill(200), 429])
    expect(stockInShop()).toBe(COUNTED_UNITS - CHECKOUTS_PER_WINDOW * MAX_UNITS)
    const navy = everyCountedUnit().find(
      (line) => line.size === 'M' && line.color === 'navy' && Number(stockLeft(line.collectionId, line.itemId, 'M/navy')) > 0,
    )!
    const bought = await startCheckout([{ ...navy, quantity: 1 }])
    expect(bought.orderId).toEqual(expect.any(String))
  })
})
