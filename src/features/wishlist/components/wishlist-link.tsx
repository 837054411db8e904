import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { HEART_PATH } from './heart-path'
import { theme } from '../../../styles/theme'

// The size of the cart's button beside it: the header's row does not move when either is there.
const IconLink = styled(Link)`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  color: inherit;
  svg {
    width: 26px;
    height: 26px;
  }
  ${theme.breakpoint.phone} {
    width: 44px;
  }
`

/** The header's way to the wishlist: /wishlist, which sends a signed-in shopper on to their account's. */
export function WishlistLink() {
  return (
    <IconLink to="/wishlist" aria-label="Wishlist">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <path d={HEART_PATH} />
      </svg>
    </IconLink>
  )
}
