import { expect, it } from 'vitest'
import { applyStockEdit, parseStockEdit } from './stock-edit'

const tee = { id: 9, name: 'Tee', imageUrl: '/t.webp', price: 25, sizes: ['S', 'M'], colors: [{ id: 'navy', name: 'Navy' }] }
const tote = { id: 3, name: 'Tote', imageUrl: '/t.webp', price: 45 }
const meta = { by: 'boss', at: '2026-11-27T10:00:00.000Z' }
const attemptId = 'attempt-0000000000001'
const counted = (units: Record<string, unknown>, held: Record<string, Record<string, number>> = {}, unlimited = false) => ({ units, held, unlimited })
const apply = (units: Record<string, { from: unknown; to: unknown }>, stored: ReturnType<typeof counted> | null = counted({ 'S/navy': 2, 'M/navy': 5 })) =>
  applyStockEdit(tee, '2', 9, { attemptId, units }, stored, meta)

it('sets the shelf counts from what they were, keeps the others, and records the changed ones', () => {
  expect(apply({ 'S/navy': { from: 2, to: 7 }, 'M/navy': { from: 5, to: 5 } })).toEqual({
    ok: true,
    value: {
      stock: { units: { 'S/navy': 7, 'M/navy': 5 }, unlimited: false },
      held: {},
      record: {
        ...meta,
        kind: 'stock',
        collectionId: '2',
        itemId: 9,
        before: { shelf: { 'S/navy': 2 } },
        after: { shelf: { 'S/navy': 7 } },
        attemptId,
        answer: { units: { 'S/navy': 7, 'M/navy': 5 }, held: {}, unlimited: false },
      },
    },
  })
})

it('counts the shelf: what unpaid checkouts hold is on it, and not for sale', () => {
  const stored = counted({ 'S/navy': 0, 'M/navy': 2 }, { 'order-1': { 'M/navy': 2 }, 'order-2': { 'M/navy': 1, 'S/navy': 2 } })
  // The owner saw 5 on the shelf (2 to sell, 3 held) and finds 9.
  expect(apply({ 'M/navy': { from: 5, to: 9 } }, stored)).toMatchObject({
    ok: true,
    value: { stock: { units: { 'S/navy': 0, 'M/navy': 6 } }, held: { 'M/navy': 3, 'S/navy': 2 }, record: { before: { shelf: { 'M/navy': 5 } } } },
  })
  expect(apply({ 'M/navy': { from: 2, to: 9 } }, stored)).toMatchObject({ ok: false, refusal: { status: 409, code: 'stale' } })
  expect(apply({ 'S/navy': { from: 2, to: 1 } }, stored)).toMatchObject({
    ok: false,
    refusal: { status: 400, message: "units 'S/navy': 2 are held for orders not yet shipped, so the shelf has at least 2 until they are shipped or end" },
  })
})

it('refuses a count that changed since (409), from none for a variant not counted yet', () => {
  expect(apply({ 'S/navy': { from: 3, to: 7 } })).toMatchObject({ ok: false, refusal: { status: 409, code: 'stale' } })
  expect(apply({ 'S/navy': { from: null, to: 7 } }, null)).toMatchObject({ ok: true, value: { stock: { units: { 'S/navy': 7 } } } })
  expect(apply({ 'S/navy': { from: 0, to: 7 } }, null)).toMatchObject({ ok: false, refusal: { status: 409 } })
})

it('counts an item without options under its one key, and sells it without a limit only when the owner says so', () => {
  const plain = (edit: Partial<Parameters<typeof applyStockEdit>[3]>, stored = counted({ '*': 4 })) =>
    applyStockEdit(tote, '3', 3, { attemptId, ...edit }, stored, meta)
  expect(plain({ units: { '*': { from: 4, to: 6 } } })).toMatchObject({ ok: true, value: { stock: { units: { '*': 6 }, unlimited: false } } })
  expect(plain({ unlimited: true })).toMatchObject({
    ok: true,
    value: { stock: { units: { '*': 4 }, unlimited: true }, record: { before: { unlimited: false }, after: { unlimited: true } } },
  })
  expect(plain({ unlimited: true }, counted({ '*': 4 }, {}, true))).toMatchObject({ ok: true, value: { record: null } })
  expect(plain({ units: { '': { from: 4, to: 6 } } })).toMatchObject({ ok: false, refusal: { status: 400 } })
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

it('parses a body naming at least one variant with from and to, or the unlimited choice', () => {
  expect(parseStockEdit({ attemptId, units: {} })).toMatchObject({ ok: false, refusal: { status: 400 } })
  expect(parseStockEdit({ attemptId })).toMatchObject({ ok: false, refusal: { status: 400 } })
  expect(parseStockEdit({ attemptId, units: { M: 3 } })).toMatchObject({ ok: false })
  expect(parseStockEdit({ attemptId, units: { M: { from: 1, to: 3 } } }).ok).toBe(true)
  expect(parseStockEdit({ attemptId, unlimited: false }).ok).toBe(true)
})
