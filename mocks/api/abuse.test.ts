// The demo's /api refuses what the functions refuse: a call without the page's App Check token, a checkout
// holding more than MAX_UNITS units, and a client's checkouts beyond the window's limit; the hoarding script
// no longer empties the demo shop.
import { afterEach, describe, expect, it } from 'vitest'
import { CHECKOUTS_PER_WINDOW, MAX_UNITS } from '../../src/lib/orders/checkout-limits'
import { deleteDemoApps } from '../../tests/support/demo-project'
import { everyCountedUnit, hoardUntilRefused, unitsOf } from '../../tests/support/hoard'
import { api, apiResponse, checkout, demoAppCheckToken, shirt, startCheckout, stockLeft } from '../../tests/support/shop-api'

afterEach(deleteDemoApps)

const ATTACKER = '203.0.113.66'
const keyOf = (line: { size?: string; color?: string }) => [line.size, line.color].filter(Boolean).join('/')
const stockInShop = async () => {
  let units = 0
  for (const line of everyCountedUnit()) units += (await stockLeft(line.collectionId, line.itemId, keyOf(line))) ?? 0
  return units
}

describe('App Check', () => {
  it('exchanges only the demo’s debug token', async () => {
    expect(await demoAppCheckToken()).toEqual(expect.any(String))
    expect(await demoAppCheckToken('00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it.each([
    ['no token', null],
    ['a token the exchange did not give', 'forged'],
  ])('refuses an /api call with %s: 401 and a sentence, nothing held', async (_, appCheck) => {
    const refused = {
      status: 401,
      json: { error: { code: 'app-check', message: 'This request did not come from the shop’s own page. Reload the page and try again.' } },
    }
    expect(await checkout([shirt('M', 'navy')], {}, undefined, { appCheck })).toEqual(refused)
    expect(await api('/orders/some-order', { appCheck })).toEqual(refused)
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it('asks none of the demo’s own payment page and outbox', async () => {
    expect((await api('/demo-mail', { appCheck: null })).status).toBe(200)
  })
})

describe('limits on unpaid checkouts', () => {
  it(`refuses a checkout of more than ${MAX_UNITS} units before anything is held`, async () => {
    const answer = await checkout([shirt('M', 'navy', 5), { collectionId: '5', itemId: 34, quantity: MAX_UNITS - 4 }])
    expect(answer).toMatchObject({
      status: 400,
      json: { error: { code: 'too-many-units', message: `One order holds at most ${MAX_UNITS} items. Remove some and try again.` } },
    })
    expect(await stockLeft('2', 9, 'M/navy')).toBe(5)
  })

  it(`answers a client’s ${CHECKOUTS_PER_WINDOW + 1}th new checkout of a window 429 with Retry-After and a sentence`, async () => {
    for (let i = 0; i < CHECKOUTS_PER_WINDOW; i++) expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: ATTACKER })).status).toBe(200)
    const body = { lines: [shirt('L', 'navy')], email: 'guest@example.com', attemptId: 'attempt-refused-0000001' }
    const refused = await apiResponse('/checkout', { body, from: ATTACKER })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      error: {
        code: 'too-many-checkouts',
        message: expect.stringMatching(/^Too many checkouts were started from your connection\. Please try again in (\d+ minutes|a minute)/),
      },
    })
    expect((await checkout([shirt('L', 'navy')], {}, undefined, { from: '203.0.113.67' })).status).toBe(200)
  })

  it('the hoarding script no longer empties the shop, and a shopper then buys size M Navy', async () => {
    const counted = await stockInShop()
    expect((await checkout(everyCountedUnit(), {}, undefined, { from: ATTACKER })).status).toBe(400)
    const answers = await hoardUntilRefused((lines) => checkout(lines, {}, undefined, { from: ATTACKER }))
    expect(answers).toEqual([...Array<number>(CHECKOUTS_PER_WINDOW).fill(200), 429])
    expect(await stockInShop()).toBe(counted - CHECKOUTS_PER_WINDOW * MAX_UNITS)
    expect(unitsOf(everyCountedUnit())).toBe(counted)
    let navy
    for (const line of everyCountedUnit())
      if (!navy && line.size === 'M' && line.color === 'navy' && (await stockLeft(line.collectionId, line.itemId, 'M/navy'))! > 0) navy = line
    const { orderId } = await startCheckout([{ ...navy!, quantity: 1 }])
    expect(orderId).toEqual(expect.any(String))
  })
})
