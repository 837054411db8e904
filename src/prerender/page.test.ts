import { describe, expect, it } from 'vitest'
import { builtIndexHtml as template } from '../../tests/support/index-html'
import { prerenderedPage } from './page'

const route = {
  path: '/shop/bags',
  html: '<title>Bags | Crown Clothing</title><h1>BAGS</h1><p>Tote $&amp; co $&</p>',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
}

describe('prerenderedPage', () => {
  const page = prerenderedPage(template, route)

  it('puts the markup in the root element, marked with its path, and its title and styles in the head', () => {
    expect(page).toContain('<div id="root" data-route="/shop/bags"><h1>BAGS</h1><p>Tote $&amp; co $&</p></div>')
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain('<title>Bags | Crown Clothing</title>')
    expect(head).not.toContain('<title>Crown Clothing</title>')
    expect(head).toContain(route.styles)
    expect(page.match(/<title>/g)).toHaveLength(1)
  })

  it('runs the script that keeps or clears the page right after the markup, and paints nothing before it has run', () => {
    expect(page).toContain('</div><script id="page-check">(function keepPrerenderedPage(')
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain('<link rel="expect" href="#page-check" blocking="render">')
    expect(page).toContain(
      '})({"savedUserPrefix":"firebase:authUser:","earlyTapAttribute":"data-early-tap","anyQueryAttribute":"data-any-query","shellAttribute":"data-shell","cart":{"key":"root","countField":"count","maxCount":100,"countAttribute":"data-cart-count"}})</script>',
    )
  })

  it('imports the app from a script of its own instead of the module entry', () => {
    expect(page).not.toContain('<script type="module" crossorigin')
    // The entry's path is an attribute: the script's source, and so its hash, stays the same from build to build.
    expect(page).toMatch(
      /<script type="module" data-entry="\/assets\/index-abc123\.js">\(function loadApp\(entryAttribute\) \{[^]*\}\)\("data-entry"\)<\/script>/,
    )
  })

  it("adds the same scripts to every page: only the markup (with the router's scripts), title and styles differ", () => {
    const other = prerenderedPage(template, { path: '/contact', html: '<h1>Contact</h1>', styles: '' })
    const scripts = (html: string) => html.match(/<script(?: id="page-check")?>[^]*?<\/script>|<script type="module"[^>]*>[^]*?<\/script>/g)
    expect(scripts(other)).toEqual(scripts(page))
    expect(scripts(page)).toHaveLength(2)
  })

  it("needs the build's empty root element and module entry", () => {
    expect(() => prerenderedPage(template.replace('<div id="root"></div>', '<div id="app"></div>'), route)).toThrow(
      'index.html has no empty <div id="root"></div>',
    )
    expect(() => prerenderedPage(template.replace(/<script type="module"[^>]*><\/script>/, ''), route)).toThrow('index.html has no module entry script')
  })
})
