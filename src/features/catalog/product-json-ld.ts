// Structured data for a product page (schema.org, as Google's Product rich result reads it): the Product with one
// Offer per variant (and its published reviews' rating where it has any), and the page's BreadcrumbList.
import { absoluteUrl, reviewsJsonLd } from '../../lib/seo'
import type { ReviewSummary } from '../../lib/reviews/summary'
import { SHOP_NAME } from '../../lib/site'
import { productPath } from './product-path'
import { offerOf } from './item-offer'
import type { CatalogItem, Collection } from './types'
import { imageFor, isSoldOut, skuOf } from './variant-display'
import { choiceLabel, variantParams, variantsOf } from '../../lib/catalog/variant'
import { SHOP_CURRENCY } from '../../lib/money'

/** The last day (UTC) on which a price that ends at `until` is charged: schema.org's priceValidUntil is a date. */
const lastDayOf = (until: string): string => new Date(Date.parse(until) - 1).toISOString().slice(0, 10)

export function productJsonLd(collection: Collection, item: CatalogItem, reviews?: ReviewSummary | null) {
  const url = absoluteUrl(productPath(collection, item))
  // The price in force when the page was made (a sale's, until its end), as the page itself shows it.
  const offer = offerOf(item)
  const price = (offer.cents / 100).toFixed(2)
  const validUntil = offer.until ? { priceValidUntil: lastDayOf(offer.until) } : {}
  const images = [...new Set([item.imageUrl, ...(item.colors ?? []).map((color) => color.imageUrl ?? item.imageUrl), ...(item.images ?? [])])]
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    image: images.map(absoluteUrl),
    sku: skuOf(item.id, {}),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    ...(item.details?.material ? { material: item.details.material } : {}),
    offers: variantsOf(item).map((variant) => {
      const search = new URLSearchParams(variantParams(variant)).toString()
      const label = choiceLabel(item, variant)
      return {
        '@type': 'Offer',
        ...(label ? { name: label } : {}),
        sku: skuOf(item.id, variant),
        url: search ? `${url}?${search}` : url,
        image: absoluteUrl(imageFor(item, variant)),
        price,
        priceCurrency: SHOP_CURRENCY.code,
        ...validUntil,
        availability: isSoldOut(item, variant) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      }
    }),
    ...reviewsJsonLd(reviews),
  }
}

export function breadcrumbJsonLd(collection: Collection, item: CatalogItem) {
  const crumbs = [
    ['Home', '/'],
    ['Shop', '/shop'],
    [collection.title, `/shop/${collection.routeName}`],
    [item.name, productPath(collection, item)],
  ] as const
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: absoluteUrl(path) })),
  }
}
