import { describe, expect, it } from 'vitest'
import { priceLines, type PricedLine } from './pricing'
import { endHolds, publishStock, releaseStock, reserveStock, stockSnapshotOf, withWrites } from './stock'
import { shirtLine, testCatalog, testStock, toteLine } from '../../../tests/support/test-catalog'

const NOW = new Date('2026-11-28T12:00:00.000Z')

const priced = (...lines: Parameters<typeof priceLines>[0]): PricedLine[] => {
  const result = priceLines(lines, testCatalog(), NOW)
  if (!result.ok) throw new Error('not priced')
  return result.lines
}

const SHIRT = { 'S/navy': 3, 'S/coral': 0, 'M/navy': 1, 'M/coral': 5 }

describe('reserveStock', () => {
  it('takes the units of each variant, an item without options under its one key, into the order’s hold', () => {
    expect(reserveStock(testStock(), priced(shirtLine(1), toteLine(7)), 'order-1')).toEqual({
      ok: true,
      writes: [
        { id: '2_9', collectionId: '2', itemId: 9, units: { ...SHIRT, 'M/navy': 0 }, held: { 'order-1': { 'M/navy': 1 } }, unlimited: false },
        { id: '3_3', collectionId: '3', itemId: 3, units: { '*': 3 }, held: { 'order-1': { '*': 7 } }, unlimited: false },
      ],
    })
  })

  it('decides from the stock documents, never from the counts the catalog shows', () => {
    const catalog = testCatalog()
    ;(catalog['2']!.items[0] as { stock: Record<string, number> }).stock['M/navy'] = 50
    const lines = priceLines([shirtLine(2)], catalog, NOW)
    if (!lines.ok) throw new Error('not priced')
    expect(reserveStock(testStock(), lines.lines, 'order-1')).toMatchObject({ ok: false, problems: [{ code: 'short', available: 1 }] })
  })

  it('refuses every line that wants more than is left, saying how many are', () => {
    const result = reserveStock(
      testStock(),
      priced(shirtLine(2), toteLine(), shirtLine(1, 'S', 'coral'), { collectionId: '2', itemId: 33, size: '42', quantity: 3 }),
      'order-1',
    )
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 0, code: 'short', message: 'Only 1 left in size M, Navy.', available: 1 },
        { line: 2, code: 'short', message: 'Crew Neck T-Shirt is sold out in size S, Coral.', available: 0 },
        { line: 3, code: 'short', message: 'Only 2 left in size 42.', available: 2 },
      ],
    })
  })

  it('sells none of an item without a stock document, nor of a variant its units do not list', () => {
    const stock = testStock()
    delete stock['3_3']
    stock['2_9'] = { units: { 'S/navy': 3 }, held: {}, unlimited: false }
    expect(reserveStock(stock, priced(toteLine(), shirtLine(1)), 'order-1')).toEqual({
      ok: false,
      problems: [
        { line: 0, code: 'short', message: 'Canvas Tote is sold out.', available: 0 },
        { line: 1, code: 'short', message: 'Crew Neck T-Shirt is sold out in size M, Navy.', available: 0 },
      ],
    })
  })

  it('sells an unlimited item without taking units, noting the order’s empty hold', () => {
    const stock = testStock()
    stock['3_3'] = { units: { '*': 0 }, held: {}, unlimited: true }
    expect(reserveStock(stock, priced(toteLine(50)), 'order-1')).toEqual({
      ok: true,
      writes: [{ id: '3_3', collectionId: '3', itemId: 3, units: { '*': 0 }, held: { 'order-1': {} }, unlimited: true }],
    })
  })

  it('counts two lines of one item against the same document', () => {
    const result = reserveStock(testStock(), priced(shirtLine(1, 'S', 'navy'), shirtLine(2, 'S', 'navy'), shirtLine(1, 'S', 'navy')), 'order-1')
    expect(result).toMatchObject({ ok: false, problems: [{ line: 2, code: 'short', available: 0 }] })
  })

  it.each([
    ['text', '1'],
    ['negative', -3],
    ['fractional', 2.5],
    ['missing a value', null],
    ['beyond any real count', 1e9],
  ])('fails closed on a count that is %s: the variant is not sold, with a clear reason', (_, count) => {
    const stock = testStock()
    stock['2_9']!.units['M/navy'] = count
    const expected = { ok: false, problems: [{ line: 0, code: 'unavailable', message: 'Crew Neck T-Shirt cannot be ordered in size M, Navy at the moment.' }] }
    expect(reserveStock(stock, priced(shirtLine(50)), 'order-1')).toEqual(expected)
    expect(reserveStock(stock, priced(shirtLine(99)), 'order-1')).toEqual(expected)
  })

  it('fails closed on a stock document whose units are not a map, and still sells other items', () => {
    const stock = stockSnapshotOf([
      ['2_9', { collectionId: '2', itemId: 9, units: 'lots' }],
      ['2_33', { units: { '42': 2 } }],
    ])
    expect(reserveStock(stock, priced(shirtLine(1)), 'order-1')).toMatchObject({ ok: false, problems: [{ code: 'unavailable' }] })
    expect(reserveStock(stock, priced({ collectionId: '2', itemId: 33, size: '42', quantity: 1 }), 'order-1')).toMatchObject({ ok: true })
  })

  it('two shoppers racing for the last unit: one gets it, the other a clear refusal, and stock stays at 0', () => {
    let stock = testStock()
    const first = reserveStock(stock, priced(shirtLine(1)), 'order-1')
    if (!first.ok) throw new Error('first refused')
    stock = withWrites(stock, first.writes)
    const second = reserveStock(stock, priced(shirtLine(1)), 'order-2')
    expect(second).toMatchObject({ ok: false, problems: [{ code: 'short', available: 0, message: 'Crew Neck T-Shirt is sold out in size M, Navy.' }] })
    expect(stock['2_9']!.units['M/navy']).toBe(0)
  })
})

