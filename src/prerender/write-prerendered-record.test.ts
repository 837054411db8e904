// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { demoCatalog } from '../../tests/support/demo-catalog'
import { catalogRecord } from './server'

describe('catalogRecord', () => {
  it("records each prerendered item's name and price under its collection's document id", () => {
    const record = catalogRecord(demoCatalog, new Date('2026-11-27T09:00:00.000Z'))!
    expect(record.builtAt).toBe('2026-11-27T09:00:00.000Z')
    expect(record.items).toHaveLength(demoCatalog.reduce((sum, collection) => sum + collection.items.length, 0))
    expect(record.items).toContainEqual({ collectionId: '2', itemId: 9, name: 'Classic Crew Neck T-Shirt', price: 24.99 })
  })

  it('leaves out an item no page shows (unreadable, or hidden), and has no record without a catalog', () => {
    const catalog = [
      {
        id: 7,
        title: 'Hats',
        items: [
          { id: 1, name: 'Cap', imageUrl: '/c.webp', price: 5 },
          { id: 2, name: '' },
          { id: 3, name: 'Beret', imageUrl: '/b.webp', price: 9, hidden: true },
        ],
      },
    ]
    expect(catalogRecord(catalog)!.items).toEqual([{ collectionId: '7', itemId: 1, name: 'Cap', price: 5 }])
    expect(catalogRecord(undefined)).toBeNull()
  })
})
