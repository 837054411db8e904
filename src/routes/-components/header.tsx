import styled from '@emotion/styled'
import { Link, useMatch, useRouteContext, useRouterState } from '@tanstack/react-router'
import { Logo } from '../../components/logo'
import { navItemStyle } from '../../components/nav-item'
import { Greeting } from '../../features/auth/components/greeting'
import { SignInLink } from '../../features/auth/components/sign-in-link'
import { SignOutButton } from '../../features/auth/components/sign-out-button'
import { CartMenu } from '../../features/cart/components/cart-menu'
import { SearchBox } from '../../features/search/components/search-box'
import { SHOP_NAME } from '../../lib/site'
import { theme } from '../../styles/theme'

// Both rows may wrap: at 320 px nothing may push the page sideways (WCAG 1.4.10), whatever the link texts.
const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  ${theme.breakpoint.tiny} {
    column-gap: 0.25rem;
  }
  min-height: 70px;
  margin-bottom: 1.5rem;
`
const Home = styled(Link)`
  display: grid;
  place-items: center;
  min-width: 48px;
  min-height: 48px;
`
const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.25rem;
  > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

export function Header() {
  const { auth } = useRouteContext({ from: '__root__' })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // On the results page the field shows its query.
  const query = useMatch({ from: '/search', shouldThrow: false, select: (match) => match.search.q ?? '' }) ?? ''
  return (
    <Bar>
      <Home to="/" aria-label={`${SHOP_NAME} home`}>
        <Logo />
      </Home>
      <SearchBox pageQuery={query} />
      <Nav aria-label="Main">
        <ul>
          <li>
            <Link css={navItemStyle} to="/shop">
              SHOP
            </Link>
          </li>
          <li>
            <Link css={navItemStyle} to="/contact">
              CONTACT
            </Link>
          </li>
          {/* While Auth answers for a returning shopper, neither SIGN IN nor SIGN OUT: either could be wrong. */}
          {!auth.pending && (
            <li>
              {auth.user ? (
                <>
                  <Greeting user={auth.user} />
                  <SignOutButton />
                </>
              ) : (
                <SignInLink returnTo={pathname} />
              )}
            </li>
          )}
        </ul>
        <CartMenu />
      </Nav>
    </Bar>
  )
}
