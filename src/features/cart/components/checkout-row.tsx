import styled from '@emotion/styled'
import { theme } from '../../../styles/theme'
import { useCartDispatch } from '../cart-context'
import { lineName, lineVariantLabel } from '../cart-line'
import { lineLimit, type CartItem } from '../cart-reducer'
import { variantKey } from '../../catalog/variants'
import { formatPrice } from '../../../lib/money'

const Cell = styled.td`
  padding: 1rem 0.5rem;
  border-bottom: 1px solid ${theme.color.border};
  vertical-align: middle;
  img {
    width: 100%;
    max-width: 120px;
    min-width: 0;
    height: auto;
    aspect-ratio: 1;
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
`
const Quantity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`
const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius};
  background: none;
  color: inherit;
  font-size: ${theme.font.size.large};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.color.surface};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`
const Variant = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
  font-weight: ${theme.font.weight.regular};
`
const Value = styled.output`
  min-width: 2ch;
  text-align: center;
`

/** `onLineRemoved` runs before a button removes the whole line, so the page can place focus afterwards. */
export function CheckoutRow({ item, onLineRemoved }: { item: CartItem; onLineRemoved: () => void }) {
  const dispatch = useCartDispatch()
  // Every button names the line with its variant: two sizes of one shirt are two lines.
  const name = lineName(item)
  const variantText = lineVariantLabel(item)
  const line = { id: item.id, ...(item.variant ? { variant: variantKey(item.variant) } : {}) }
  return (
    <tr role="row">
      <Cell role="cell">
        <img src={item.imageUrl} alt="" width={120} height={120} decoding="async" />
      </Cell>
      <Cell role="cell">
        {item.name}
        {variantText && <Variant>{variantText}</Variant>}
      </Cell>
      <Cell role="cell">
        <Quantity>
          <IconButton
            type="button"
            aria-label={`Decrease quantity of ${name}`}
            onClick={() => {
              if (item.quantity === 1) onLineRemoved()
              dispatch({ type: 'remove', ...line })
            }}
          >
            <span aria-hidden="true">&#10094;</span>
          </IconButton>
          {/* Not live: the total below already announces each change. */}
          <Value aria-live="off" aria-label={`Quantity of ${name}`}>
            {item.quantity}
          </Value>
          <IconButton
            type="button"
            aria-label={`Increase quantity of ${name}`}
            disabled={item.quantity >= lineLimit(item)}
            onClick={() => dispatch({ type: 'add', item })}
          >
            <span aria-hidden="true">&#10095;</span>
          </IconButton>
        </Quantity>
      </Cell>
      <Cell role="cell">{formatPrice(item.price)}</Cell>
      <Cell role="cell">
        <IconButton
          type="button"
          aria-label={`Remove ${name} from cart`}
          data-remove-line
          onClick={() => {
            onLineRemoved()
            dispatch({ type: 'clear', ...line })
          }}
        >
          <span aria-hidden="true">&#10005;</span>
        </IconButton>
      </Cell>
    </tr>
  )
}
