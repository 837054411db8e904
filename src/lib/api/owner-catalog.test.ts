// The owner's catalog edits through the functions: only an account with the owner claim, each value checked by the
// shop's own schema, a stale revision refused, two owners at once one change, a retry the same answer, and every
// change recorded with it.
import { describe, expect, it } from 'vitest'
import { idToken, ownerIdToken } from '../../../tests/support/id-tokens'
import { ADAPTERS, storedDocument, documentsIn, shopOf, stockLeft } from '../../../tests/support/api-adapters'

let attempts = 0
const newAttemptId = () => `attempt-owner-${String(++attempts).padStart(10, '0')}`

describe.each(ADAPTERS)('the owner’s catalog ($name)', (adapter) => {
  const { call, checkout, startCheckout } = shopOf(adapter)
  const owner = ownerIdToken('boss', 'boss@example.com')
  const itemOf = (collectionId: string, itemId: number) =>
    (storedDocument(`collections/${collectionId}`).items as Record<string, unknown>[]).find((item) => item.id === itemId)
  const edit = (changes: Record<string, unknown>, revision = 0, attemptId = newAttemptId(), token = owner) =>
    call('POST', '/api/admin/items/2/9', { body: { attemptId, revision, changes }, idToken: token })

  describe('owner’s item edits', () => {
    it('a visitor is asked to sign in, a shopper is refused, on every endpoint; nothing changes', async () => {
      const shopper = idToken('ann', { email: 'ann@example.com' })
      const calls: [string, unknown][] = [
        ['/api/admin/items/2/9', { attemptId: newAttemptId(), revision: 0, changes: { price: 1 } }],
        ['/api/admin/items/2', { attemptId: newAttemptId(), item: { name: 'Cap', price: 5, imageUrl: '/c.webp' } }],
        ['/api/admin/stock/2/9', { attemptId: newAttemptId(), units: { 'M/navy': { from: 5, to: 50 } } }],
        ['/api/admin/settings', { lowStockThreshold: 9 }],
      ]
      for (const [path, body] of calls) {
        expect(await call('POST', path, { body })).toMatchObject({ status: 401 })
        expect(await call('POST', path, { body, idToken: shopper })).toMatchObject({ status: 403, body: { error: { code: 'not-owner' } } })
      }
      expect(itemOf('2', 9)).toMatchObject({ price: 24.99 })
      expect(documentsIn('catalogEdits')).toEqual([])
    })

    it('refuses a price below the smallest charge and a 60,000-character name, on an edit and a new item', async () => {
      expect(await edit({ price: 0 })).toMatchObject({ status: 400, body: { error: { code: 'bad-item', message: 'price: must be at least $0.50' } } })
      expect(await edit({ name: 'N'.repeat(60_000) })).toMatchObject({ status: 400, body: { error: { message: 'name: must be at most 120 characters' } } })
      const added = await call('POST', '/api/admin/items/2', {
        body: { attemptId: newAttemptId(), item: { name: 'Cap', price: 0, imageUrl: '/c.webp' } },
        idToken: owner,
      })
      expect(added).toMatchObject({ status: 400, body: { error: { message: expect.stringContaining('price: must be at least $0.50') } } })
      expect(itemOf('2', 9)).toMatchObject({ price: 24.99 })
      expect(documentsIn('catalogEdits')).toEqual([])
    })

    it('saves the changes with the next revision, records who, when and only what changed, and answers a retry the same', async () => {
      const attemptId = newAttemptId()
      const answer = await edit({ price: 19.5, description: 'Soft.', name: 'Classic Crew Neck T-Shirt' }, 0, attemptId)
      expect(answer).toMatchObject({ status: 200, body: { item: { id: 9, price: 19.5, description: 'Soft.', revision: 1 } } })
      expect(itemOf('2', 9)).toMatchObject({ price: 19.5, revision: 1 })
      expect(await edit({ price: 19.5, description: 'Soft.' }, 0, attemptId)).toEqual(answer)
      expect(documentsIn('catalogEdits')).toEqual([
        expect.objectContaining({
          at: expect.stringMatching(/^\d{4}-/),
          by: 'boss@example.com',
          kind: 'item',
          collectionId: '2',
          itemId: 9,
          before: { price: 24.99, description: expect.stringContaining('everyday tee') },
          after: { price: 19.5, description: 'Soft.' },
        }),
      ])
    })

    it('refuses a bad value with 400 naming the field, a stale revision with 409, an unknown item with 404', async () => {
      expect(await edit({ price: -3, colors: 'navy', stock: {} })).toMatchObject({
        status: 400,
        body: { error: { code: 'bad-item', message: 'stock: is not a field an owner edits here' } },
      })
      const bad = await edit({ price: -3, colors: 'navy' })
      expect(bad).toMatchObject({ status: 400, body: { error: { code: 'bad-item' } } })
      expect((bad.body as { error: { message: string } }).error.message).toBe(
        'price: must be a number of dollars from 0 to 1000000, not -3; colors: not a list',
      )
      expect(await edit({ price: 24.999 })).toMatchObject({ status: 400, body: { error: { message: 'price: must be dollars and whole cents' } } })
      expect(await edit({ hidden: true }, 3)).toMatchObject({
        status: 409,
        body: { error: { code: 'stale', message: 'This item was changed since you opened it: reload to see the change, then make yours again.' } },
      })
      expect(await call('POST', '/api/admin/items/2/999', { body: { attemptId: newAttemptId(), revision: 0, changes: {} }, idToken: owner })).toMatchObject({
        status: 404,
      })
      expect(await call('POST', '/api/admin/items/2/9', { body: { revision: 0, changes: {} }, idToken: owner })).toMatchObject({ status: 400 })
      expect(itemOf('2', 9)).toMatchObject({ price: 24.99 })
      expect(itemOf('2', 9)).not.toHaveProperty('revision')
      expect(documentsIn('catalogEdits')).toEqual([])
    })

    it('two owners saving the same revision at once make one change and one record; the other is told it is stale', async () => {
      adapter.slowCommits(100)
      const answers = await Promise.all([
        edit({ price: 20 }, 0, newAttemptId(), ownerIdToken('boss')),
        edit({ price: 21 }, 0, newAttemptId(), ownerIdToken('other')),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const saved = answers.find((answer) => answer.status === 200)!.body as { item: { price: number } }
      expect(itemOf('2', 9)).toMatchObject({ price: saved.item.price, revision: 1 })
      expect(documentsIn('catalogEdits')).toHaveLength(1)
    }, 30_000)

    it('a hidden item is refused at checkout as one no longer sold, and sells again once shown', async () => {
      await edit({ hidden: true })
      const line = { collectionId: '2', itemId: 9, size: 'M', color: 'navy', quantity: 1 }
      expect(await checkout([line])).toMatchObject({
        status: 409,
        body: { error: { problems: [{ code: 'item-gone', message: 'This item is no longer sold.' }] } },
      })
      await edit({ hidden: false }, 1)
      expect(await checkout([line])).toMatchObject({ status: 200 })
    })

    it('a hidden item leaves the document anyone may read: only the owners’ document holds it, and it keeps its place when shown', async () => {
      // It used to stay in the collection's public document, marked hidden, readable by anyone.
      const order = (storedDocument('collections/2').items as { id: number }[]).map((item) => item.id)
      expect(await edit({ hidden: true, price: 21 })).toMatchObject({ status: 200, body: { item: { hidden: true, price: 21 } } })
      expect(itemOf('2', 9)).toBeUndefined()
      expect(JSON.stringify(storedDocument('collections/2'))).not.toContain('"id":9,')
      expect(storedDocument('hiddenItems/2').items).toEqual([expect.objectContaining({ id: 9, hidden: true, price: 21 })])
      // Still the owner's to edit and count while hidden.
      expect(await edit({ price: 22 }, 1)).toMatchObject({ status: 200, body: { item: { price: 22 } } })
      expect(
        await call('POST', '/api/admin/stock/2/9', { body: { attemptId: newAttemptId(), units: { 'M/navy': { from: 5, to: 6 } } }, idToken: owner }),
      ).toMatchObject({
        status: 200,
      })
      expect(await edit({ hidden: false }, 2)).toMatchObject({ status: 200 })
      expect((storedDocument('collections/2').items as { id: number }[]).map((item) => item.id)).toEqual(order)
      expect(storedDocument('hiddenItems/2').items).toEqual([])
      expect(itemOf('2', 9)).toMatchObject({ price: 22 })
    })

    it('adding sizes counts the new variants from none, so they are not sold uncounted', async () => {
      expect(await edit({ sizes: ['M', 'XXL'] })).toMatchObject({ status: 200, body: { item: { sizes: ['M', 'XXL'], stock: { 'M/navy': 5, 'XXL/navy': 0 } } } })
      const units = documentsIn('stock').find((doc) => doc.itemId === 9)!.units as Record<string, number>
      expect(units).toMatchObject({ 'M/navy': 5, 'XXL/coral': 0 })
      expect(units).not.toHaveProperty('XS/navy')
    })
    it('removing every colour of a counted item folds its units, and what checkouts hold of them, into its one count', async () => {
      const bag = (quantity: number, color?: string) => ({ collectionId: '1', itemId: 6, quantity, ...(color ? { color } : {}) })
      const held = await startCheckout([bag(2, 'black')])
      const answer = await call('POST', '/api/admin/items/1/6', { body: { attemptId: newAttemptId(), revision: 0, changes: { colors: null } }, idToken: owner })
      expect(answer).toMatchObject({ status: 200, body: { item: { stock: { '*': 5 } } } })
      expect(stockLeft('1', 6, '*')).toBe(5)
      expect(await checkout([bag(6)])).toMatchObject({ status: 409, body: { error: { problems: [{ code: 'short', available: 5 }] } } })
      expect(await call('POST', `/api/orders/${held.orderId}/cancel`, { body: { token: held.token } })).toMatchObject({ status: 200 })
      expect(stockLeft('1', 6, '*')).toBe(7)
    })
  })

  describe('owner’s new item', () => {
    it('takes the next id of the catalog and its starting units; a retry adds nothing more', async () => {
      const item = { name: 'Bucket Hat', price: 22, imageUrl: '/images/items/hat.webp', colors: [{ id: 'sand', name: 'Sand' }] }
      const press = { attemptId: newAttemptId(), item, units: { sand: 4 } }
      const added = await call('POST', '/api/admin/items/3', { body: press, idToken: owner })
      expect(added).toMatchObject({ status: 201, body: { item: { ...item, id: 41, revision: 0, stock: { sand: 4 } } } })
      expect(await call('POST', '/api/admin/items/3', { body: press, idToken: owner })).toEqual(added)
      expect(itemOf('3', 41)).toMatchObject({ name: 'Bucket Hat' })
      expect(documentsIn('stock').find((doc) => doc.itemId === 41)).toEqual({ collectionId: '3', itemId: 41, units: { sand: 4 } })
      expect(documentsIn('catalogEdits')).toEqual([expect.objectContaining({ kind: 'add', collectionId: '3', itemId: 41, before: null })])
      const bad = await call('POST', '/api/admin/items/3', {
        body: { attemptId: newAttemptId(), item: { ...item, price: 'free' }, units: { red: 1 } },
        idToken: owner,
      })
      expect(bad).toMatchObject({ status: 400, body: { error: { code: 'bad-item' } } })
      expect((bad.body as { error: { message: string } }).error.message).toBe(
        'price: must be a number of dollars from 0 to 1000000, not "free"; units \'red\': no such variant of this item',
      )
      expect(await call('POST', '/api/admin/items/nope', { body: { ...press, attemptId: newAttemptId() }, idToken: owner })).toMatchObject({ status: 404 })
      expect(await call('POST', '/api/admin/items/1', { body: press, idToken: owner })).toMatchObject({ status: 400, body: { error: { code: 'bad-attempt' } } })
    })

    it('counts a new item without options under its one key, at 0 when no count is given; unlimited only when the owner says so', async () => {
      const mug = { name: 'Enamel Camp Mug', price: 14, imageUrl: '/images/items/mug.webp' }
      const add = (extra: Record<string, unknown>) =>
        call('POST', '/api/admin/items/5', { body: { attemptId: newAttemptId(), item: mug, ...extra }, idToken: owner })
      expect(await add({ units: { '*': 4 } })).toMatchObject({ status: 201, body: { item: { id: 41, stock: { '*': 4 } } } })
      expect(await add({})).toMatchObject({ status: 201, body: { item: { id: 42, stock: { '*': 0 } } } })
      expect(await add({ unlimited: true })).toMatchObject({ status: 201, body: { item: { id: 43, unlimited: true } } })
      const stockOf = (itemId: number) => documentsIn('stock').find((doc) => doc.itemId === itemId)
      expect(stockOf(41)).toEqual({ collectionId: '5', itemId: 41, units: { '*': 4 } })
      expect(stockOf(42)).toEqual({ collectionId: '5', itemId: 42, units: { '*': 0 } })
      expect(stockOf(43)).toEqual({ collectionId: '5', itemId: 43, units: { '*': 0 }, unlimited: true })
      expect(await checkout([{ collectionId: '5', itemId: 42, quantity: 1 }])).toMatchObject({ status: 409 })
      expect(await checkout([{ collectionId: '5', itemId: 43, quantity: 5 }])).toMatchObject({ status: 200 })
    })
  })
})
