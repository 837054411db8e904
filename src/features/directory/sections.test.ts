import { describe, expect, it } from 'vitest'
import { DIRECTORY_SECTIONS, collectionSlugFromLink, webpVariant } from './sections'

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
    expect(collectionSlugFromLink('shop/bags')).toBe('bags')
    expect(collectionSlugFromLink('/shop/city')).toBe('city')
  })

  it('names the WebP twin of a tile image', () => {
    expect(webpVariant('/images/apparel.jpg')).toBe('/images/apparel.webp')
    expect(webpVariant('/images/bags.png')).toBe('/images/bags.webp')
    expect(webpVariant('/images/city.png', 760)).toBe('/images/city-760.webp')
  })
})

describe('directory images', () => {
  it('ships every image a tile can ask for', async () => {
    const { existsSync } = await import('node:fs')
    const publicDir = `${process.cwd()}/public/`
    for (const section of DIRECTORY_SECTIONS) {
      const files = [section.imageUrl, webpVariant(section.imageUrl)]
      if (section.size === 'large') files.push(webpVariant(section.imageUrl, 760))
      for (const file of files) expect(existsSync(publicDir + file), file).toBe(true)
    }
  })
})
