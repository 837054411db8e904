import { Link } from '@tanstack/react-router'
import { navItemStyle } from '../../../components/nav-item'

/** The header's SIGN IN link for visitors; after signing in the shopper comes back to `returnTo`. */
export function SignInLink({ returnTo }: { returnTo: string }) {
  // The home page needs no parameter, and /signin is never a place to return to.
  const search = returnTo === '/' || returnTo === '/signin' ? {} : { redirect: returnTo }
  return (
    <Link css={navItemStyle} to="/signin" search={search}>
      SIGN IN
    </Link>
  )
}
