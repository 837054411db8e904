// How many checkouts one client opens, in the function and the demo alike: one shopper holds at most
// CHECKOUTS_PER_WINDOW checkouts open a window (an account, or a guest's browser by its pass) and starts at most
// STARTS_PER_WINDOW; a checkout that ended, or that the shopper's next replaced, holds nothing and counts no more; the
// guests behind one address are given at most PASSES_PER_ADDRESS new passes. Counted in the store, under hashes.
import { beforeEach, describe, expect, it } from 'vitest'
import { ADAPTERS, documentsIn, inOneWindow, orderOf, shirt, shopOf, stockLeft } from '../../../tests/support/api-adapters'
import { idToken } from '../../../tests/support/id-tokens'
import { stockKey } from '../catalog/variant'
import { CHECKOUT_WINDOW_MS, CHECKOUTS_PER_WINDOW, PASSES_PER_ADDRESS, STARTS_PER_WINDOW } from '../orders/checkout-limits'

const ATTACKER = '203.0.113.66'
/** The tent (collection 5, item 34): no sizes or colours. */
const tent = (quantity = 1) => ({ collectionId: '5', itemId: 34, quantity })

describe.each(ADAPTERS)('checkout limits ($name)', (adapter) => {
  const { checkout, startCheckout } = shopOf(adapter)
  const setClock = adapter.setClock

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
      // Another cart is refused too, and offered no checkout: the open ones would charge for what it no longer holds.
      const otherCart = await guest([tent(2)])
      expect(otherCart).toMatchObject({
        status: 429,
        body: { error: { message: expect.stringMatching(/^Too many checkouts were started from this browser\./) } },
      })
      expect(otherCart.body).not.toHaveProperty('error.openCheckout')
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
})
