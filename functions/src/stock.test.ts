// Stock apart from the catalog, through createCheckout: each item's units live in its own stock document, so
// checkouts of different items of one collection do not contend, and a count that cannot be read is not sold.
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { stripeFake } from '../../mocks/stripe/state'
import { storeCount } from '../../tests/support/mock-state'
import { addSaleCollection, recordCommits } from './harness-stock'
import { checkout, documentsIn, server, shirt, stockLeft, stockShown } from './test-harness'

describe('stock documents', () => {
  it('20 checkouts at once of different items of one collection all succeed, and none writes a collection document', async () => {
    const lines = addSaleCollection(20)
    // Each commit takes a service's round trip, so the transactions overlap as they do on a sale day.
    server.use(http.post(/documents:commit$/, () => delay(100)))
    const recorder = recordCommits()
    const answers = await Promise.all(lines.map((line) => checkout([line])))
    recorder.stop()
    expect(answers.map((answer) => answer.status)).toEqual(lines.map(() => 200))
    expect(documentsIn('orders')).toHaveLength(20)
    expect(lines.map((line) => stockLeft('sale', line.itemId, 'black'))).toEqual(lines.map(() => 2))
    const written = recorder.commits.flat()
    expect(written.filter((path) => path.startsWith('stock/'))).toHaveLength(20)
    expect(written.filter((path) => path.startsWith('collections/'))).toEqual([])
  }, 30_000)

  it.each([
    ['text', '1'],
    ['negative', -2],
    ['fractional', 1.5],
  ])('refuses any quantity of a variant whose stored count is %s, holding nothing', async (_, count) => {
    storeCount('2', 9, 'M/navy', count)
    for (const quantity of [50, 99]) {
      expect(await checkout([shirt('M', 'navy', quantity)])).toMatchObject({
        status: 409,
        body: {
          error: {
            code: 'cart-changed',
            problems: [{ line: 0, code: 'unavailable', message: 'Classic Crew Neck T-Shirt cannot be ordered in size M, Navy at the moment.' }],
          },
        },
      })
    }
    expect(stockLeft('2', 9, 'M/navy')).toEqual(count)
    expect(documentsIn('orders')).toEqual([])
    expect(stripeFake().calls).toEqual([])
  })

  it('decides from the stock document, not from the units the collection shows', async () => {
    // The shop's copy may trail by up to a minute: it says one left, the truth says none, and the other way round.
    storeCount('2', 9, 'XL/coral', 0, 1)
    expect(await checkout([shirt('XL', 'coral')])).toMatchObject({ status: 409, body: { error: { problems: [{ code: 'short', available: 0 }] } } })
    storeCount('2', 9, 'XL/coral', 1, 0)
    expect(await checkout([shirt('XL', 'coral')])).toMatchObject({ status: 200 })
    expect(stockLeft('2', 9, 'XL/coral')).toBe(0)
    expect(stockShown('2', 9, 'XL/coral')).toBe(0)
  })
})
