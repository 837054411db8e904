import type { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'

export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // The real value arrives through <RouterProvider context>, once the first auth state is known.
    context: { auth: undefined!, queryClient },
    // Query owns freshness: preload on intent, but let every loader ask Query.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // An address under no page is the root's not-found page, even when its start names one
    // (`/shop/apparel/<product>/extra`): the default, 'fuzzy', would render that page without a place for it.
    notFoundMode: 'root',
    // Search parameters are plain text (`?size=42`, not `?size=%2242%22`); each route's validateSearch types them.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => String(value)),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /**
     * What a prerendered page of this route must read live at once, started as the page starts, before React
     * hydrates it (src/prerender/client.tsx): hydration runs no loader, and the catalog the page was built with is
     * refreshed only when the browser is idle. `params` are the page's. Elsewhere the route's loader starts the same.
     */
    readAtStart?: (queryClient: QueryClient, params: Record<string, string>) => void
    /**
     * The code this route's loader loads before it reads (its queries and what they call), to be asked for ahead of a
     * visit (the back office's navigation, when the page is idle: src/features/admin/back-office-code.ts).
     */
    loadCode?: () => Promise<unknown>
  }
}
