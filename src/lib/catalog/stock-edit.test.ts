import { expect, it } from 'vitest'
import { applyStockEdit, parseStockEdit } from './stock-edit'

const tee = { id: 9, name: 'Tee', imageUrl: '/t.webp', price: 25, sizes: ['S', 'M'], colors: [{ id: 'navy', name: 'Navy' }] }
const meta = { by: 'boss', at: '2026-11-27T10:00:00.000Z' }
const attemptId = 'attempt-0000000000001'
const apply = (units: Record<string, { from: unknown; to: unknown }>, stored: Record<string, unknown> | null = { 'S/navy': 2, 'M/navy': 5 }) =>
  applyStockEdit(tee, '2', 9, { attemptId, units }, stored, meta)

it('sets the counts from what they were, keeps the others, and records the changed ones', () => {
  expect(apply({ 'S/navy': { from: 2, to: 7 }, 'M/navy': { from: 5, to: 5 } })).toEqual({
    ok: true,
    value: {
      units: { 'S/navy': 7, 'M/navy': 5 },
      record: {
        ...meta,
        kind: 'stock',
        collectionId: '2',
        itemId: 9,
        before: { 'S/navy': 2 },
        after: { 'S/navy': 7 },
        attemptId,
        answer: { units: { 'S/navy': 7, 'M/navy': 5 } },
      },
    },
  })
})

it('refuses a count that changed since (409), from none for a variant not counted yet', () => {
  expect(apply({ 'S/navy': { from: 3, to: 7 } })).toMatchObject({ ok: false, refusal: { status: 409, code: 'stale' } })
  expect(apply({ 'S/navy': { from: null, to: 7 } }, null)).toMatchObject({ ok: true, value: { units: { 'S/navy': 7 } } })
  expect(apply({ 'S/navy': { from: 0, to: 7 } }, null)).toMatchObject({ ok: false, refusal: { status: 409 } })
})

it('refuses a variant the item does not have and a count that is not whole from 0 to a million (400)', () => {
  expect(apply({ 'XL/navy': { from: null, to: 1 }, 'S/navy': { from: 2, to: -1 } })).toMatchObject({
    ok: false,
    refusal: {
      status: 400,
      code: 'bad-stock',
      message: "units 'XL/navy': no such variant of this item; units 'S/navy': must be a whole number from 0 to 1000000",
    },
  })
  expect(applyStockEdit(undefined, '2', 9, { attemptId, units: {} }, null, meta)).toMatchObject({ refusal: { status: 404 } })
})

it('parses a body naming at least one variant with from and to', () => {
  expect(parseStockEdit({ attemptId, units: {} })).toMatchObject({ ok: false, refusal: { status: 400 } })
  expect(parseStockEdit({ attemptId, units: { M: 3 } })).toMatchObject({ ok: false })
  expect(parseStockEdit({ attemptId, units: { M: { from: 1, to: 3 } } }).ok).toBe(true)
})
