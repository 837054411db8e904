#!/usr/bin/env node
// Prerenders the shop's pages into the client build, so that the first paint (header, tiles, products) comes
// from HTML and CSS alone: `node scripts/prerender.mjs [--outDir dist]`, after `vite build`.
// Pages that need the catalog are prerendered from a catalog snapshot: the demo catalog when the build uses the
// mock backend, or the JSON file named by PRERENDER_CATALOG (same shape as mocks/data/catalog.json). Without
// one they are left to the client. Every page still renders live data in the browser.
import { readFile, mkdir, writeFile, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = resolve(new URL('..', import.meta.url).pathname)
const outIndex = process.argv.indexOf('--outDir')
const outDir = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist')
// Inside the project so that the server bundle resolves its (external) packages from node_modules.
const ssrDir = join(root, 'node_modules/.cache/storefront-prerender')

await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender/server.tsx', outDir: ssrDir, emptyOutDir: true },
})
const { renderRoute, firebaseSettings, PRERENDERED_STATE_ID } = await import(pathToFileURL(join(ssrDir, 'server.js')).href)

async function loadCatalog() {
  const file = process.env.PRERENDER_CATALOG ?? (firebaseSettings().mode === 'mock' ? join(root, 'mocks/data/catalog.json') : null)
  if (!file) return null
  const collections = JSON.parse(await readFile(file, 'utf8'))
  return collections.map(({ id, ...data }) => ({ id: String(id), data }))
}

const catalog = await loadCatalog()
const routes = ['/', '/contact', '/checkout', '/signin']
if (catalog) {
  routes.push('/shop')
  for (const doc of catalog) routes.push(`/shop/${encodeURIComponent(String(doc.data.title).toLowerCase())}`)
}

const built = await readFile(join(outDir, 'index.html'), 'utf8')
if (!built.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>')
// The page is readable without JavaScript, so the app's script is fetched once the first frame is on screen
// (the second animation frame comes after it is presented): on a slow network the HTML, styles and first
// images come first, and the app follows a frame or two later.
const entry = built.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)
if (!entry) throw new Error('index.html has no module entry script')
// If the script cannot be fetched (the connection dropped), the page stays readable and its links work, but its
// buttons never will: say so above the page.
const failed = `const note = document.createElement('p'); note.setAttribute('role', 'alert'); note.style.cssText = 'margin:0;padding:0.75rem 1rem;background:#fdf2f1;border-bottom:2px solid #b42318;font-family:system-ui,sans-serif;text-align:center'; note.textContent = 'The shop could not finish loading, so its buttons do not work yet. Check your connection, then reload the page.'; document.body.prepend(note)`
const loader = `<script type="module">requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry[1])}).catch(() => { ${failed} }))))</script>`
const template = built.replace(entry[0], () => loader)

for (const route of routes) {
  const { html, styles, state } = await renderRoute(route, catalog)
  // React renders the route's <title> in place; it belongs in the head.
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1]
  const body = html.replace(/<title>[^<]*<\/title>/g, '')
  // Replacements are functions: `$&` or `$'` in a product name must stay text. data-route lets the page tell when it is served as a fallback for another path (see index.html).
  const data = `<script id="${PRERENDERED_STATE_ID}" type="application/json">${state}</script>`
  let page = template.replace('<div id="root"></div>', () => `<div id="root" data-route="${route}">${body}</div>${data}`)
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
  page = page.replace('</head>', () => `${styles}\n  </head>`)
  // '/shop/bags' → shop/bags.html: what `vite preview` and Firebase Hosting (cleanUrls) serve for that path.
  const file = route === '/' ? join(outDir, 'index.html') : join(outDir, `${route}.html`)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, page)
}
await rm(ssrDir, { recursive: true, force: true })
console.log(`prerendered ${routes.length} pages into ${outDir}: ${routes.join(' ')}`)
