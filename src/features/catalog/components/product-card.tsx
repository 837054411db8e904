import styled from '@emotion/styled'
import { useId } from 'react'
import { formatPrice } from '../../../lib/money'
import { theme } from '../../../styles/theme'
import type { CatalogItem, ItemAction } from '../types'

const Card = styled.li`
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
const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 1.05rem;
  /* Two cards share a 320 px screen: a long word in a name wraps rather than widening the page. */
  > :first-of-type {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  > :last-of-type {
    flex: none;
  }
`

interface ProductCardProps {
  item: CatalogItem
  /** What the card offers under the item (Add to Cart): the catalog shows products, it does not sell them. */
  action?: ItemAction | undefined
  /** Load the image at once (the first row on screen); `first` also raises its priority. */
  eager?: boolean | undefined
  first?: boolean | undefined
}

export function ProductCard({ item, action, eager = false, first = false }: ProductCardProps) {
  const nameId = useId()
  return (
    <Card>
      <Image
        src={item.imageUrl}
        alt=""
        width={480}
        height={480}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(first ? { fetchPriority: 'high' as const } : {})}
      />
      <Footer>
        <span id={nameId}>{item.name}</span>
        <span>{formatPrice(item.price)}</span>
      </Footer>
      {action?.(item, nameId)}
    </Card>
  )
}