describe('endHolds', () => {
  const held = () => {
    const reserved = reserveStock(testStock(), priced(shirtLine(2, 'M', 'coral'), toteLine(4)), 'order-1')
    if (!reserved.ok) throw new Error('refused')
    return withWrites(testStock(), reserved.writes)
  }

  it('gives back exactly what an unpaid order held, and drops the hold', () => {
    expect(endHolds(held(), 'order-1', priced(shirtLine(2, 'M', 'coral'), toteLine(4)), true)).toEqual([
      { id: '2_9', collectionId: '2', itemId: 9, units: SHIRT, held: {}, unlimited: false },
      { id: '3_3', collectionId: '3', itemId: 3, units: { '*': 10 }, held: {}, unlimited: false },
    ])
  })

  it('drops the hold of an order shipped, leaving the units sold', () => {
    expect(endHolds(held(), 'order-1', priced(shirtLine(2, 'M', 'coral'), toteLine(4)), false)).toEqual([
      { id: '2_9', collectionId: '2', itemId: 9, units: { ...SHIRT, 'M/coral': 3 }, held: {}, unlimited: false },
      { id: '3_3', collectionId: '3', itemId: 3, units: { '*': 6 }, held: {}, unlimited: false },
    ])
  })

  it('gives back the lines of an order placed before holds were noted, but nothing of an unlimited item', () => {
    const stock = testStock()
    stock['3_3'] = { units: { '*': 0 }, held: {}, unlimited: true }
    expect(endHolds(stock, 'order-0', priced(shirtLine(2, 'M', 'coral'), toteLine(4)), true)).toEqual([
      { id: '2_9', collectionId: '2', itemId: 9, units: { ...SHIRT, 'M/coral': 7 }, held: {}, unlimited: false },
    ])
    expect(endHolds(stock, 'order-0', priced(shirtLine(2, 'M', 'coral')), false)).toEqual([])
  })
})

describe('releaseStock', () => {
  it('gives units back and keeps the rest of the document as stored', () => {
    const stock = testStock()
    stock['2_9']!.units['S/navy'] = 'three'
    expect(releaseStock(stock, priced(shirtLine(2, 'M', 'coral'), toteLine()))).toEqual([
      { id: '2_9', collectionId: '2', itemId: 9, units: { ...SHIRT, 'S/navy': 'three', 'M/coral': 7 }, held: {}, unlimited: false },
      { id: '3_3', collectionId: '3', itemId: 3, units: { '*': 11 }, held: {}, unlimited: false },
    ])
    expect(stock['2_9']!.units['M/coral']).toBe(5)
  })

  it('takes the units of an order still on the shelf out of its hold as they go back on sale', () => {
    const reserved = reserveStock(testStock(), priced(shirtLine(2, 'M', 'coral')), 'order-1')
    if (!reserved.ok) throw new Error('refused')
    const stock = withWrites(testStock(), reserved.writes)
    expect(releaseStock(stock, priced(shirtLine(1, 'M', 'coral')), 'order-1')).toEqual([
      { id: '2_9', collectionId: '2', itemId: 9, units: { ...SHIRT, 'M/coral': 4 }, held: { 'order-1': { 'M/coral': 1 } }, unlimited: false },
    ])
  })

  it('takes nothing back for an item no longer counted, or a count it cannot read', () => {
    const lines = priced(shirtLine())
    expect(releaseStock({}, lines)).toEqual([])
    expect(releaseStock({ '2_9': { units: { 'M/navy': '1' }, held: {}, unlimited: false } }, lines)).toEqual([])
    expect(releaseStock({ '2_9': null }, lines)).toEqual([])
  })
})

describe('publishStock', () => {
  const items = () => testCatalog()['2']!.items

  it('copies each counted item’s units into what the shop shows, and nothing when they agree', () => {
    const stock = testStock()
    expect(publishStock('2', items(), stock)).toBeNull()
    stock['2_9']!.units['M/navy'] = 0
    const published = publishStock('2', items(), stock)
    expect(published).toEqual([{ ...items()[0]!, stock: { ...SHIRT, 'M/navy': 0 } }, items()[1]])
  })

  it('shows a count it cannot read as sold out, and leaves items without a stock document as they are', () => {
    const stock = { '2_9': { ...testStock()['2_9']!, units: { ...SHIRT, 'M/navy': '1' } }, '2_33': null }
    expect(publishStock('2', items(), stock)).toEqual([
      { ...items()[0]!, stock: { ...SHIRT, 'M/navy': 0 } },
      { ...items()[1]!, stock: { '42': 0, '43': 0 } },
    ])
    expect(publishStock('3', testCatalog()['3']!.items, {})).toBeNull()
  })

  it('shows the owner’s unlimited choice, and takes it away when they count the item again', () => {
    const stock = testStock()
    stock['3_3'] = { units: { '*': 10 }, held: {}, unlimited: true }
    const [cap, tote] = testCatalog()['3']!.items
    const shown = publishStock('3', [cap, tote], stock)
    expect(shown).toEqual([cap, { ...tote!, unlimited: true }])
    expect(publishStock('3', shown!, stock)).toBeNull()
    expect(publishStock('3', shown!, testStock())).toEqual([cap, tote])
  })
})
