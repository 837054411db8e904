import { expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './sitemap'

it('lists every page with its absolute address, escaped', () => {
  const xml = sitemapXml(['/', '/shop/apparel/classic-crew-neck-t-shirt', '/shop/a&b'])
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(xml).toContain('<url><loc>http://localhost:5173/</loc></url>')
  expect(xml).toContain('<url><loc>http://localhost:5173/shop/apparel/classic-crew-neck-t-shirt</loc></url>')
  expect(xml).toContain('<loc>http://localhost:5173/shop/a&amp;b</loc>')
})

it('points robots to the sitemap', () => {
  expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: http://localhost:5173/sitemap.xml\n')
})
