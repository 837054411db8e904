// The demo catalog fills in the product-page data as issue 9 asks, and all of it passes validation.
import { expect, it, vi } from 'vitest'
import { mapCollections } from '../../src/features/catalog/map-collections'
import { isSoldOut, stockOf, variantsOf } from '../../src/features/catalog/variants'
import { demoCatalog } from '../support/demo-catalog'

it('maps the whole demo catalog without a warning, with sizes, colours and stock where the issue wants them', () => {
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
