// @vitest-environment node
// The build's side, as scripts/prerender.mjs runs it: in Node, with no window.
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { demoCatalog } from '../../tests/support/demo-catalog'
import { builtIndexHtml as template, rootMarkup } from '../../tests/support/index-html'
import sizeGuide from 'virtual:info-page/size-guide'
import { INFO_PATHS } from '../content/shop-info-schema'
import { assertNoClientRendering, prerender, renderRoute, siteFiles } from './server'
import { prerenderedState, type PrerenderedState } from './state'

/** What the router's hydration scripts in `html` leave for the browser, run here against a stand-in for the page. */
function routerState(html: string): PrerenderedState | null {
  const page: Record<string, unknown> = { document: { currentScript: { previousElementSibling: null, remove() {} } } }
  page.self = page
  for (const [, source] of html.matchAll(/<script data-tsr-stream-part="">([^]*?)<\/script>/g)) runInNewContext(source ?? '', page)
  // A copy in this realm, so that the sandbox's prototypes do not fail the comparisons.
  return structuredClone(prerenderedState(page))
}

const parts = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'))
  const root = rootMarkup(html)
  return { head, root, state: routerState(html) as PrerenderedState }
}

describe('prerender', () => {
  it("renders every page for the catalog, with its styles in the head and the router's hydration scripts in the markup", async () => {
    const pages = await prerender({ template, catalog: demoCatalog })
    expect(pages.map((page) => [page.path, page.file])).toEqual([
      ['/', 'index.html'],
      ['/contact', 'contact.html'],
      ['/checkout', 'checkout.html'],
      ['/signin', 'signin.html'],
      ...INFO_PATHS.map((path) => [path, `${path.slice(1)}.html`]),
      ['/shop', 'shop.html'],
      ['/search', 'search.html'],
      ...demoCatalog.map(({ title }) => [`/shop/${title.toLowerCase()}`, `shop/${title.toLowerCase()}.html`]),
      ...demoCatalog.flatMap(({ title, items }) =>
        items.map(({ imageUrl }) => {
          // The demo catalog's pictures are named after the items' slugs.
          const slug = imageUrl.replace(/^.*\/|\.webp$/g, '')
          return [`/shop/${title.toLowerCase()}/${slug}`, `shop/${title.toLowerCase()}/${slug}.html`]
        }),
      ),
    ])
    for (const page of pages) {
      const { head, root, state } = parts(page.html)
      expect(root).toContain(`data-route="${page.path}"`)
      // Only product pages (/shop/<collection>/<item>) hold for any query.
      expect(root.includes('data-any-query'), page.path).toBe(page.path.split('/').length === 4)
      expect(root, page.path).not.toContain('<style')
      // Every page has the footer, with the shop's address and email.
      expect(root, page.path).toMatch(/<footer[^>]*>.*<address>.*mailto:/s)
      expect(root).not.toContain('<title>')
      expect(head).toMatch(/<style data-emotion="css [^"]+">/)
      expect(state.matches.map((match) => match.s)).toEqual(state.matches.map(() => 'success'))
      if (page.path.startsWith('/shop') || page.path === '/search') {
        expect(state.dehydratedData?.queries).toMatchObject({ queries: [{ queryKey: ['collections'], state: { status: 'success' } }] })
      } else {
        // Pages that do not show the catalog do not carry it.
        expect(state.dehydratedData?.queries, page.path).toBeUndefined()
        expect(page.html, page.path).not.toContain(demoCatalog[1]!.items[1]!.name)
      }
    }
    const bags = parts(pages.find((page) => page.path === '/shop/bags')!.html)
    expect(bags.head).toContain('<title>Bags | Crown Clothing</title>')
    // The route's own data, not the whole catalog a second time.
    expect(bags.state.matches.map((match) => match.l)).toEqual([undefined, undefined, { title: 'Bags' }])
    const tee = parts(pages.find((page) => page.path === '/shop/apparel/classic-crew-neck-t-shirt')!.html)
    expect(tee.head).toContain('<title>Classic Crew Neck T-Shirt | Crown Clothing</title>')
    expect(tee.root).toContain('<h1')
    expect(tee.root).toContain('Choose a size')
    // Every page: its own title, description, canonical link, and Open Graph and Twitter tags with a picture.
    const heads = pages.map((page) => parts(page.html).head)
    const titles = heads.map((head) => head.match(/<title>([^<]*)<\/title>/)?.[1])
    expect(new Set(titles).size).toBe(pages.length)
    pages.forEach((page, index) => {
      const head = heads[index]!
      expect(head.match(/<meta name="description"/g), page.path).toHaveLength(1)
      const canonical = page.path === '/' ? 'http://localhost:5173/' : `http://localhost:5173${page.path}`
      expect(head).toContain(`<link rel="canonical" href="${canonical}"/>`)
      for (const tag of [
        'property="og:title"',
        'property="og:description"',
        'property="og:image"',
        `property="og:url" content="${canonical}"`,
        'name="twitter:card"',
        'name="twitter:image"',
      ])
        expect(head, `${page.path} ${tag}`).toContain(tag)
    })
    expect(tee.head).toContain('<meta property="og:image" content="http://localhost:5173/images/items/classic-crew-neck-t-shirt.webp"/>')
    expect(tee.head).toContain('<meta property="og:type" content="product"/>')
    // The information pages are in the HTML whole, text and tables included, with their own title and description.
    const sizes = parts(pages.find((page) => page.path === '/size-guide')!.html)
    expect(sizes.head).toContain('<title>Size guide | Crown Clothing</title>')
    expect(sizes.head).toContain(`<meta name="description" content="${sizeGuide.description}"/>`)
    expect(sizes.root).toMatch(/<h1[^>]*>Size guide<\/h1>/)
    expect(sizes.root).toContain('<caption>Sneakers and boots</caption>')
  }, 30_000)

  it('keeps `$&` in a product name as text', async () => {
    const [bags] = demoCatalog
    const catalog = [{ ...bags!, items: [{ ...bags!.items[0]!, name: "Tote $& $' co" }] }]
    const page = (await prerender({ template, catalog })).find((candidate) => candidate.path === '/shop/bags')!
    expect(page.html).toContain('Tote $&amp; $&#x27; co')
    expect(parts(page.html).state.dehydratedData?.queries).toMatchObject({ queries: [{ state: { data: { bags: { items: [{ name: "Tote $& $' co" }] } } } }] })
  })
})

