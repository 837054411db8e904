import styled from '@emotion/styled'
import { Link, useRouteContext, useRouterState } from '@tanstack/react-router'
import { CartMenu } from '../features/cart/components/cart-menu'
import { SessionLink } from '../features/auth/components/session-link'
import { Logo } from './logo'
import { navItemStyle } from './nav-item'

export const SHOP_NAME = 'Crown Clothing'

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
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
  align-items: center;
  gap: 0.25rem;
  > ul {
    display: flex;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

export function Header() {
  const { auth } = useRouteContext({ from: '__root__' })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <Bar>
      <Home to="/" aria-label={`${SHOP_NAME} home`}>
        <Logo />
      </Home>
      <Nav aria-label="Main">
        <ul>
          <li>
            <Link css={navItemStyle} to="/shop">SHOP</Link>
          </li>
          <li>
            <Link css={navItemStyle} to="/contact">CONTACT</Link>
          </li>
          <li>
            <SessionLink user={auth.user} returnTo={pathname} />
          </li>
        </ul>
        <CartMenu />
      </Nav>
    </Bar>
  )
}
