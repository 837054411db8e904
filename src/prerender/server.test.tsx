// @vitest-environment node
// The build's side, as scripts/prerender.mjs runs it: in Node, with no window.
import { describe, expect, it } from 'vitest'
import { demoCatalog } from '../../tests/support/demo-catalog'
import { builtIndexHtml as template } from '../../tests/support/index-html'
import { assertNoClientRendering, prerender, renderRoute } from './server'
import { PRERENDERED_STATE_ID, type PrerenderedState } from './state'

const parts = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'))
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf(`<script id="${PRERENDERED_STATE_ID}"`))
  const data = html.match(new RegExp(`<script id="${PRERENDERED_STATE_ID}" type="application/json">([^<]*)</script>`))?.[1]
  return { head, root, state: JSON.parse(data ?? 'null') as PrerenderedState }
}

describe('prerender', () => {
  it('renders every page for the catalog, with its styles in the head and its router state as JSON data', async () => {
    const pages = await prerender({ template, catalog: demoCatalog })
    expect(pages.map((page) => [page.path, page.file])).toEqual([
      ['/', 'index.html'],
      ['/contact', 'contact.html'],
      ['/checkout', 'checkout.html'],
      ['/signin', 'signin.html'],
      ['/shop', 'shop.html'],
      ...demoCatalog.map(({ title }) => [`/shop/${title.toLowerCase()}`, `shop/${title.toLowerCase()}.html`]),
    ])
    for (const page of pages) {
      const { head, root, state } = parts(page.html)
      expect(root).toContain(`data-route="${page.path}"`)
      expect(root, page.path).not.toContain('<style')
      expect(root).not.toContain('<title>')
      expect(head).toMatch(/<style data-emotion="css [^"]+">/)
      expect(state.matches.map((match) => match.s)).toEqual(state.matches.map(() => 'success'))
      if (page.path.startsWith('/shop')) {
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
  })

  it('keeps `$&` in a product name as text', async () => {
    const [bags] = demoCatalog
    const catalog = [{ ...bags!, items: [{ ...bags!.items[0]!, name: "Tote $& $' co" }] }]
    const page = (await prerender({ template, catalog })).find((candidate) => candidate.path === '/shop/bags')!
    expect(page.html).toContain('Tote $&amp; $&#x27; co')
    expect(parts(page.html).state.dehydratedData?.queries).toMatchObject({ queries: [{ state: { data: { bags: { items: [{ name: "Tote $& $' co" }] } } } }] })
  })
})

describe('renderRoute', () => {
  it('carries no query snapshot without a catalog', async () => {
    const { state } = await renderRoute('/', null)
    expect(JSON.parse(state)).toMatchObject({ dehydratedData: {} })
    expect(JSON.parse(state).dehydratedData.queries).toBeUndefined()
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
