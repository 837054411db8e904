// The owner's price checks in the shop that sells in euros: the forms and the /api read the currency as their
// modules load, so what they say and the lowest price they take follow the build's setting, not the dollars.
import { describe, expect, it } from 'vitest'
import { itemChanges, listText } from '../../../src/features/admin/item-changes'
import { localField, saleChange } from '../../../src/features/admin/sale-changes'
import type { AdminItem } from '../../../src/lib/catalog/admin-catalog'
import { itemProblems } from '../../../src/lib/catalog/item-edit'
import { NAME_LISTS, type NameListField } from '../../../src/lib/catalog/variant'
import { MIN_PRICE, SHOP_CURRENCY } from '../../../src/lib/money'

const item: AdminItem = { id: 9, name: 'Tee', imageUrl: '/tee.webp', price: 24.99, sizes: ['S', 'M'], hidden: false, revision: 2 }
// Each typed list as the form fills it, so a new option's list needs nothing here.
const lists = Object.fromEntries(NAME_LISTS.map(({ field }) => [field, listText(item[field])])) as Record<NameListField, string>
const values = { name: 'Tee', description: '', price: '24.99', ...lists, colors: [], hidden: false }

describe('an owner’s prices in euros', () => {
  it('are asked for in euros, at least the payment provider’s smallest charge in euros', () => {
    expect(SHOP_CURRENCY.code).toBe('EUR')
    expect(MIN_PRICE).toBe(0.5)
    expect(itemChanges(item, { ...values, price: '12,50' })).toEqual({ problem: 'Price: type an amount in euros, such as 24.99.' })
    expect(itemChanges(item, { ...values, price: '0.49' })).toEqual({ problem: 'Price: at least €0.50, the smallest amount the payment provider charges.' })
    expect(itemChanges(item, { ...values, price: '0.50' })).toEqual({ changes: { price: 0.5 } })
  })

  it('are refused by the /api’s checks in euros', () => {
    expect(itemProblems({ ...item, price: 0.49 }, ['price'])).toEqual(['price: must be at least €0.50'])
    expect(itemProblems({ ...item, price: 24.999 }, ['price'])).toEqual(['price: must be euros and whole cents'])
  })

  it('hold a sale to the same', () => {
    const from = localField('2026-12-01T09:00:00.000Z')
    const until = localField('2026-12-08T09:00:00.000Z')
    expect(saleChange(24.99, { price: '19,50', from, until })).toEqual({ problem: 'Sale price: type an amount in euros, such as 19.99.' })
    expect(saleChange(24.99, { price: '0.25', from, until })).toEqual({ problem: 'Sale price: at least €0.50.' })
  })
})
