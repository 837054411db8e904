// The wishlist page: the signed-in shopper's list (at /account/wishlist) or the device's (at /wishlist), each item
// as the shop sells it now.
import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/page-layout'
import { Spinner } from '../../../components/spinner'
import { theme } from '../../../styles/theme'
import { useSavedItems } from '../saved-items'
import { useWishlist } from '../use-wishlist'
import { SavedItemRow } from './saved-item-row'

const Column = styled.div`
  max-width: 40rem;
  margin: 0 auto;
`
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`
const Problem = styled.p`
  color: ${theme.color.danger};
`

export function WishlistPage() {
  const { ids, uid, status, save } = useWishlist()
  const { items, failed } = useSavedItems(ids)
  return (
    <Column>
      <PageTitle tabIndex={-1}>WISHLIST</PageTitle>
      {uid === undefined && (
        <p>
          Saved on this device. <Link to="/signin">Sign in</Link> to keep your wishlist with your account, on every device.
        </p>
      )}
      {status === 'error' || failed ? (
        <Problem role="alert">Your wishlist could not be loaded. Please try again later.</Problem>
      ) : status === 'loading' || !items ? (
        <Spinner label="Loading your wishlist" />
      ) : items.length === 0 ? (
        <p>
          Your wishlist is empty. Press the heart on any product to save it here. <Link to="/shop">SHOP NOW</Link>
        </p>
      ) : (
        <>
          <p>
            {items.length} {items.length === 1 ? 'item' : 'items'} saved.
          </p>
          <List aria-label="Saved items">
            {items.map((saved) => (
              <SavedItemRow key={saved.id} saved={saved} onRemove={() => save(saved.id, false)} />
            ))}
          </List>
        </>
      )}
    </Column>
  )
}
