import styled from '@emotion/styled'
import { useState } from 'react'
import { navItemStyle } from '../../../components/nav-item'

const NavButton = styled.button(navItemStyle)

async function signOut(): Promise<void> {
  const { signOutUser } = await import('../../../lib/firebase/auth-actions')
  await signOutUser()
}

/** The header's SIGN OUT button. The cart's lines the account keeps leave the device; one not saved yet stays (decision 045). */
export function SignOutButton() {
  const [pending, setPending] = useState(false)
  return (
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
  )
}
