import { describe, expect, it } from 'vitest'
import { DIRECTORY_SECTIONS, collectionIdFromLink, webpVariant } from './sections'

describe('directory sections', () => {
  it('has the five tiles of the spec, city and adventure large', () => {
    expect(DIRECTORY_SECTIONS.map((s) => [s.title, s.linkUrl, s.imageUrl, s.size ?? 'normal'])).toEqual([
      ['bags', 'shop/bags', 'images/bags.png', 'normal'],
      ['apparel', 'shop/apparel', 'images/apparel.jpg', 'normal'],
      ['accessories', 'shop/accessories', 'images/accessories.png', 'normal'],
      ['city', 'shop/city', 'images/city.png', 'large'],
      ['adventure', 'shop/adventure', 'images/adventure.png', 'large'],
    ])
  })

  it('links a tile to its collection', () => {
    expect(collectionIdFromLink('shop/bags')).toBe('bags')
    expect(collectionIdFromLink('/shop/city')).toBe('city')
  })

  it('names the WebP twin of a tile image', () => {
    expect(webpVariant('/images/apparel.jpg')).toBe('/images/apparel.webp')
    expect(webpVariant('/images/bags.png')).toBe('/images/bags.webp')
  })
})
