import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script, without types
import { stripScripts, writeFloor } from './bench-floor.mjs'

describe('stripScripts', () => {
  it('takes out every script element: module, classic, inline with a tag in its text, JSON data', () => {
    const html = [
      '<head><script type="module" data-entry="/assets/index.js">import(document.querySelector("script[data-entry]").dataset.entry)</script>',
      '<SCRIPT src="/a.js" defer></SCRIPT ></head>',
      '<body><h1>Shop</h1><script>if (a > b) document.title = "<b>"</script>',
      '<script id="state" type="application/json">{"x":"<\\/script>"}</script><noscript>Needs JavaScript.</noscript></body>',
    ].join('\n')
    expect(stripScripts(html)).toBe('<head>\n</head>\n<body><h1>Shop</h1>\n<noscript>Needs JavaScript.</noscript></body>')
  })

  it('keeps an attribute value with a > in it from ending the tag early', () => {
    expect(stripScripts('<p>a</p><script data-x="1 > 0">go()</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
  })

  it('takes out module preloads and preloads of scripts, and keeps every other link', () => {
    const links = [
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '<link rel=modulepreload href=/assets/a.js />',
      '<link href="/assets/b.js" as="script" rel="preload">',
      '<link rel="preload" as="image" href="/images/a.webp" fetchPriority="high"/>',
      '<link rel="stylesheet" href="/assets/index.css">',
      '<link rel="canonical" href="http://localhost:5173/shop"/>',
    ]
    expect(stripScripts(links.join(''))).toBe(links.slice(3).join(''))
  })
})

describe('writeFloor', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('copies the build beside it, assets and all, with the scripts taken out of every page', () => {
    const root = mkdtempSync(join(tmpdir(), 'bench-floor-'))
    dirs.push(root)
    const build = join(root, 'demo')
    mkdirSync(join(build, 'shop'), { recursive: true })
    mkdirSync(join(build, 'assets'))
    writeFileSync(join(build, 'index.html'), '<h1>Home</h1><script src="/assets/index.js"></script>')
    writeFileSync(join(build, 'shop', 'bags.html'), '<h1>Bags</h1><script>go()</script>')
    writeFileSync(join(build, 'assets', 'index.js'), 'go()')
    mkdirSync(join(root, 'demo-floor'))
    writeFileSync(join(root, 'demo-floor', 'gone.html'), 'a page of a former build')

    expect(writeFloor(build, join(root, 'demo-floor'))).toBe(2)
    expect(existsSync(join(root, 'demo-floor', 'gone.html'))).toBe(false)
    expect(readFileSync(join(root, 'demo-floor', 'index.html'), 'utf8')).toBe('<h1>Home</h1>')
    expect(readFileSync(join(root, 'demo-floor', 'shop', 'bags.html'), 'utf8')).toBe('<h1>Bags</h1>')
    expect(readFileSync(join(root, 'demo-floor', 'assets', 'index.js'), 'utf8')).toBe('go()')
    expect(readFileSync(join(build, 'index.html'), 'utf8')).toContain('<script')
  })
})
