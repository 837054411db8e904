#!/usr/bin/env node
// Prerenders the shop's pages into the client build: `node scripts/prerender.mjs [--outDir dist]`, after
// `vite build`. What is prerendered and how is src/prerender/server.tsx's business; this builds that entry for
// Node, runs it on the built index.html (with the catalog snapshot named by PRERENDER_CATALOG, or the demo catalog on
// the mock backend) and the client build's manifest (build.manifest: which files a page preloads), and writes the
// pages, /sitemap.xml, /robots.txt and /prerendered-catalog.json (each item's name and price as its page carries
// them, which the back office compares with the live catalog). The manifest is then removed: nothing a shopper loads
// reads it. The pages' script hashes are not written anywhere: `npm start` and `npm run deploy` make them from these
// files (scripts/headers/).
import { readFile, mkdir, writeFile, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = resolve(new URL('..', import.meta.url).pathname)
const outIndex = process.argv.indexOf('--outDir')
const outDir = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist')
// Inside the project so that the server bundle resolves its (external) packages from node_modules; one per
// process, so that builds running side by side (worktrees sharing node_modules) never load each other's chunks.
const ssrDir = join(root, `node_modules/.cache/storefront-prerender-${process.pid}`)

await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  // One bundle for Node: the app's dynamic imports (which split the browser's code) cannot split it, and need no warning.
  build: { ssr: 'src/prerender/server.tsx', outDir: ssrDir, emptyOutDir: true, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } },
})
const { prerender, siteFiles, usesMockBackend, catalogRecord } = await import(pathToFileURL(join(ssrDir, 'server.js')).href)

// The owner's snapshot, or on the mock backend the demo catalog (the app itself never imports mocks/ for it).
const catalogFile = process.env.PRERENDER_CATALOG ?? (usesMockBackend() ? join(root, 'mocks/data/catalog.json') : undefined)
const manifestDir = join(outDir, '.vite')
const catalog = catalogFile ? JSON.parse(await readFile(catalogFile, 'utf8')) : undefined
const pages = await prerender({
  template: await readFile(join(outDir, 'index.html'), 'utf8'),
  catalog,
  manifest: JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8')),
})
for (const { file, html } of pages) {
  await mkdir(dirname(join(outDir, file)), { recursive: true })
  await writeFile(join(outDir, file), html)
}
for (const { file, text } of siteFiles(pages)) await writeFile(join(outDir, file), text)
// Without a catalog no page carries one: the record is absent, and the back office says so.
const record = catalogRecord(catalog)
if (record) await writeFile(join(outDir, 'prerendered-catalog.json'), JSON.stringify(record))
await rm(ssrDir, { recursive: true, force: true })
await rm(manifestDir, { recursive: true, force: true })
console.log(`prerendered ${pages.length} pages into ${outDir}: ${pages.map((page) => page.path).join(' ')}`)
