import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'
import type { CartItem } from '../cart-reducer'
import { formatPrice } from '../../../lib/money'
import { lineVariantLabel } from '../cart-line'

const Row = styled.li`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  padding: 0.5rem 0;
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
  img {
    width: 56px;
    height: 56px;
    flex: none;
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
`
const Text = styled.span`
  min-width: 0;
  overflow-wrap: break-word;
`
const Name = styled.span`
  display: block;
  font-weight: ${theme.font.weight.bold};
`

const Variant = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
`

export function CartDropdownItem({ item }: { item: CartItem }) {
  const variant = lineVariantLabel(item)
  return (
    <Row>
      <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <Text>
        <Name>{item.name}</Name>
        {variant && <Variant>{variant}</Variant>}
        <span>
          {item.quantity} x {formatPrice(item.price)}
        </span>
      </Text>
    </Row>
  )
}
