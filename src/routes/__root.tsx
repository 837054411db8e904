import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { userDocumentQueryOptions } from '../features/auth/api/user-document-query'
import type { AuthState } from '../features/auth/auth-state'
import { DEFAULT_DESCRIPTION } from '../lib/seo'
import { pageTitle } from '../lib/site'
import { AppShell } from './-components/app-shell'
import { NotFoundPage } from './-components/not-found-page'

/** What every route's loader and guard can read: the visitor's auth state and the query cache. */
export interface RouterContext {
  auth: AuthState
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Starts loading the signed-in shopper's document with the page, without holding the page up for it.
  loader: ({ context: { auth, queryClient } }) => {
    if (auth.user) void queryClient.prefetchQuery(userDocumentQueryOptions(auth.user.uid))
  },
  // Every page's route gives its own title (lib/seo.ts), so this one shows only where no page's head runs: an
  // address under no page, answered by NotFoundPage (the router stops at the root's match, see notFoundMode).
  head: () => ({ meta: [{ title: pageTitle('Page not found') }, { name: 'description', content: DEFAULT_DESCRIPTION }] }),
  component: AppShell,
  notFoundComponent: NotFoundPage,
})
