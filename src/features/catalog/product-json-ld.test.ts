import { describe, expect, it } from 'vitest'
import { offerAt } from '../../lib/catalog/sale-price'
import { productJsonLd } from './product-json-ld'
import type { CatalogItem, Collection } from './types'

const sale = { price: 19.5, from: '2026-12-01T09:00:00.000Z', until: '2026-12-08T00:00:00.000Z', was: 24.99 }
const tee: CatalogItem = { id: 9, name: 'Tee', imageUrl: '/t.webp', price: 24.99, slug: 'tee', sizes: ['S', 'M'], sale }
const collection = (item: CatalogItem): Collection => ({ id: 2, title: 'Apparel', slug: 'apparel', routeName: 'apparel', items: [item] })
const offers = (item: CatalogItem) => productJsonLd(collection(item), item).offers

describe('productJsonLd', () => {
  it("offers the sale price while the sale is in force, valid until the sale's last day", () => {
    const during = { ...tee, offer: offerAt(tee, new Date('2026-12-02T00:00:00.000Z')) }
    expect(offers(during)).toHaveLength(2)
    for (const offer of offers(during)) expect(offer).toMatchObject({ price: '19.50', priceCurrency: 'USD', priceValidUntil: '2026-12-07' })
  })

  it('offers the regular price, with no end, before and after the sale', () => {
    for (const at of ['2026-11-30T00:00:00.000Z', '2026-12-08T00:00:00.000Z']) {
      const item = { ...tee, offer: offerAt(tee, new Date(at)) }
      for (const offer of offers(item)) {
        expect(offer.price).toBe('24.99')
        expect(offer).not.toHaveProperty('priceValidUntil')
      }
    }
  })
})
