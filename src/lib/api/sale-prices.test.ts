// Sale prices through the /api, in the function and the demo alike: an owner puts an item on sale for a while, the
// item's price history plans its start and end, the sale's reference is the lowest price of the 30 days before it
// (none when that was not above the sale price), staff may not, and the checkout charges the price in force.
import { afterEach, describe, expect, it } from 'vitest'
import { ADAPTERS, orderOf, shirt, shopOf, storedDocument } from '../../../tests/support/api-adapters'
import { ownerIdToken, staffIdToken } from '../../../tests/support/id-tokens'

let attempts = 0
const newAttemptId = () => `attempt-sale-${String(++attempts).padStart(10, '0')}`
const NOW = new Date('2026-11-28T12:00:00.000Z')
const day = (days: number) => new Date(NOW.getTime() + days * 86_400_000)
const iso = (days: number) => day(days).toISOString()
/** The demo catalog's shirt at $24.99 since the demo's documents were made. */
const SEEDED = { cents: 2499, from: '2025-01-01T00:00:00.000Z' }

describe.each(ADAPTERS)('sale prices ($name)', (adapter) => {
  const { call, startCheckout } = shopOf(adapter)
  const owner = ownerIdToken('boss', 'boss@example.com')
  const edit = async (at: number, revision: number, changes: Record<string, unknown>, token = owner) => {
    adapter.setClock(day(at))
    return call('POST', '/api/admin/items/2/9', { body: { attemptId: newAttemptId(), revision, changes }, idToken: token })
  }
  const history = () => storedDocument('priceHistory/2_9').entries
  afterEach(() => adapter.setClock(null))

  it('puts an item on sale: its start and end planned in the history, its reduction from the lowest price of the 30 days before', async () => {
    expect(await edit(-40, 0, { price: 30 })).toMatchObject({ status: 200 })
    expect(await edit(-10, 1, { price: 28 })).toMatchObject({ status: 200 })
    const sale = { price: 20, from: iso(1), until: iso(8) }
    const answer = await edit(0, 2, { sale })
    expect(answer).toMatchObject({ status: 200, body: { item: { price: 28, sale: { ...sale, was: 28 }, revision: 3 } } })
    expect(history()).toEqual([
      SEEDED,
      { cents: 3000, from: iso(-40) },
      { cents: 2800, from: iso(-10) },
      { cents: 2000, from: sale.from },
      { cents: 2800, from: sale.until },
    ])
    // Taken away: what was planned goes with it.
    expect(await edit(0, 3, { sale: null })).toMatchObject({ status: 200 })
    expect(history()).toEqual([SEEDED, { cents: 3000, from: iso(-40) }, { cents: 2800, from: iso(-10) }])
  })

  it('shows no reduction for an item whose price rose last week and falls today', async () => {
    expect(await edit(-60, 0, { price: 40 })).toMatchObject({ status: 200 })
    expect(await edit(-7, 1, { price: 60 })).toMatchObject({ status: 200 })
    const answer = await edit(0, 2, { sale: { price: 45, from: iso(0), until: iso(7) } })
    expect(answer).toMatchObject({ status: 200, body: { item: { sale: { price: 45, from: iso(0), until: iso(7) } } } })
    expect((answer.body as { item: { sale: object } }).item.sale).not.toHaveProperty('was')
  })

  it('starts now a sale given a start in the past; refuses one not below the price, ending before it starts, or with its own reference', async () => {
    const started = await edit(0, 0, { sale: { price: 20, from: iso(-3), until: iso(2) } })
    expect(started).toMatchObject({ status: 200, body: { item: { sale: { price: 20, from: iso(0), until: iso(2) } } } })
    const refusals: [Record<string, unknown>, string][] = [
      [{ sale: { price: 24.99, from: iso(1), until: iso(2) } }, 'sale: the price must be below the regular price, $24.99'],
      [{ price: 19.99 }, 'sale: the price must be below the regular price, $19.99'],
      [{ sale: { price: 0.2, from: iso(1), until: iso(2) } }, 'sale: the price must be at least $0.50'],
      [{ sale: { price: 20, from: iso(2), until: iso(1) } }, 'sale: must end after it starts, and in the future'],
      [{ sale: { price: 20, from: iso(1), until: iso(2), was: 99 } }, expect.stringMatching(/^sale: give price, from and until/) as unknown as string],
    ]
    for (const [changes, message] of refusals) {
      expect(await edit(0, 1, changes), JSON.stringify(changes)).toMatchObject({ status: 400, body: { error: { code: 'bad-item', message } } })
    }
  })

  it("starts a new item's history with its price as it is added", async () => {
    adapter.setClock(NOW)
    const added = await call('POST', '/api/admin/items/2', {
      body: { attemptId: newAttemptId(), item: { name: 'Cap', price: 12, imageUrl: '/c.webp' } },
      idToken: owner,
    })
    expect(added).toMatchObject({ status: 201 })
    const { id } = (added.body as { item: { id: number } }).item
    expect(storedDocument(`priceHistory/2_${id}`).entries).toEqual([{ cents: 1200, from: iso(0) }])
  })

  it('refuses staff: 403, and no price or history changes', async () => {
    const answer = await edit(0, 0, { sale: { price: 20, from: iso(0), until: iso(2) } }, staffIdToken('sam', 'sam@example.com'))
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'owners-only' } } })
    expect(history()).toEqual([SEEDED])
  })

  it('charges the price in force at the checkout: the sale price within its window', async () => {
    // The payment provider's session runs on the real clock: the sale is put around it.
    const now = Date.now()
    const sale = { price: 19.5, from: new Date(now - 86_400_000).toISOString(), until: new Date(now + 3_600_000).toISOString() }
    adapter.setClock(new Date(now - 40 * 86_400_000))
    const saved = await call('POST', '/api/admin/items/2/9', { body: { attemptId: newAttemptId(), revision: 0, changes: { sale } }, idToken: owner })
    expect(saved).toMatchObject({ status: 200 })
    adapter.setClock(null)
    const { orderId } = await startCheckout([shirt('M', 'navy')])
    expect(orderOf(orderId).lines[0]).toMatchObject({ unitCents: 1950 })
  })
})
