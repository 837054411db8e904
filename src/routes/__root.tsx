import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Header, SHOP_NAME } from '../components/header'
import { NotFoundPage } from '../components/not-found-page'
import { Main, PageColumn, SkipLink } from '../components/page-layout'
import { RouteFocus } from '../components/route-focus'
import { userDocQueryOptions } from '../features/auth/api/user-doc-query'
import type { RouterContext } from '../router'

const MAIN_ID = 'main'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Starts loading the signed-in shopper's document with the page, without holding the page up for it.
  loader: ({ context: { auth, queryClient } }) => {
    if (auth.user) void queryClient.prefetchQuery(userDocQueryOptions(auth.user))
  },
  head: () => ({ meta: [{ title: SHOP_NAME }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <RouteFocus mainId={MAIN_ID} />
      <PageColumn>
        <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
        <Header />
        <Main id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </Main>
      </PageColumn>
    </>
  )
}
