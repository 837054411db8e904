import { describe, expect, it } from 'vitest'
import { STALE_ITEM } from './catalog-edit'
import { readShopMoney } from '../shop-money'
import { applyItemEdit, itemProblems, parseItemEdit, revisionOf, withItem } from './item-edit'

const tee = {
  id: 9,
  name: 'Tee',
  imageUrl: '/t.webp',
  price: 25,
  description: 'Soft.',
  sizes: ['S', 'M'],
  colors: [{ id: 'navy', name: 'Navy' }],
  stock: { 'S/navy': 2, 'M/navy': 5 },
}
const items = [{ id: 1, name: 'Cap', imageUrl: '/c.webp', price: 5 }, tee]
const meta = { by: 'boss@example.com', at: '2026-11-27T10:00:00.000Z' }
const attemptId = 'attempt-0000000000001'
const counted = (units: Record<string, unknown>, held: Record<string, Record<string, number>> = {}) => ({ units, held, unlimited: false })
const apply = (changes: Record<string, unknown>, revision = 0, stock: ReturnType<typeof counted> | null = counted({ 'S/navy': 2, 'M/navy': 5 })) =>
  applyItemEdit(items, '2', 9, { attemptId, revision, changes }, stock, meta)

describe('applyItemEdit', () => {
  it('keeps a renamed item’s address as its handle, and a handle it has through later renames', () => {
    const renamed = apply({ name: 'Organic Tee' })
    expect(renamed).toMatchObject({ ok: true, value: { item: { name: 'Organic Tee', handle: 'tee', revision: 1 } } })
    const again = applyItemEdit(
      withItem(items, renamed.ok ? renamed.value.item : {}),
      '2',
      9,
      { attemptId, revision: 1, changes: { name: 'Tee, Organic Cotton' } },
      null,
      meta,
    )
    expect(again).toMatchObject({ ok: true, value: { item: { name: 'Tee, Organic Cotton', handle: 'tee' } } })
    // Any other change leaves an item without a handle as it was: its name still makes its address.
    const priced = apply({ price: 20 })
    expect(priced).toMatchObject({ ok: true, value: { item: { price: 20 } } })
    expect(priced.ok && 'handle' in priced.value.item).toBe(false)
  })

  it('applies the changes with the next revision and records only the fields that changed', () => {
    const edited = apply({ price: 19.5, name: 'Tee', hidden: true })
    expect(edited).toEqual({
      ok: true,
      value: {
        item: { ...tee, price: 19.5, hidden: true, revision: 1 },
        stock: null,
        record: {
          ...meta,
          kind: 'item',
          collectionId: '2',
          itemId: 9,
          before: { price: 25, hidden: null },
          after: { price: 19.5, hidden: true },
          attemptId,
          answer: { item: { ...tee, price: 19.5, hidden: true, revision: 1 } },
        },
      },
    })
  })

  it('takes an optional field away with null, and refuses to take a required one', () => {
    expect(apply({ description: null })).toMatchObject({
      ok: true,
      value: { item: { revision: 1 }, record: { before: { description: 'Soft.' }, after: { description: null } } },
    })
    const cleared = apply({ description: null })
    expect(cleared.ok && cleared.value.item).not.toHaveProperty('description')
    expect(apply({ name: null })).toMatchObject({ ok: false, refusal: { status: 400, message: 'name: must be a non-empty string, not missing' } })
  })

  it('names each bad value as the shop’s schema does, and refuses what an owner does not edit here', () => {
    expect(apply({ price: '12', sizes: ['M', 'M'], keywords: 'tee' })).toMatchObject({
      ok: false,
      refusal: {
        status: 400,
        code: 'bad-item',
        message: 'price: must be a number of dollars from 0 to 1000000, not "12"; keywords: not a list; sizes[1]: malformed or repeated',
      },
    })
    expect(apply({ id: 10, revision: 5 })).toMatchObject({
      refusal: { message: 'id: is not a field an owner edits here; revision: is not a field an owner edits here' },
    })
    expect(apply({ hidden: 'yes' })).toMatchObject({ refusal: { message: 'hidden: not true or false' } })
  })

  it('refuses a price below the shop’s minimum charge and names or descriptions past their length', () => {
    expect(apply({ price: 0 })).toMatchObject({ ok: false, refusal: { status: 400, code: 'bad-item', message: 'price: must be at least $0.50' } })
    expect(apply({ price: 0.49 })).toMatchObject({ refusal: { message: 'price: must be at least $0.50' } })
    expect(apply({ price: 0.5 })).toMatchObject({ ok: true })
    expect(apply({ name: 'N'.repeat(60_000), description: 'D'.repeat(60_000) })).toMatchObject({
      refusal: { message: 'name: must be at most 120 characters; description: must be at most 5000 characters' },
    })
    // Counted in characters, as a shopper reads them: 120 emoji are a name.
    expect(apply({ name: '👕'.repeat(120) })).toMatchObject({ ok: true })
    // Only what the edit touches: an old item's long description does not block a price change.
    const long = [{ ...tee, description: 'D'.repeat(6000) }]
    expect(applyItemEdit(long, '2', 9, { attemptId, revision: 0, changes: { price: 20 } }, null, meta)).toMatchObject({ ok: true })
  })

  it('refuses an edit made on another revision, and an item that is not there', () => {
    expect(apply({ price: 1 }, 1)).toEqual({ ok: false, refusal: { status: 409, code: 'stale', message: STALE_ITEM } })
    expect(applyItemEdit(items, '2', 99, { attemptId, revision: 0, changes: {} }, null, meta)).toMatchObject({ refusal: { status: 404 } })
  })

  it('changes nothing, and records nothing, when nothing changes', () => {
    expect(apply({ price: 25 })).toEqual({ ok: true, value: { item: tee, record: null } })
  })

  it('counts a new variant of a counted item from 0 and drops one no longer offered; an item without a stock document stays so', () => {
    expect(apply({ sizes: ['M', 'L'] })).toMatchObject({
      ok: true,
      value: { stock: { units: { 'M/navy': 5, 'L/navy': 0 } }, item: { stock: { 'M/navy': 5, 'L/navy': 0 } } },
    })
    expect(apply({ sizes: ['M', 'L'] }, 0, null)).toMatchObject({ ok: true, value: { stock: null } })
  })

  it('folds the units, and each checkout’s hold, into the item’s one count when its last size and colour go', () => {
    const stock = counted({ 'S/navy': 2, 'M/navy': 5 }, { 'order-1': { 'M/navy': 1, 'S/navy': 1 }, 'order-2': {} })
    expect(apply({ sizes: null, colors: null }, 0, stock)).toMatchObject({
      ok: true,
      value: { stock: { units: { '*': 7 }, held: { 'order-1': { '*': 2 }, 'order-2': {} } }, item: { stock: { '*': 7 } } },
    })
    // One option left: the variants are the same goods under shorter keys, counted again from 0.
    expect(apply({ sizes: null }, 0, stock)).toMatchObject({ ok: true, value: { stock: { units: { navy: 0 }, held: { 'order-1': {} } } } })
  })
})

