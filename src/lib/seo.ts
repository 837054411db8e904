// What search engines and link previews read of each page: title, description, canonical address, Open Graph and
// Twitter card tags. The site's origin is a build setting, VITE_SITE_URL (docs/backends.md), because a
// prerendered page cannot know where it will be served.
import { averageRating } from './reviews/rating'
import type { ReviewSummary } from './reviews/summary'
import { SHOP_NAME } from './site'

const DEFAULT_SITE_URL = 'http://localhost:5173'

/** The site's origin without a trailing slash: VITE_SITE_URL, or the demo's local address. */
export function siteUrl(configured: unknown = import.meta.env.VITE_SITE_URL): string {
  if (typeof configured !== 'string' || configured.trim() === '') return DEFAULT_SITE_URL
  const url = new URL(configured.trim())
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SITE_URL must be an http(s) address, not ${configured}`)
  return url.origin + url.pathname.replace(/\/+$/, '')
}

/** An absolute address on this site for a path such as '/shop/bags' or '/images/apparel.jpg'; absolute ones stay. */
export const absoluteUrl = (path: string): string => (/^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`)

/** The picture a link to a page without its own shows. */
const DEFAULT_SHARE_IMAGE = '/images/apparel.jpg'

export const DEFAULT_DESCRIPTION = `${SHOP_NAME}: bags, apparel, accessories, city and adventure collections.`

interface PageHeadOptions {
  /** The whole title, as pageTitle() makes it. */
  title: string
  description?: string
  /** The page's path, for its canonical address: '/shop/bags'. */
  path: string
  image?: string
  type?: 'website' | 'product'
}

/** A route's `head`: every page gets its own title, description, canonical link, and Open Graph and Twitter tags. */
export function pageHead({ title, description = DEFAULT_DESCRIPTION, path, image = DEFAULT_SHARE_IMAGE, type = 'website' }: PageHeadOptions) {
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image)
  const text = description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description
  return {
    meta: [
      { title },
      { name: 'description', content: text },
      { property: 'og:site_name', content: SHOP_NAME },
      { property: 'og:type', content: type },
      { property: 'og:title', content: title },
      { property: 'og:description', content: text },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: text },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}

/**
 * What a product's JSON-LD adds for its published reviews (schema.org's aggregateRating and review, as Google's
 * review snippets read them): nothing at all where there are none, as a rating of no reviews is not one.
 */
export function reviewsJsonLd(summary: ReviewSummary | null | undefined) {
  if (!summary || summary.count === 0) return {}
  const rating = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 })
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: averageRating(summary), reviewCount: summary.count, bestRating: 5, worstRating: 1 },
    review: summary.recent.map((review) => ({
      '@type': 'Review',
      reviewRating: rating(review.rating),
      author: { '@type': 'Person', name: review.name },
      name: review.title,
      reviewBody: review.text,
      datePublished: review.at.slice(0, 10),
    })),
  }
}