describe('preloads', () => {
  it('has the search page alone fetch the app, its route, the search index and react-dom’s client while the HTML is read', async () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-2.js'] },
      '_framework-2.js': { file: 'assets/framework-2.js' },
      'src/routes/search.tsx?tsr-split=component': { file: 'assets/search-3.js', imports: ['index.html'] },
      'src/features/search/search-index.ts': { file: 'assets/search-index-4.js' },
      'src/prerender/react-dom-client.ts': { file: 'assets/react-dom-client-5.js', imports: ['_framework-2.js'] },
    }
    const pages = await prerender({ template, catalog: demoCatalog.slice(0, 1), manifest })
    const preloads = (path: string) => parts(pages.find((page) => page.path === path)!.html).head.match(/<link rel="modulepreload"[^>]*>/g) ?? []
    expect(preloads('/search')).toEqual(
      ['framework-2', 'index-1', 'search-3', 'search-index-4', 'react-dom-client-5'].map(
        (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}.js">`,
      ),
    )
    // Every other page shows its content before the app runs: its first pictures come before any script.
    for (const page of pages.filter((page) => page.path !== '/search')) expect(preloads(page.path), page.path).toEqual([])
    const { 'src/features/search/search-index.ts': _index, ...renamed } = manifest
    await expect(prerender({ template, catalog: demoCatalog.slice(0, 1), manifest: renamed })).rejects.toThrow(
      'The build manifest has no module src/features/search/search-index.ts',
    )
  }, 30_000)
})

