import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { theme } from '../../../styles/theme'
import type { CatalogItem, ItemAction, Variant } from '../types'
import { imageFor } from '../variant-display'
import { offerOf } from '../item-offer'
import { PriceTag } from './price-tag'

// Positioned: an action may put a control over the picture's corner (the wishlist's heart), taking no room.
const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`
const Image = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`
// The name, then the price under it, then a sale's reduction ('was $45.00 · 33% off') on a line of its own: two cards
// share a 320 px screen, where a price beside the name left the name a few letters a line, and the reduction's
// arrival with the live catalog narrowed it further.
// A word too long for the card wraps rather than widening the page.
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: ${theme.font.size.body};
  overflow-wrap: break-word;
`

const NO_CHOICE: Variant = {}

interface ProductCardProps {
  item: CatalogItem
  /** The slug of the item's collection: the card links to /shop/$collectionSlug/$productSlug. */
  collectionSlug: string
  /** What the card offers under the item (Add to Cart): the catalog shows products, it does not sell them. */
  action?: ItemAction | undefined
  /** The size and colour the list chose (its filters): the card shows that colour, links to it and offers it. */
  choice?: Variant | undefined
  /** Load the image at once (the first row on screen); `first` also raises its priority. */
  eager?: boolean | undefined
  first?: boolean | undefined
}

export function ProductCard({ item, collectionSlug, action, choice = NO_CHOICE, eager = false, first = false }: ProductCardProps) {
  const nameId = useId()
  const page = { to: '/shop/$collectionSlug/$productSlug', params: { collectionSlug, productSlug: item.slug }, search: choice } as const
  return (
    <Card>
      {/* The picture links too, for pointers; keyboards and screen readers use the name's link, one stop per card. */}
      <Link {...page} tabIndex={-1} aria-hidden="true">
        <Image
          src={imageFor(item, choice)}
          alt=""
          width={480}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(first ? { fetchPriority: 'high' as const } : {})}
        />
      </Link>
      <Footer>
        <span id={nameId}>
          <Link {...page}>{item.name}</Link>
        </span>
        <PriceTag offer={offerOf(item)} reserve />
      </Footer>
      {action?.(item, nameId, choice)}
    </Card>
  )
}
