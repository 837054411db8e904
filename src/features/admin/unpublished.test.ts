import { describe, expect, it } from 'vitest'
import { toAdminCatalog } from '../../lib/catalog/admin-catalog'
import { unpublishedItems } from './unpublished'

const item = (id: number, name: string, price: number, more: object = {}) => ({ id, name, price, imageUrl: `/${id}.webp`, ...more })

describe('unpublishedItems', () => {
  it('lists a new name or price, a hidden item whose page is still there, a shown item without one, and a page whose item is gone', () => {
    const catalog = toAdminCatalog(
      [
        {
          id: '1',
          data: {
            title: 'Bags',
            items: [
              item(1, 'Backpack', 99),
              item(2, 'Duffel', 189.99, { hidden: true }),
              item(3, 'Tote', 30),
              item(4, 'Same', 10),
              item(5, 'Secret', 5, { hidden: true }),
            ],
          },
        },
      ],
      [],
    )
    const record = {
      builtAt: '2026-11-27T09:00:00.000Z',
      items: [
        { collectionId: '1', itemId: 1, name: 'Rolltop Backpack', price: 125 },
        { collectionId: '1', itemId: 2, name: 'Duffel', price: 189.99 },
        { collectionId: '1', itemId: 4, name: 'Same', price: 10 },
        { collectionId: '1', itemId: 8, name: 'Old hat', price: 12 },
      ],
    }
    expect(unpublishedItems(catalog, record).map(({ itemId, live, differences }) => [itemId, live, differences])).toEqual([
      [1, true, ['Name: “Rolltop Backpack” on the page, “Backpack” live.', 'Price: $125 on the page, $99 live.']],
      [2, true, ['Hidden, but its prerendered page is still there (the shop says not found once it loads).']],
      [3, true, ['Shown in the shop, but it has no prerendered page yet.']],
      [8, false, ['No longer in the catalog, but its prerendered page is still there.']],
    ])
  })
})
