// Stock apart from the catalog, through createCheckout: each item's units live in its own stock document, so
// checkouts of different items of one collection do not contend. (A count that cannot be read is not sold, and the
// checkout decides from the stock document: src/lib/api/checkout.test.ts, over both adapters.)
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { addSaleCollection, recordCommits } from './harness-stock'
import { checkout, documentsIn, server, stockLeft } from './test-harness'

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
})
