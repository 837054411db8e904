import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import type { Collection, ItemAction } from '../types'
import { ItemGrid } from './item-grid'
import { ProductCard } from './product-card'
import { renderWhenNear } from '../../../styles/render-when-near'
import { theme } from '../../../styles/theme'

/** The overview shows at most this many items of each collection. */
const PREVIEW_SIZE = 4

// On a phone the first preview fills the first screen; on the prerendered page, the others wait until near.
const Section = styled.section`
  margin-bottom: 3rem;
  ${renderWhenNear('& + &', '45rem')}
`
const Title = styled.h2`
  margin: 0 0 1.25rem;
  font-size: ${theme.font.size.title};
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

interface CollectionPreviewProps {
  collection: Collection
  itemAction?: ItemAction
  /** The first preview on screen loads its first images at once. */
  eager?: boolean
}

export function CollectionPreview({ collection, itemAction, eager = false }: CollectionPreviewProps) {
  const titleId = `preview-${collection.routeName}`
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>
        <Link to="/shop/$collectionSlug" params={{ collectionSlug: collection.slug }}>
          {collection.title.toUpperCase()}
        </Link>
      </Title>
      <ItemGrid>
        {collection.items.slice(0, PREVIEW_SIZE).map((item, index) => (
          <ProductCard key={item.id} item={item} collectionSlug={collection.slug} action={itemAction} eager={eager && index < 2} first={eager && index === 0} />
        ))}
      </ItemGrid>
    </Section>
  )
}