describe('structured data', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)

  it("carries a Product with every field Google's Product rich result requires, one Offer per variant, and the breadcrumbs", async () => {
    const pages = await prerender({ template, catalog: [demoCatalog.find((collection) => collection.title === 'Apparel')!] })
    const tee = pages.find((page) => page.path === '/shop/apparel/classic-crew-neck-t-shirt')!
    const [product, breadcrumbs] = jsonLd(tee.html) as [Record<string, unknown>, Record<string, unknown>]
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Classic Crew Neck T-Shirt' })
    const images = product.image as string[]
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image).toMatch(/^http:\/\/localhost:5173\/images\/items\/.+\.webp$/)
    const offers = product.offers as Record<string, unknown>[]
    expect(offers).toHaveLength(5 * 3)
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', price: '24.99', priceCurrency: 'USD' })
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)
      expect(offer.sku).toMatch(/^CC-9-(XS|S|M|L|XL)-(CORAL|NAVY|CHARCOAL)$/)
    }
    expect(new Set(offers.map((offer) => offer.sku)).size).toBe(offers.length)
    expect(offers.find((offer) => offer.sku === 'CC-9-XS-NAVY')).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      url: 'http://localhost:5173/shop/apparel/classic-crew-neck-t-shirt?size=XS&color=navy',
    })
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'http://localhost:5173/' },
        { position: 2, name: 'Shop', item: 'http://localhost:5173/shop' },
        { position: 3, name: 'Apparel', item: 'http://localhost:5173/shop/apparel' },
        { position: 4, name: 'Classic Crew Neck T-Shirt', item: 'http://localhost:5173/shop/apparel/classic-crew-neck-t-shirt' },
      ],
    })
  }, 30_000)

  it('escapes a name that would end the data block', async () => {
    const apparel = demoCatalog.find((collection) => collection.title === 'Apparel')!
    const catalog = [{ ...apparel, items: [{ ...apparel.items[0]!, name: 'Tee </script><script>alert(1)</script>' }] }]
    const page = (await prerender({ template, catalog })).find((candidate) => candidate.path.startsWith('/shop/apparel/'))!
    expect(page.html).not.toContain('</script><script>alert(1)')
    expect(jsonLd(page.html)[0]?.name).toBe('Tee </script><script>alert(1)</script>')
  })
})

describe('siteFiles', () => {
  it('lists every prerendered page in the sitemap, and points robots.txt to it', async () => {
    const pages = await prerender({ template, catalog: demoCatalog })
    const [sitemap, robots] = siteFiles(pages)
    expect(sitemap?.file).toBe('sitemap.xml')
    for (const page of pages.filter((page) => page.path !== '/search')) expect(sitemap?.text).toContain(`<loc>http://localhost:5173${page.path}</loc>`)
    // The results page says noindex, and is not listed.
    expect(sitemap?.text).not.toContain('/search')
    expect(pages.find((page) => page.path === '/search')?.html).toContain('<meta name="robots" content="noindex"/>')
    expect(sitemap?.text).toContain('<loc>http://localhost:5173/shop/apparel/classic-crew-neck-t-shirt</loc>')
    for (const path of INFO_PATHS) expect(sitemap?.text).toContain(`<loc>http://localhost:5173${path}</loc>`)
    expect(robots).toEqual({ file: 'robots.txt', text: 'User-agent: *\nAllow: /\n\nSitemap: http://localhost:5173/sitemap.xml\n' })
  }, 30_000)
})

describe('an item an owner hid', () => {
  it('has no page and is not in the sitemap', async () => {
    const item = { imageUrl: '/images/items/a.webp', price: 10 }
    const catalog = [
      {
        id: '1',
        title: 'Hats',
        items: [
          { ...item, id: 1, name: 'Sun Hat' },
          { ...item, id: 2, name: 'Old Hat', hidden: true },
        ],
      },
    ]
    const pages = await prerender({ template, catalog })
    expect(pages.map((page) => page.path)).toContain('/shop/hats/sun-hat')
    expect(pages.map((page) => page.path)).not.toContain('/shop/hats/old-hat')
    expect(siteFiles(pages)[0]?.text).not.toContain('old-hat')
  }, 30_000)
})

describe('renderRoute', () => {
  it('renders at the time it runs: the global clock is left alone', async () => {
    const now = vi.spyOn(Date, 'now')
    await renderRoute('/contact', null)
    expect(now).toHaveBeenCalled()
    expect(Date.now).toBe(now)
  })

  it('carries no query snapshot without a catalog', async () => {
    const state = routerState((await renderRoute('/', null)).html)
    expect(state).toMatchObject({ dehydratedData: {} })
    expect(state?.dehydratedData?.queries).toBeUndefined()
  })

  it('stops the build when part of a page fell back to client rendering', () => {
    expect(() => assertNoClientRendering('/shop', '<main><!--$--><p>All there</p><!--/$--></main>')).not.toThrow()
    expect(() => assertNoClientRendering('/shop', '<main><!--$!--><template data-dgst="BAILOUT"></template><div role="status"></div><!--/$--></main>')).toThrow(
      'Prerendering /shop: part of the page fell back to client rendering (BAILOUT); the build stops rather than ship it',
    )
  })

  it('stops the build when a page does not render', async () => {
    await expect(renderRoute('/nowhere', null)).rejects.toThrow('Prerendering /nowhere did not render the page (HTTP 404)')
    await expect(renderRoute('/shop/hats', {})).rejects.toThrow('Prerendering /shop/hats did not render the page (HTTP 404)')
  })
})
