// One saved item on the wishlist page: its picture, name (a link to its page), price and stock as the shop has them
// now, and what can be done with it: Add to Cart at once for an item without a choice to make (as a card does), a
// link to its page to choose a size or colour otherwise, and Remove.
import { css } from '@emotion/react'
import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { outlinedButton } from '../../../components/button'
import { offerOf } from '../../catalog/item-offer'
import { PriceTag } from '../../catalog/components/price-tag'
import { theme } from '../../../styles/theme'
import { addToCartAction } from '../../cart/components/add-to-cart-button'
import { optionsInWords } from '../../../lib/catalog/variant'
import { soldOutText, toChoose } from '../sold-out'
import type { SavedItem } from '../saved-items'

const Row = styled.li`
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: 0.5rem 1rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.color.border};
  overflow-wrap: break-word;
  img {
    width: 5rem;
    height: 5rem;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  p {
    margin: 0 0 0.25rem;
  }
`
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`
/** Add to Cart, or the link to choose: as wide as there is room for, up to a card's width. */
const Main = styled.div`
  display: flex;
  flex: 1 1 12rem;
  max-width: 20rem;
  > * {
    flex: 1;
  }
`
const chooseLink = css`
  ${outlinedButton};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
`
const Remove = styled.button`
  ${outlinedButton};
`
const Muted = styled.p`
  color: ${theme.color.muted};
`

export function SavedItemRow({ saved, onRemove }: { saved: SavedItem; onRemove: () => void }) {
  const nameId = useId()
  const remove = (
    <Remove type="button" aria-describedby={nameId} onClick={onRemove}>
      Remove
    </Remove>
  )
  if (!saved.item) {
    return (
      <Row>
        <span />
        <div>
          <p id={nameId}>An item the shop no longer sells</p>
        </div>
        <Actions>{remove}</Actions>
      </Row>
    )
  }
  const { item, collection } = saved
  const page = { to: '/shop/$collectionSlug/$productSlug', params: { collectionSlug: collection.slug, productSlug: item.slug } } as const
  const choose = toChoose(item)
  const soldOut = soldOutText(item)
  return (
    <Row>
      <img src={item.imageUrl} alt="" width={80} height={80} loading="lazy" decoding="async" />
      <div>
        <p id={nameId}>
          <Link {...page}>{item.name}</Link>
        </p>
        <p>
          <PriceTag offer={offerOf(item)} />
        </p>
        {soldOut && <Muted>{soldOut}</Muted>}
      </div>
      <Actions>
        {soldOut !== 'Sold out' && (
          <Main>
            {choose.length > 0 ? (
              <Link css={chooseLink} {...page} aria-describedby={nameId}>
                Choose {optionsInWords(choose)}
              </Link>
            ) : (
              addToCartAction(item, nameId, {})
            )}
          </Main>
        )}
        {remove}
      </Actions>
    </Row>
  )
}
