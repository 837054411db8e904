// The build's server entry (scripts/prerender.mjs runs it in Node): renders every page to static HTML for an
// anonymous visitor, through TanStack Router's SSR API, so that the first paint needs no JavaScript. The browser
// then hydrates the page (./client.tsx).
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { dehydrate } from '@tanstack/react-query'
import { createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { App } from '../app/app'
import { collectionsQueryOptions } from '../features/catalog/api/collections-query'
import { mapCollections } from '../features/catalog/map-collections'
import type { CollectionsMap } from '../features/catalog/types'
import { INFO_PATHS } from '../content/shop-info-schema'
import type { RawDocument } from '../lib/firebase/firestore'
import { firebaseSettings } from '../lib/firebase/settings'
import { createQueryClient } from '../app/query-client'
import { createAppRouter } from '../app/router'
import { modulePreloads, type BuildManifest } from './module-preloads'
import { prerenderedPage, type RenderedRoute } from './page'
import { prerenderedRecord } from './write-prerendered-record'
import { robotsTxt, sitemapXml } from './sitemap'
import type { PrerenderedData } from './state'

export interface PrerenderedPage {
  path: string
  /**
   * Where the page goes in the build: '/shop/bags' → 'shop/bags.html', which Firebase Hosting (cleanUrls) and
   * `vite preview` serve for that path.
   */
  file: string
  html: string
}

/**
 * Pages whose main content the app draws, as Vite's build manifest names the modules their first render waits for.
 * A search's results need its query, so the prerendered /search shows only its frame until the app has loaded, the
 * route's code, the search index and react-dom's client module (which the entry imports with import(), once its own
 * modules have run): the page asks for all of them at once (./module-preloads.ts).
 */
const DRAWN_BY_THE_APP: Readonly<Record<string, readonly string[]>> = {
  '/search': ['src/routes/search.tsx?tsr-split=component', 'src/features/search/search-index.ts', 'src/prerender/react-dom-client.ts'],
}

/**
 * Every page the build can prerender, made from the client build's index.html. Pages that need the catalog are
 * prerendered from a catalog snapshot, `catalog` (the shape of mocks/data/catalog.json); without one they are left
 * to the client. The browser still fetches live data. With the client build's `manifest`, the pages the app draws
 * preload what it needs for that. Throws when a page does not render (not found, failed, redirected).
 */
export async function prerender({
  template,
  catalog,
  manifest,
}: {
  template: string
  catalog?: unknown
  manifest?: BuildManifest
}): Promise<PrerenderedPage[]> {
  const snapshot = catalogSnapshot(catalog ?? null)
  const paths = ['/', '/contact', '/checkout', '/signin', ...INFO_PATHS]
  // Product pages show no choice until the app runs, so they hold for any query (?size=M&color=navy).
  const productPaths = new Set<string>()
  if (snapshot) {
    const collections = Object.values(snapshot)
    // The results page too: a search (`/search?q=bag`) is drawn by the app in its frame, from its snapshot.
    paths.push('/shop', '/search', ...collections.map((collection) => `/shop/${collection.routeName}`))
    for (const collection of collections) for (const item of collection.items) productPaths.add(`/shop/${collection.routeName}/${item.slug}`)
    paths.push(...productPaths)
  }
  const pages: PrerenderedPage[] = []
  for (const path of paths) {
    // Only the shop's pages carry the snapshot: the others do not show the catalog (were one to need it, its
    // loader would go to the network, fail, and stop the build).
    const rendered = await renderRoute(path, showsCatalog(path) ? snapshot : null)
    const modules = DRAWN_BY_THE_APP[path]
    const preloads = manifest && modules ? modulePreloads(manifest, modules) : []
    const html = prerenderedPage(template, { ...rendered, anyQuery: productPaths.has(path), preloads })
    pages.push({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}.html`, html })
  }
  return pages
}

/** /sitemap.xml, listing the prerendered pages, and /robots.txt, pointing to it. */
export function siteFiles(pages: readonly PrerenderedPage[]): { file: string; text: string }[] {
  return [
    { file: 'sitemap.xml', text: sitemapXml(pages.filter(indexable).map((page) => page.path)) },
    { file: 'robots.txt', text: robotsTxt() },
  ]
}

/**
 * What the pages carry of the catalog (src/lib/catalog/prerendered-record.ts), or null without a catalog: the back
 * office lists the live changes that are not on them yet.
 */
export function catalogRecord(catalog: unknown, builtAt = new Date()) {
  const snapshot = catalogSnapshot(catalog ?? null)
  return snapshot ? prerenderedRecord(snapshot, catalog as unknown[], builtAt) : null
}

/** Whether the page at `path` shows the catalog. */
const showsCatalog = (path: string): boolean => path === '/shop' || path === '/search' || path.startsWith('/shop/')

/** A page whose route's head asks search engines not to index it (`noindex`) is not in the sitemap either. */
const indexable = (page: PrerenderedPage): boolean => !/<meta name="robots" content="[^"]*\bnoindex\b/.test(page.html)

/** Whether this build runs on the mock backend: its pages are then prerendered from the demo catalog. */
export const usesMockBackend = (): boolean => firebaseSettings().mode === 'mock'

/** The collections as the app reads them from Firestore documents (one per collection, id `1`..`5`). */
function catalogSnapshot(collections: unknown): CollectionsMap | null {
  if (collections === null) return null
  if (!Array.isArray(collections)) throw new Error('The catalog snapshot is not a list of collections')
  return mapCollections(collections.map(({ id, ...data }: { id: unknown }): RawDocument => ({ id: String(id), data })))
}

/**
 * Renders the page at `path` for an anonymous visitor: its markup, with the router's hydration scripts (<Scripts> in
 * the root route, as the router writes them), and the styles it uses. Throws when the page does not render.
 */
export async function renderRoute(path: string, catalog: CollectionsMap | null): Promise<RenderedRoute> {
  const queryClient = createQueryClient({ retry: 0 })
  // The catalog snapshot stands in for Firestore; the browser refreshes it once idle (./prerendered-queries.ts).
  if (catalog) queryClient.setQueryData(collectionsQueryOptions().queryKey, catalog)
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => {
      const router = createAppRouter({ queryClient })
      // The query cache travels in the router's state (TanStack Query's dehydrate), restored by ./client.tsx.
      const data = (): PrerenderedData => (catalog ? { queries: dehydrate(queryClient) } : {})
      router.update({ context: { auth: { user: null }, queryClient }, dehydrate: data })
      return router
    },
  })
  // Styles go to the head as a few <style> tags instead of one before each element: the browser parses them once.
  // The key is Emotion's default, so the browser's Emotion adopts them. The server instance comes first: it makes
  // the cache collect the styles rather than render them in place.
  const cache = createCache({ key: 'css' })
  const emotion = createEmotionServer(cache)
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <CacheProvider value={cache}>
          <App router={router} queryClient={queryClient} />
        </CacheProvider>
      ),
    }),
  )
  // Not found (404), a failed loader or render (500), or a redirect: the build stops rather than ship that page.
  if (!response.ok) throw new Error(`Prerendering ${path} did not render the page (HTTP ${response.status})`)
  // A whole-document response starts with a doctype; this markup goes into the root element.
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '')
  assertNoClientRendering(path, html)
  // Without the router's state the page could not be hydrated: the app would draw it again from nothing.
  if (!html.includes('$_TSR.router=')) throw new Error(`Prerendering ${path}: the page has no hydration state from the router (<Scripts> in the root route)`)
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
  return { path, html, styles }
}

/**
 * Throws when part of the page fell back to client rendering: React then writes a Suspense boundary's fallback
 * (a spinner, or nothing) marked `<!--$!-->`, and the shopper would see it until the app runs. Something in the
 * page suspended or threw while rendering (data the snapshot lacks, code that needs the browser).
 */
export function assertNoClientRendering(path: string, html: string): void {
  const marker = html.indexOf('<!--$!-->')
  if (marker === -1) return
  const reason = html.slice(marker).match(/<template[^>]*\bdata-(?:msg|dgst)="([^"]*)"/)?.[1]
  // Where in the page: the markup just before the boundary names the element around it.
  const where = html.slice(Math.max(0, marker - 160), marker + 80)
  throw new Error(
    `Prerendering ${path}: part of the page fell back to client rendering${reason ? ` (${reason})` : ''}; the build stops rather than ship it. At: …${where}…`,
  )
}
