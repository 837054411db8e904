import { describe, expect, it } from 'vitest'
import type { AdminItem } from '../../lib/catalog/admin-catalog'
import { readShopMoney } from '../../lib/shop-money'
import { colorRows, itemChanges, listText, type ItemFormValues } from './item-changes'

const item: AdminItem = {
  id: 9,
  name: 'Tee',
  imageUrl: '/tee.webp',
  price: 24.99,
  description: 'Soft',
  sizes: ['S', 'M'],
  colors: [{ id: 'navy', name: 'Navy', imageUrl: '/tee-navy.webp' }],
  hidden: false,
  revision: 2,
}
const unchanged: ItemFormValues = {
  name: 'Tee',
  description: 'Soft',
  price: '24.99',
  sizes: listText(item.sizes),
  colors: colorRows(item.colors),
  hidden: false,
}

describe('itemChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(itemChanges(item, unchanged)).toEqual({ changes: {} })
  })

  it('sends only the fields that changed, the price in dollars, sizes as a list', () => {
    expect(itemChanges(item, { ...unchanged, name: ' Tee shirt ', price: '19.5', sizes: 'S, M,L', hidden: true })).toEqual({
      changes: { name: 'Tee shirt', price: 19.5, sizes: ['S', 'M', 'L'], hidden: true },
    })
  })

  it("keeps a renamed colour's picture, and adds a new colour without one", () => {
    const colors = [
      { was: 'navy', id: 'navy', name: 'Deep navy' },
      { was: '', id: 'coral', name: 'Coral' },
    ]
    expect(itemChanges(item, { ...unchanged, colors })).toEqual({
      changes: {
        colors: [
          { id: 'navy', name: 'Deep navy', imageUrl: '/tee-navy.webp' },
          { id: 'coral', name: 'Coral' },
        ],
      },
    })
  })

  it('asks for a price in dollars', () => {
    expect(itemChanges(item, { ...unchanged, price: '12,50' })).toEqual({ problem: 'Price: type an amount in dollars, such as 24.99.' })
  })

  it('says before saving that a price is below the smallest charge, or a text too long', () => {
    expect(itemChanges(item, { ...unchanged, price: '0' })).toEqual({ problem: 'Price: at least $0.50, the smallest amount the payment provider charges.' })
    expect(itemChanges(item, { ...unchanged, price: '0.49' })).toMatchObject({ problem: expect.stringMatching(/^Price: at least \$0\.50/) })
    expect(itemChanges(item, { ...unchanged, name: 'N'.repeat(121) })).toEqual({ problem: 'Name: at most 120 characters.' })
    expect(itemChanges(item, { ...unchanged, description: 'D'.repeat(5001) })).toEqual({ problem: 'Description: at most 5000 characters.' })
  })

  it.each([
    ['USD', 'dollars', '0.49', '$0.50', '0.50'],
    ['EUR', 'euros', '0.49', '€0.50', '0.50'],
    ['GBP', 'pounds', '0.29', '£0.30', '0.30'],
  ])('in %s, asks for %s and holds the price to that currency’s smallest charge', (code, units, under, least, lowest) => {
    const { currency } = readShopMoney({ VITE_SHOP_CURRENCY: code })
    expect(itemChanges(item, { ...unchanged, price: '12,50' }, currency)).toEqual({ problem: `Price: type an amount in ${units}, such as 24.99.` })
    expect(itemChanges(item, { ...unchanged, price: under }, currency)).toEqual({
      problem: `Price: at least ${least}, the smallest amount the payment provider charges.`,
    })
    expect(itemChanges(item, { ...unchanged, price: lowest }, currency)).toEqual({ changes: { price: Number(lowest) } })
  })
})
