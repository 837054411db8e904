import { describe, expect, it } from 'vitest'
import { pageHead, reviewsJsonLd, siteUrl } from './seo'

describe('siteUrl', () => {
  it('defaults to the demo address and drops a trailing slash', () => {
    expect(siteUrl(undefined)).toBe('http://localhost:5173')
    expect(siteUrl('')).toBe('http://localhost:5173')
    expect(siteUrl('https://shop.example.com/')).toBe('https://shop.example.com')
    expect(siteUrl('https://example.com/store/')).toBe('https://example.com/store')
  })
  it('refuses an address that is not http(s)', () => {
    expect(() => siteUrl('ftp://example.com')).toThrow('VITE_SITE_URL')
    expect(() => siteUrl('not a url')).toThrow()
  })
})

describe('pageHead', () => {
  it('gives title, description, canonical link, Open Graph and Twitter tags with absolute addresses', () => {
    const head = pageHead({ title: 'Bags | Crown Clothing', description: 'All bags', path: '/shop/bags', image: '/images/bags.png' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'http://localhost:5173/shop/bags' }])
    expect(head.meta).toContainEqual({ title: 'Bags | Crown Clothing' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'All bags' })
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'http://localhost:5173/images/bags.png' })
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'http://localhost:5173/shop/bags' })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })
  it('shortens a long description to 160 characters', () => {
    const head = pageHead({ title: 'T', description: 'word '.repeat(60), path: '/' })
    const description = head.meta.find((tag) => 'name' in tag && tag.name === 'description') as { content: string }
    expect(description.content.length).toBeLessThanOrEqual(160)
    expect(description.content.endsWith('…')).toBe(true)
  })
})

describe('reviewsJsonLd', () => {
  const recent = [{ id: 'a', rating: 5 as const, title: 'Soft', text: 'Washed well.', name: 'Ann L.', at: '2026-11-03T10:00:00Z' }]

  it('adds nothing where no review is published', () => {
    expect(reviewsJsonLd(null)).toEqual({})
    expect(reviewsJsonLd({ count: 0, sum: 0, histogram: [0, 0, 0, 0, 0], recent: [] })).toEqual({})
  })

  it('gives the average, the count and each published review', () => {
    expect(reviewsJsonLd({ count: 3, sum: 13, histogram: [0, 0, 1, 1, 1], recent })).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
          author: { '@type': 'Person', name: 'Ann L.' },
          name: 'Soft',
          reviewBody: 'Washed well.',
          datePublished: '2026-11-03',
        },
      ],
    })
  })
})
