import styled from '@emotion/styled'
import { useId } from 'react'
import { Button } from '../../../components/button'
import { theme } from '../../../styles/theme'
import { useCartDispatch } from '../../cart/cart-context'
import { formatPrice } from '../../cart/money'
import type { Item } from '../types'
import { earlyClick } from '../../../lib/early-clicks'

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
`
const AddButton = styled(Button)`
  width: 100%;
  min-width: 0;
`

export function CollectionItem({ item, eager = false, first = false }: { item: Item; eager?: boolean; first?: boolean }) {
  const dispatch = useCartDispatch()
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
      <AddButton
        type="button"
        variant="inverted"
        aria-describedby={nameId}
        {...earlyClick(`add:${item.id}`)}
        onClick={() => dispatch({ type: 'add', item })}
      >
        Add to Cart
      </AddButton>
    </Card>
  )
}