it('reads an absent or unreadable revision as 0', () => {
  expect([revisionOf({}), revisionOf({ revision: 'x' }), revisionOf({ revision: 4 })]).toEqual([0, 0, 4])
})

it('parses a body with an attempt id, a whole revision and changes', () => {
  expect(parseItemEdit({ attemptId, revision: 0, changes: {} }).ok).toBe(true)
  expect(parseItemEdit({ attemptId: 'short', revision: -1, changes: [] })).toMatchObject({ ok: false, refusal: { status: 400, code: 'bad-request' } })
})

it('replaces one item of a collection', () => {
  expect(withItem(items, { ...tee, price: 1 })).toEqual([items[0], { ...tee, price: 1 }])
})

it.each([
  ['USD', 0.49, 0.5, '$0.50', 'dollars and whole cents'],
  ['EUR', 0.49, 0.5, '€0.50', 'euros and whole cents'],
  ['GBP', 0.29, 0.3, '£0.30', 'pounds and whole pence'],
])('holds an owner’s price in %s to that currency’s smallest charge, in its words', (code, under, lowest, least, whole) => {
  const { currency } = readShopMoney({ VITE_SHOP_CURRENCY: code })
  const sale = (price: number) => ({ price, from: '2026-12-01T09:00:00.000Z', until: '2026-12-08T09:00:00.000Z' })
  expect(itemProblems({ ...tee, price: under }, ['price'], currency)).toEqual([`price: must be at least ${least}`])
  expect(itemProblems({ ...tee, price: 24.999 }, ['price'], currency)).toEqual([`price: must be ${whole}`])
  expect(itemProblems({ ...tee, sale: sale(under) }, ['sale'], currency)).toEqual([`sale: the price must be at least ${least}`])
  expect(itemProblems({ ...tee, price: lowest, sale: sale(lowest + 1) }, ['price'], currency)).toEqual([
    `sale: the price must be below the regular price, ${least}`,
  ])
  expect(itemProblems({ ...tee, price: lowest }, ['price'], currency)).toEqual([])
  expect(itemProblems({ ...tee, sale: sale(lowest) }, ['sale'], currency)).toEqual([])
})
