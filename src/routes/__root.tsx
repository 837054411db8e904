import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Header, SHOP_NAME } from '../components/header'
import { NotFoundPage } from '../components/not-found-page'
import { Main, PageColumn, SkipLink } from '../components/page-layout'
import { RouteFocus } from '../components/route-focus'
import type { RouterContext } from '../router'

const MAIN_ID = 'main'

export const Route = createRootRouteWithContext<RouterContext>()({
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
