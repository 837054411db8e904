// The frame around every page: skip link, the demo notice in a demo build, header, the page in its main region, footer, and focus moved to the new
// page after each navigation. It composes features; features never import it.
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { Main, PageColumn, SkipLink } from '../../components/page-layout'
import { DemoNotice } from './demo-notice'
import { Footer } from './footer'
import { Header } from './header'
import { RouteFocus } from './route-focus'

const MAIN_ID = 'main'

export function AppShell() {
  return (
    <>
      <HeadContent />
      <RouteFocus mainId={MAIN_ID} />
      <PageColumn>
        <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
        {__DEMO_BACKEND__ && <DemoNotice />}
        <Header />
        <Main id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </Main>
        <Footer />
      </PageColumn>
      {/* On a prerendered page, the router's hydration scripts (they remove themselves as they run); in the browser, nothing. */}
      <Scripts />
    </>
  )
}
