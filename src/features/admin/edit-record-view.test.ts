import { describe, expect, it } from 'vitest'
import { describeChanges, stockChangeName, toCatalogEdit } from './edit-record-view'

describe('describeChanges', () => {
  it('lists each field that differs, before → after, as the owner reads it', () => {
    expect(
      describeChanges(
        { name: 'Tee', price: 24.99, sizes: ['S'], hidden: false, colors: [{ id: 'navy', name: 'Navy' }] },
        { name: 'Tee', price: 19.5, sizes: ['S', 'M'], hidden: true, colors: [{ id: 'navy', name: 'Navy' }] },
      ),
    ).toEqual([
      { field: 'price', from: '$24.99', to: '$19.50' },
      { field: 'sizes', from: 'S', to: 'S, M' },
      { field: 'hidden', from: 'shown', to: 'hidden' },
    ])
  })

  it('names a stock count by its variant, and a field that was not there by a dash', () => {
    expect(describeChanges({ units: { 'M/navy': 5, 'L/navy': 2 } }, { units: { 'M/navy': 3, 'L/navy': 2 } })).toEqual([
      { field: 'units M/navy', from: '5', to: '3' },
    ])
    expect(describeChanges({}, { description: 'Soft' })).toEqual([{ field: 'description', from: '—', to: '“Soft”' }])
  })
})

describe('a sale in the history', () => {
  it('names its parts and shows its prices in the currency and its moments in the shop’s time, never as stored', () => {
    const sale = { price: 19.99, from: '2026-12-01T09:00:00.000Z', until: '2026-12-08T23:00:00.000Z', was: 24.99 }
    expect(describeChanges({ price: 24.99 }, { price: 24.99, sale })).toEqual([
      { field: 'sale price', from: '—', to: '$19.99' },
      { field: 'sale starts', from: '—', to: '1 December 2026 at 10:00 CET' },
      { field: 'sale ends', from: '—', to: '9 December 2026 at 00:00 CET' },
      { field: 'lowest price of the 30 days before the sale', from: '—', to: '$24.99' },
    ])
  })

  it('lists no change where there was no sale and the edit took away none (absent, then null)', () => {
    expect(describeChanges({ price: 24.99 }, { price: 19.99, sale: null })).toEqual([{ field: 'price', from: '$24.99', to: '$19.99' }])
  })
})

describe('stockChangeName', () => {
  const tee = { sizes: ['M', 'L'], colors: [{ id: 'navy', name: 'Navy' }] }

  it('names a shelf count by its variant as the stock form does, also in records kept before counts were of the shelf', () => {
    expect(['shelf M/navy', 'M/navy', 'shelf L/navy'].map((field) => stockChangeName(field, tee))).toEqual([
      'Units of Size M · Navy',
      'Units of Size M · Navy',
      'Units of Size L · Navy',
    ])
  })

  it('names a variant the item no longer offers by its key, the one count of an item without options, and the unlimited choice', () => {
    expect(['shelf S/coral', 'shelf *', '', 'unlimited'].map((field) => stockChangeName(field, tee))).toEqual([
      'Units of S/coral',
      'Units of the item',
      'Units of the item',
      'Sold without a limit',
    ])
    expect(describeChanges({ unlimited: false }, { unlimited: true })).toEqual([{ field: 'unlimited', from: 'no', to: 'yes' }])
  })
})

describe('toCatalogEdit', () => {
  it('reads a record, and leaves out one that is not', () => {
    expect(toCatalogEdit('e1', { at: '2026-11-27T10:00:00.000Z', by: 'owner@example.com', kind: 'stock', before: {}, after: {} })).toMatchObject({ id: 'e1' })
    expect(toCatalogEdit('e2', { at: 5, by: 'x', kind: 'item' })).toBeNull()
  })
})
