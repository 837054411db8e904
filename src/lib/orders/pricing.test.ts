import { describe, expect, it } from 'vitest'
import { priceChanges } from './price-changes'
import { priceLines } from './pricing'
import { shirtLine, testCatalog, toteLine } from '../../../tests/support/test-catalog'

const NOW = new Date('2026-11-28T12:00:00.000Z')

describe('priceLines', () => {
  it('prices in integer cents from the catalog, whatever the cart stored', () => {
    // A stored cart claiming the shirt costs $0.01 sends only what it wants; the catalog sets the price.
    const priced = priceLines([shirtLine(3), toteLine(1)], testCatalog(), NOW)
    expect(priced).toEqual({
      ok: true,
      subtotalCents: 3 * 2499 + 4500,
      lines: [
        { collectionId: '2', itemId: 9, name: 'Crew Neck T-Shirt', size: 'M', color: 'navy', colorName: 'Navy', quantity: 3, unitCents: 2499 },
        { collectionId: '3', itemId: 3, name: 'Canvas Tote', quantity: 1, unitCents: 4500 },
      ],
    })
  })

  it.each([
    ['an unknown item', { ...toteLine(), itemId: 999 }, 'item-gone', 'This item is no longer sold.'],
    ['an unknown collection', { ...toteLine(), collectionId: '42' }, 'item-gone', 'This item is no longer sold.'],
    ['a size on an item without sizes', { ...toteLine(), size: 'M' }, 'size-not-offered', 'Canvas Tote comes in one size.'],
    ['no size on an item with sizes', { collectionId: '2', itemId: 9, color: 'navy', quantity: 1 }, 'size-required', 'Choose a size of Crew Neck T-Shirt.'],
    ['no colour on an item with colours', { collectionId: '3', itemId: 18, quantity: 1 }, 'color-required', 'Choose a colour of Baseball Cap.'],
    ['a size no longer sold', shirtLine(1, 'XL'), 'variant-gone', 'Crew Neck T-Shirt is no longer sold in size XL, navy.'],
    ['a colour no longer sold', shirtLine(1, 'M', 'teal'), 'variant-gone', 'Crew Neck T-Shirt is no longer sold in size M, teal.'],
  ])('refuses %s', (_, line, code, message) => {
    expect(priceLines([toteLine(), line], testCatalog(), NOW)).toEqual({ ok: false, problems: [{ line: 1, code, message }] })
  })

  it('sells an item as the shop shows it: a malformed option is left out, not the whole item', () => {
    const catalog = testCatalog()
    const shirt = catalog['2']!.items[0] as { stock: Record<string, unknown>; description?: unknown }
    shirt.stock['S/coral'] = -1
    shirt.description = 42
    expect(priceLines([shirtLine(1, 'M', 'navy')], catalog, NOW)).toMatchObject({ ok: true, subtotalCents: 2499 })
  })

  it("charges a sale's price within its window, and the regular price before and after it", () => {
    const catalog = testCatalog()
    const sale = { price: 30, from: '2026-11-28T00:00:00.000Z', until: '2026-12-01T00:00:00.000Z', was: 45 }
    Object.assign(catalog['3']!.items[1] as object, { sale })
    const unitAt = (at: string) => {
      const priced = priceLines([toteLine()], catalog, new Date(at))
      return priced.ok ? priced.lines[0]!.unitCents : null
    }
    expect(unitAt('2026-11-27T23:59:59.000Z')).toBe(4500)
    expect(unitAt('2026-11-28T00:00:00.000Z')).toBe(3000)
    expect(unitAt(NOW.toISOString())).toBe(3000)
    expect(unitAt('2026-12-01T00:00:00.000Z')).toBe(4500)
  })

  it('never prices an item whose stored price is malformed', () => {
    const catalog = testCatalog()
    catalog['3'] = { items: [{ id: 3, name: 'Canvas Tote', price: '45' }] }
    expect(priceLines([toteLine()], catalog, NOW)).toMatchObject({ ok: false, problems: [{ code: 'item-gone' }] })
  })
})

describe('priceChanges', () => {
  it('names each line whose price is not the one the shopper saw', () => {
    const priced = priceLines([shirtLine(), toteLine()], testCatalog(), NOW)
    if (!priced.ok) throw new Error('priced')
    expect(priceChanges([2499, 3999], priced.lines)).toEqual([
      { line: 1, code: 'price-changed', message: 'The price of Canvas Tote changed to $45.', unitCents: 4500 },
    ])
    expect(priceChanges([2499, 4500], priced.lines)).toEqual([])
  })
})
