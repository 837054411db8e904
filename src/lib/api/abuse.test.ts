// Nobody takes the shop off sale for free: every /api call but the payment provider's webhook carries an App
// Check token (used up by the calls that change anything), one checkout holds at most MAX_UNITS units, and the
// guests behind one address at most UNITS_PER_ADDRESS units, however they rotate headers and passes; what one client
// opens is in checkout-limits.test.ts. In the function and the demo alike.
import { beforeEach, describe, expect, it } from 'vitest'
import { ADAPTERS, appCheckToken, documentsIn, inOneWindow, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { everyCountedUnit, hoardUntilRefused, unitsOf } from '../../../tests/support/hoard'
import { idToken } from '../../../tests/support/id-tokens'
import { stockKey } from '../catalog/variant'
import { CHECKOUTS_PER_WINDOW, MAX_UNITS, PASSES_PER_ADDRESS, UNITS_PER_ADDRESS } from '../orders/checkout-limits'

const ATTACKER = '203.0.113.66'
/** The tent (collection 5, item 34): no sizes or colours. */
const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })
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

  describe('twenty clients against the function’s own address', () => {
    beforeEach(() => setClock(inOneWindow()))

    it('rotating forged headers and passes, they hold no more than one shopper may; a shopper elsewhere still buys', async () => {
      // Called at the function's own address, Google's front end appends the caller's real address last: no proxy of
      // the shop's vouches for anything before it.
      const direct = (client: number, round: number) => ({ 'x-forwarded-for': `10.${client}.${round}.1, 192.0.2.${client}, ${ATTACKER}` })
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, client) => {
          const statuses: number[] = []
          for (let round = 0; round < 3; round++) statuses.push((await checkout([tent(2)], {}, undefined, { headers: direct(client, round) })).status)
          return statuses
        }),
      )
      const admitted = answers.flat().filter((status) => status === 200).length
      // All twenty are one address: new browsers there are limited, and so are the units they may hold.
      expect(admitted).toBe(PASSES_PER_ADDRESS)
      expect(admitted * 2).toBeLessThanOrEqual(UNITS_PER_ADDRESS)
      expect(answers.flat().filter((status) => status !== 200 && status !== 429)).toEqual([])
      expect(documentsIn('orders')).toHaveLength(admitted)
      // A shopper at another address is served at once.
      const bought = await startCheckout([shirt('M', 'navy')])
      expect(bought.orderId).toEqual(expect.any(String))
    }, 60_000)

    it('shows the going-live check the address a call is counted under, never one the caller wrote', async () => {
      // No App Check token needed: it reads and changes nothing.
      expect(await call('GET', '/api/client-address', { appCheck: null, from: `192.0.2.1, ${ATTACKER}` })).toMatchObject({
        status: 200,
        body: { countedAs: ATTACKER, forwardedFor: expect.arrayContaining(['192.0.2.1', ATTACKER]) },
      })
      expect(await call('GET', '/api/client-address', { appCheck: null, headers: { 'x-forwarded-for': `192.0.2.1, ${ATTACKER}` } })).toMatchObject({
        body: { countedAs: ATTACKER },
      })
    })

    it('one App Check token, used once, is refused when replayed from twenty addresses', async () => {
      const token = appCheckToken()
      expect((await checkout([shirt('M', 'navy')], {}, undefined, { appCheck: token })).status).toBe(200)
      const replays = await Promise.all(
        Array.from({ length: 20 }, (_, client) => checkout([shirt('M', 'navy')], {}, undefined, { appCheck: token, from: `198.18.0.${client}` })),
      )
      expect(new Set(replays.map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([
          JSON.stringify({
            status: 401,
            body: { error: { code: 'app-check-replayed', message: 'This request was sent before. Reload the page and try again.' } },
          }),
        ]),
      )
      expect(documentsIn('orders')).toHaveLength(1)
      // A read does not use the token up: the page's cached token serves its reads.
      expect((await call('GET', '/api/orders/some-order', { appCheck: token })).status).toBe(404)
      expect((await call('GET', '/api/orders/some-order', { appCheck: token })).status).toBe(404)
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
