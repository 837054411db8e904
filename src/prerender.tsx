// Server entry used only by the build (scripts/prerender.mjs): renders a route to static HTML so the first
// paint needs no JavaScript. The browser then hydrates it (src/main.tsx).
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { dehydrate } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { collectionsQueryOptions } from './features/catalog/api/collections-query'
import { mapCollections } from './features/catalog/map-collections'
import type { RawDocument } from './lib/firebase/firestore'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

export async function renderRoute(url: string, catalog: RawDocument[] | null): Promise<{ html: string; styles: string; ok: boolean; queries: string }> {
  const queryClient = createQueryClient({ retry: 0 })
  // The catalog snapshot stands in for Firestore; the browser fetches fresh data as usual.
  if (catalog) queryClient.setQueryData(collectionsQueryOptions().queryKey, mapCollections(catalog))
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) })
  router.update({ ...router.options, context: { auth: { user: null }, queryClient } })
  await router.load()
  // Styles go to the head as a few <style> tags instead of one before each element: the browser parses them
  // once. The key is Emotion's default, so the browser's Emotion adopts them.
  const cache = createCache({ key: 'css' })
  const emotion = createEmotionServer(cache)
  const html = renderToString(
    <CacheProvider value={cache}>
      <App router={router} queryClient={queryClient} />
    </CacheProvider>,
  )
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
  const ok = router.state.matches.every((match) => match.status === 'success' && !(match as { globalNotFound?: boolean }).globalNotFound)
  // The catalog snapshot travels with the page, so hydration needs no request; the browser refreshes it once
  // idle (src/prerender/prerendered-queries.ts).
  const queries = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c')
  return { html, styles, ok, queries }
}

export { firebaseSettings } from './lib/firebase/settings'
export { PRERENDERED_QUERIES_ID } from './prerender/prerendered-queries'
