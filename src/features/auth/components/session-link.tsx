import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { navItemStyle } from '../../../components/nav-item'
import type { SessionUser } from '../session'
import { Greeting } from './greeting'

const NavButton = styled.button(navItemStyle)

/** SIGN IN for visitors; SIGN OUT for signed-in shoppers (the cart is theirs either way and stays). */
export function SessionLink({ user, returnTo }: { user: SessionUser | null; returnTo: string }) {
  if (!user) {
    // Back to this page after signing in (the home page needs no parameter).
    const search = returnTo === '/' || returnTo === '/signin' ? {} : { redirect: returnTo }
    return (
      <Link css={navItemStyle} to="/signin" search={search}>
        SIGN IN
      </Link>
    )
  }
  return (
    <>
      <Greeting user={user} />
      <NavButton type="button" onClick={() => void import('../../../lib/firebase/auth-actions').then(({ signOutUser }) => signOutUser())}>
        SIGN OUT
      </NavButton>
    </>
  )
}
