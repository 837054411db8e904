import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { navItemStyle } from '../../../components/nav-item'
import type { SessionUser } from '../session'

const NavLink = styled(Link)(navItemStyle)
const NavButton = styled.button(navItemStyle)

/** SIGN IN for visitors; SIGN OUT for signed-in shoppers (the cart is theirs either way and stays). */
export function SessionLink({ user }: { user: SessionUser | null }) {
  if (!user) return <NavLink to="/signin">SIGN IN</NavLink>
  return (
    <NavButton type="button" onClick={() => void import('../../../lib/firebase/auth-actions').then(({ signOutUser }) => signOutUser())}>
      SIGN OUT
    </NavButton>
  )
}
