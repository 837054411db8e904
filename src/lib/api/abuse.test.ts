// Nobody takes the shop off sale for free: every /api call but the payment provider's webhook carries an App
// Check token (used up by the calls that change anything), one checkout holds at most MAX_UNITS units, and one
// shopper holds at most CHECKOUTS_PER_WINDOW checkouts open a window (an account, or a guest's browser by its pass)
// and starts at most STARTS_PER_WINDOW, the guests behind one address at most UNITS_PER_ADDRESS units, counted in the
// store; a checkout that ended, or that the shopper's next replaced, holds nothing and counts no more. In the
// function and the demo alike.
import { beforeEach, describe, expect, it } from 'vitest'
import { ADAPTERS, appCheckToken, documentsIn, inOneWindow, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { everyCountedUnit, hoardUntilRefused, unitsOf } from '../../../tests/support/hoard'
import { idToken } from '../../../tests/support/id-tokens'
import { stockKey } from '../catalog/variant'
import { CHECKOUT_WINDOW_MS, CHECKOUTS_PER_WINDOW, MAX_UNITS, PASSES_PER_ADDRESS, STARTS_PER_WINDOW, UNITS_PER_ADDRESS } from '../orders/checkout-limits'

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

  describe('how many checkouts one client opens', () => {
    beforeEach(() => setClock(inOneWindow()))

    /** A guest's browser: it keeps the checkout pass it is given and sends it with its next checkouts. */
    function browserAt(from: string, headers: Record<string, string> = {}) {
      let pass: string | undefined
      return async (lines: unknown[] = [tent()], extra: Record<string, unknown> = {}) => {
        const answer = await checkout(lines, extra, undefined, { from, headers: { ...headers, ...(pass ? { 'x-checkout-pass': pass } : {}) } })
        pass = (answer.body as { pass?: string }).pass ?? pass
        return answer
      }
    }

    it(`answers a browser's ${CHECKOUTS_PER_WINDOW + 1}th new checkout of a window 429 with Retry-After and its own checkout still open; a retry is not counted`, async () => {
      const start = inOneWindow().getTime()
      const guest = browserAt(ATTACKER)
      const first = await guest([tent()], { attemptId: 'attempt-the-first-press-1' })
      expect(first.status).toBe(200)
      for (let i = 1; i < CHECKOUTS_PER_WINDOW; i++) expect((await guest()).status).toBe(200)
      // The first press again (a retry) is served, not counted.
      expect((await guest([tent()], { attemptId: 'attempt-the-first-press-1' })).status).toBe(200)
      const refused = await guest()
      expect(refused).toMatchObject({
        status: 429,
        headers: { 'Retry-After': String(29 * 60) },
        body: {
          error: {
            code: 'too-many-checkouts',
            message: 'Too many checkouts were started from this browser. Please try again in 29 minutes, or finish one already open.',
            // Instead of a wait, this browser's own newest checkout still open.
            openCheckout: expect.stringMatching(/cs_test_[\w-]+$/),
          },
        },
      })
      setClock(new Date(start + CHECKOUT_WINDOW_MS))
      expect((await guest()).status).toBe(200)
    })

    it('never counts a change of mind: each checkout that replaces the last ends it, its units back on sale, up to the ceiling of starts', async () => {
      const guest = browserAt(ATTACKER)
      const tentsBefore = Number(stockLeft('5', 34, stockKey({})))
      const attempt = (press: number) => `attempt-change-of-mind-${String(press).padStart(2, '0')}`
      expect((await guest([tent()], { attemptId: attempt(0) })).status).toBe(200)
      for (let press = 1; press < STARTS_PER_WINDOW; press++) {
        const answer = await guest([tent()], { attemptId: attempt(press), replaces: attempt(press - 1), country: press % 2 ? 'DE' : 'US' })
        expect(answer.status, `press ${press}`).toBe(200)
      }
      const statuses = (documentsIn('orders') as { status: string }[]).map((order) => order.status)
      expect(statuses.filter((status) => status === 'pending')).toHaveLength(1)
      expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(STARTS_PER_WINDOW - 1)
      expect(Number(stockLeft('5', 34, stockKey({})))).toBe(tentsBefore - 1)
      // Every start opened a payment page: past the ceiling, the next is refused, replacing or not.
      expect((await guest([tent()], { attemptId: attempt(99), replaces: attempt(STARTS_PER_WINDOW - 1) })).status).toBe(429)
    })

    it('counts the checkouts still open: one paid makes room for another', async () => {
      const ann = idToken('ann', { email: 'ann@example.com' })
      const opened = []
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) opened.push(await startCheckout([shirt('L', 'navy')], {}, ann))
      expect((await checkout([shirt('L', 'navy')], {}, ann)).status).toBe(429)
      await adapter.pay(opened[2]!.sessionId)
      expect((await checkout([shirt('L', 'navy')], {}, ann)).status).toBe(200)
      expect((await checkout([shirt('L', 'navy')], {}, ann)).status).toBe(429)
    })

    it('ends only the shopper’s own checkout: an account may not replace another’s attempt', async () => {
      const ann = idToken('ann', { email: 'ann@example.com' })
      const bob = idToken('bob', { email: 'bob@example.com' })
      const anns = await startCheckout([shirt('L', 'navy')], { attemptId: 'attempt-anns-first-press' }, ann)
      expect((await checkout([shirt('L', 'navy')], { replaces: 'attempt-anns-first-press' }, bob)).status).toBe(200)
      expect(orderOf(anns.orderId).status).toBe('pending')
      expect((await checkout([shirt('M', 'navy')], { replaces: 'attempt-anns-first-press' }, ann)).status).toBe(200)
      expect(orderOf(anns.orderId).status).toBe('cancelled')
    })

    it('counts each guest by their own browser: many shoppers behind one address are not locked out by one of them', async () => {
      const office = browserAt(ATTACKER)
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) expect((await office()).status).toBe(200)
      expect((await office()).status).toBe(429)
      // Twelve colleagues on the same connection, each in their own browser.
      for (let colleague = 0; colleague < 12; colleague++) expect((await browserAt(ATTACKER)()).status).toBe(200)
    })

    it('a stranger who rotates checkout passes is given only so many new ones per address; a browser that kept its own goes on', async () => {
      const minting = browserAt('203.0.113.90')
      expect((await minting()).status).toBe(200)
      const answers: number[] = []
      for (let i = 0; i < PASSES_PER_ADDRESS + 1; i++) answers.push((await checkout([tent()], {}, undefined, { from: '203.0.113.90' })).status)
      expect(answers).toEqual([...Array<number>(PASSES_PER_ADDRESS - 1).fill(200), 429, 429])
      expect((await minting()).status).toBe(200)
    })

    it('counts a signed-in shopper under their account, whichever connection they use', async () => {
      const ann = idToken('ann', { email: 'ann@example.com' })
      for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) await startCheckout([shirt('L', 'navy')], {}, ann)
      expect((await checkout([shirt('L', 'navy')], {}, ann)).status).toBe(429)
    })

    it('counts a signed-in shopper by account alone: the guests behind their address never lock them out', async () => {
      for (let i = 0; i < PASSES_PER_ADDRESS; i++) expect((await checkout([tent()], {}, undefined, { from: ATTACKER })).status).toBe(200)
      const guest = await checkout([tent()], {}, undefined, { from: ATTACKER })
      expect(guest.status).toBe(429)
      // The address's refusal offers no checkout: the ones open there are other people's.
      expect(guest.body).not.toHaveProperty('error.openCheckout')
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

    it('reads the client from the entry the shop’s own proxies vouch for, not from what the client wrote before it', async () => {
      const forged = (i: number) => ({ from: `10.0.${i}.1, ${ATTACKER}` })
      for (let i = 0; i < PASSES_PER_ADDRESS; i++) expect((await checkout([tent()], {}, undefined, forged(i))).status).toBe(200)
      expect((await checkout([tent()], {}, undefined, forged(99))).status).toBe(429)
    })

    it('stores the counts and passes under hashes, never an address or a pass', async () => {
      const answer = await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })
      const pass = (answer.body as { pass: string }).pass
      // The browser's count, the address's units and its new passes.
      expect(documentsIn('limits')).toHaveLength(3)
      expect(documentsIn('checkoutPasses')).toHaveLength(1)
      const stored = JSON.stringify([documentsIn('limits'), documentsIn('checkoutPasses')])
      expect(stored).not.toContain(ATTACKER)
      expect(stored).not.toContain(pass)
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
