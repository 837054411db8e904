import { expect, it } from 'vitest'
import { addItem, nextItemId } from './add-item'

const meta = { by: 'boss', at: '2026-11-27T10:00:00.000Z' }
const attemptId = 'attempt-0000000000001'
const collections = { '1': { items: [{ id: 4 }, { id: 'x' }] }, '2': { items: [{ id: 9 }] } }
const hat = { name: 'Hat', price: 12, imageUrl: '/h.webp', sizes: ['S', 'M'] }

it('gives the next id of the whole catalog', () => {
  expect(nextItemId(Object.values(collections))).toBe(10)
  expect(nextItemId([])).toBe(1)
})

it('adds the item at revision 0 with its starting units, every variant not named at none', () => {
  expect(addItem(collections, '1', { attemptId, item: hat, units: { M: 4 } }, meta)).toEqual({
    ok: true,
    value: {
      item: { ...hat, id: 10, revision: 0, stock: { S: 0, M: 4 }, handle: 'hat' },
      units: { S: 0, M: 4 },
      unlimited: false,
      record: {
        ...meta,
        kind: 'add',
        collectionId: '1',
        itemId: 10,
        before: null,
        after: { ...hat, id: 10, revision: 0, stock: { S: 0, M: 4 }, handle: 'hat' },
        attemptId,
        answer: { item: { ...hat, id: 10, revision: 0, stock: { S: 0, M: 4 }, handle: 'hat' } },
      },
    },
  })
  // No count given: every variant at 0, never sold uncounted; sold without a limit only when the owner says so.
  expect(addItem(collections, '1', { attemptId, item: hat }, meta)).toMatchObject({ ok: true, value: { units: { S: 0, M: 0 }, unlimited: false } })
  expect(addItem(collections, '1', { attemptId, item: hat, unlimited: true }, meta)).toMatchObject({
    ok: true,
    value: { item: { unlimited: true }, units: { S: 0, M: 0 }, unlimited: true },
  })
})

it('refuses what the shop would not read whole, fields it sets itself, and unknown ones, each named', () => {
  expect(
    addItem(collections, '1', { attemptId, item: { name: 'Hat', price: 12, sizes: ['S', 'S'], id: 3, colour: 'red' }, units: { L: 1 } }, meta),
  ).toMatchObject({
    ok: false,
    refusal: {
      status: 400,
      code: 'bad-item',
      message:
        "id: is not set when adding an item; colour: is not a field of an item; imageUrl: must be a string, not missing; sizes[1]: malformed or repeated; units 'L': no such variant of this item",
    },
  })
  expect(addItem(collections, '7', { attemptId, item: hat }, meta)).toMatchObject({ ok: false, refusal: { status: 404 } })
})
