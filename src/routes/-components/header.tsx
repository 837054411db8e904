import styled from '@emotion/styled'
import { Link, useMatch, useRouteContext, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { Logo } from '../../components/logo'
import { navItemStyle } from '../../components/nav-item'
import { BackOfficeLink, BackOfficePlace } from '../../features/auth/components/back-office-link'
import { Greeting } from '../../features/auth/components/greeting'
import { SignInLink } from '../../features/auth/components/sign-in-link'
import { SignOutButton } from '../../features/auth/components/sign-out-button'
import { CartMenu } from '../../features/cart/components/cart-menu'
import { SearchBox } from '../../features/search/components/search-box'
import { WishlistLink } from '../../features/wishlist/components/wishlist-link'
import { savedBackOfficeRole } from '../../lib/firebase/settings'
import { SHOP_NAME } from '../../lib/site'
import { theme } from '../../styles/theme'
import { visuallyHiddenStyles } from '../../components/visually-hidden'

// Both rows may wrap: at 320 px nothing may push the page sideways (WCAG 1.4.10), whatever the link texts.
// Positioned: the cart's dropdown is placed against the header's right edge, whatever row the cart is on.
const Bar = styled.header`
  position: relative;
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
  gap: 0.25rem 0;
  > ul,
  > div > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`
// SIGN IN or SIGN OUT, the wishlist and the cart wrap together: the cart is never left alone on a row of its own.
const Session = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`

// Hidden, not removed, while Auth has not answered: out of the tab order and the accessibility tree, in its place.
// On a phone the link is a person's outline, its word read but not shown: four words and two icons do not fit one
// row of 390 px, and the signed-in header must not take a row more than the visitor's.
const AccountLink = styled.li`
  &[data-pending] > a {
    visibility: hidden;
  }
  svg {
    display: none;
  }
  ${theme.breakpoint.phone} {
    > a {
      justify-content: center;
      width: 44px;
      padding: 0;
    }
    svg {
      display: block;
      width: 24px;
      height: 24px;
    }
    span {
      ${visuallyHiddenStyles}
    }
  }
`
const Account = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  &[data-pending] > button {
    visibility: hidden;
  }
`
// Under SIGN OUT, out of the row: at least as wide as the button, at most a few words; a longer name is cut
// short there (the greeting says so in its title). On narrow screens only a problem shows here, in the row.
const GreetingPlace = styled.span`
  position: absolute;
  top: 100%;
  right: 0;
  width: max-content;
  min-width: 100%;
  max-width: 14rem;
  margin-top: 0.3rem;
  line-height: 1.2;
  text-align: center;
  ${theme.breakpoint.narrow} {
    position: static;
    width: auto;
    min-width: 0;
    margin-top: 0;
  }
`

export function Header() {
  const { auth } = useRouteContext({ from: '__root__' })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // On the results page the field shows its query.
  const query = useMatch({ from: '/search', shouldThrow: false, select: (match) => match.search.q ?? '' }) ?? ''
  const signedIn = auth.user !== null || auth.pending === true
  // Read once: an owner's or staff's saved session keeps BACK OFFICE's place while Auth answers.
  const [roleHint] = useState(savedBackOfficeRole)
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
          {signedIn && (
            // While Auth has not answered, ACCOUNT keeps its place unseen, like SIGN OUT below.
            <AccountLink data-pending={auth.pending ? '' : undefined}>
              <Link css={navItemStyle} to="/account">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
                </svg>
                <span>ACCOUNT</span>
              </Link>
            </AccountLink>
          )}
          {auth.user ? <BackOfficeLink uid={auth.user.uid} keepPlace={roleHint !== null} /> : auth.pending && roleHint && <BackOfficePlace />}
        </ul>
        <Session>
          <ul>
            {signedIn ? (
              // A returning shopper's header is laid out signed in from its first frame, so that nothing moves as
              // Auth answers and the profile arrives: SIGN OUT keeps its place while hidden (either SIGN IN or SIGN
              // OUT could be wrong until Auth answers), and the greeting takes no room in the row.
              <Account data-pending={auth.pending ? '' : undefined}>
                <GreetingPlace>{auth.user && <Greeting user={auth.user} />}</GreetingPlace>
                <SignOutButton />
              </Account>
            ) : (
              <li>
                <SignInLink returnTo={pathname} />
              </li>
            )}
          </ul>
          <WishlistLink />
          <CartMenu />
        </Session>
      </Nav>
    </Bar>
  )
}
