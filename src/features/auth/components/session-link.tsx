import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { navItemStyle } from '../../../components/nav-item'
import type { SessionUser } from '../session'
import { Greeting } from './greeting'

const NavButton = styled.button(navItemStyle)

async function signOut(): Promise<void> {
  const { signOutUser } = await import('../../../lib/firebase/auth-actions')
  await signOutUser()
}

/** SIGN IN for visitors; SIGN OUT for signed-in shoppers (the cart is theirs either way and stays). */
export function SessionLink({ user, returnTo }: { user: SessionUser | null; returnTo: string }) {
  const [pending, setPending] = useState(false)
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
      <NavButton
        type="button"
        disabled={pending}
        onClick={() => {
          setPending(true)
          signOut()
            .catch((error: unknown) => {
              console.error('sign out failed', error)
              window.alert('We could not sign you out. Please try again.')
            })
            .finally(() => setPending(false))
        }}
      >
        SIGN OUT
      </NavButton>
    </>
  )
}
