// The heart under a product: a toggle button (aria-pressed) that saves the item to the wishlist or removes it. It is
// on the prerendered page, unpressed and in its final size, so nothing moves when the app shows it pressed: on a card
// it sits over the picture's corner, on a product page both of its texts share one place (the longer sets the width).
// A tap before the app is live is kept (decision 020). Its key says what the tap did: 'save' on the page as
// prerendered. If the app then shows the item saved already, the heart's key is 'unsave' and that tap is not
// replayed, so an early tap never removes what the shopper could not see was saved.
import styled from '@emotion/styled'
import { useId } from 'react'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { MAX_WISHLIST } from '../../../lib/wishlist'
import { keepsEarlyTap } from '../../../prerender/live'
import { theme } from '../../../styles/theme'
import { useWishlist } from '../use-wishlist'
import { HEART_PATH } from './heart-path'

const SAVE = 'Save to wishlist'
const SAVED = 'Saved to wishlist'

const Plain = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${theme.color.accent};
  background: ${theme.color.background};
  color: ${theme.color.accent};
  font: inherit;
  font-size: ${theme.font.size.small};
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
  &[aria-disabled='true'] {
    border-color: ${theme.color.border};
    color: ${theme.color.muted};
    cursor: not-allowed;
  }
`
/** Over the top right corner of the card's picture: it takes no room in the card. */
const CardHeart = styled(Plain)`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  padding: 0;
  border-radius: 50%;
`
const PageHeart = styled(Plain)`
  padding: 0 1rem;
  border-radius: ${theme.radius};
  margin-bottom: 1rem;
`
/** Both texts in one cell, the one not shown hidden: the button is as wide as the longer from the first frame. */
const Texts = styled.span`
  display: grid;
  > span {
    grid-area: 1 / 1;
  }
  > [data-shown='false'] {
    visibility: hidden;
  }
`
const Icon = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
`

function Heart({ filled }: { filled: boolean }) {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={HEART_PATH} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </Icon>
  )
}

interface WishlistHeartProps {
  itemId: number
  /** A card's heart and a product page's are told apart, so a tap is replayed on the same one. */
  place: 'card' | 'page'
  /** The element with the item's name: the heart says which item it saves. */
  describedBy?: string
}

export function WishlistHeart({ itemId, place, describedBy }: WishlistHeartProps) {
  const { ids, save } = useWishlist()
  const fullId = useId()
  const saved = ids.includes(itemId)
  const full = !saved && ids.length >= MAX_WISHLIST
  const Button = place === 'card' ? CardHeart : PageHeart
  return (
    <>
      <Button
        type="button"
        aria-pressed={saved}
        aria-disabled={full || undefined}
        aria-describedby={[describedBy, full ? fullId : undefined].filter(Boolean).join(' ') || undefined}
        {...keepsEarlyTap(`${saved ? 'unsave' : 'save'}:${place}:${itemId}`)}
        onClick={() => {
          if (!full) save(itemId, !saved)
        }}
      >
        <Heart filled={saved} />
        {place === 'card' ? (
          <VisuallyHidden>{saved ? SAVED : SAVE}</VisuallyHidden>
        ) : (
          <Texts>
            <span data-shown={!saved}>{SAVE}</span>
            <span data-shown={saved}>{SAVED}</span>
          </Texts>
        )}
      </Button>
      {full && <VisuallyHidden id={fullId}>Your wishlist is full ({MAX_WISHLIST} items): remove one to save this.</VisuallyHidden>}
    </>
  )
}
