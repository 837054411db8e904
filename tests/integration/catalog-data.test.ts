// The demo catalog fills in the product-page data as product pages need, and all of it passes validation.
import { existsSync } from 'node:fs'
import { expect, it, vi } from 'vitest'
import { mapCollections } from '../../src/features/catalog/map-collections'
import { closeUpsFor, imageFor, isSoldOut, stockOf } from '../../src/features/catalog/variant-display'
import { variantsOf } from '../../src/lib/catalog/variant'
import { demoCatalog } from '../support/demo-catalog'

it('maps the whole demo catalog without a warning, with sizes, colours and stock where product pages need them', () => {
  const warn = vi.spyOn(console, 'warn')
  const collections = mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data })))
  expect(warn).not.toHaveBeenCalled()
  const items = Object.values(collections).flatMap((collection) => collection.items)
  expect(items).toHaveLength(40)
  expect(collections.apparel!.items.every((item) => item.sizes?.join() === 'XS,S,M,L,XL')).toBe(true)
  expect(collections.city!.items.find((item) => item.slug === 'canvas-high-top-sneakers')?.sizes).toContain('42')
  expect(collections.bags!.items.every((item) => !item.sizes)).toBe(true)
  expect(items.filter((item) => (item.colors?.length ?? 0) >= 2).length).toBeGreaterThanOrEqual(5)
  const variants = items.flatMap((item) => variantsOf(item).map((variant) => ({ item, variant })))
  expect(variants.filter(({ item, variant }) => isSoldOut(item, variant)).length).toBeGreaterThanOrEqual(3)
  expect(variants.filter(({ item, variant }) => [1, 2].includes(stockOf(item, variant) ?? 0)).length).toBeGreaterThanOrEqual(3)
  expect(items.every((item) => item.description && item.details)).toBe(true)
  // Search finds every item by what kind of thing it is ('footwear') and by other words for it ('shoes').
  expect(items.every((item) => item.category && item.keywords?.length)).toBe(true)
  expect(new Set(items.map((item) => item.slug)).size).toBe(40)
})

it('pictures every colour, and draws the close-ups of an item that has them in each of its colours', () => {
  const collections = mapCollections(demoCatalog.map(({ id, ...data }) => ({ id, data })))
  const items = Object.values(collections).flatMap((collection) => collection.items)
  for (const item of items) {
    const colors = item.colors ?? []
    // Each colour has a picture of its own: no two colours share one.
    expect(new Set(colors.map((color) => imageFor(item, { color: color.id }))).size, item.name).toBe(colors.length)
    for (const color of colors) {
      const closeUps = closeUpsFor(item, { color: color.id })
      expect(closeUps.length, `${item.name} in ${color.name}`).toBe(item.images?.length ?? 0)
      for (const url of [imageFor(item, { color: color.id }), ...closeUps]) expect(existsSync(`public${url}`), url).toBe(true)
    }
  }
})
