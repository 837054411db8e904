import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { formatCents, formatPrice } from '../../../lib/money'
import { theme } from '../../../styles/theme'
import { variantKey, variantParams } from '../../../lib/catalog/variant'
import { useCartDispatch } from '../cart-context'
import { lineLimitNote, lineName, lineVariantLabel } from '../cart-line'
import { CART_FULL_NOTE, lineTotalCents, type CartItem } from '../cart-reducer'

const Cell = styled.td`
  padding: 1rem 0.5rem;
  border-bottom: 1px solid ${theme.color.border};
  vertical-align: middle;
  img {
    display: block;
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
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: none;
  color: inherit;
  font-size: ${theme.font.size.large};
  line-height: 1;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${theme.color.surface};
  }
  &[aria-disabled='true'] {
    color: ${theme.color.muted};
    border-style: dashed;
    cursor: not-allowed;
  }
`
const RemoveButton = styled(IconButton)`
  border-color: transparent;
`
const Small = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: ${theme.font.size.small};
  font-weight: ${theme.font.weight.regular};
`
const Value = styled.output`
  min-width: 2ch;
  text-align: center;
`
const LineTotal = styled.span`
  display: block;
  font-weight: ${theme.font.weight.bold};
`

/** Where the line's name and picture lead: its product page in its size and colour, once the catalog is known. */
type ProductPage = { collectionSlug: string; productSlug: string }

interface CheckoutRowProps {
  item: CartItem
  page: ProductPage | undefined
  /** The line goes, by its Remove button or by its − at quantity 1: the table offers the undo and moves focus. */
  onRemove: (via: 'remove' | 'decrease') => void
  /** The cart holds all one order takes (MAX_UNITS): no line's + adds anything. */
  cartFull?: boolean
}

export function CheckoutRow({ item, page, onRemove, cartFull = false }: CheckoutRowProps) {
  const dispatch = useCartDispatch()
  const noteId = useId()
  // Every button names the line with its variant: two sizes of one shirt are two lines.
  const name = lineName(item)
  const variantText = lineVariantLabel(item)
  const limitNote = lineLimitNote(item) ?? (cartFull ? CART_FULL_NOTE : null)
  const line = { id: item.id, ...(item.variant ? { variant: variantKey(item.variant) } : {}) }
  const toPage = (children: ReactNode, hidden = false) => {
    if (!page) return children
    const search = variantParams(item.variant ?? {})
    // The picture links too, for pointers; keyboards and screen readers use the name's link, one stop per line.
    const hiding = hidden ? { tabIndex: -1, 'aria-hidden': true } : {}
    return (
      <Link to="/shop/$collectionSlug/$productSlug" params={page} search={search} {...hiding}>
        {children}
      </Link>
    )
  }
  return (
    <tr role="row">
      <Cell role="cell">{toPage(<img src={item.imageUrl} alt="" width={120} height={120} decoding="async" />, true)}</Cell>
      <Cell role="cell">
        {toPage(item.name)}
        {variantText && <Small>{variantText}</Small>}
      </Cell>
      <Cell role="cell">
        <Quantity>
          <IconButton
            type="button"
            aria-label={`Decrease quantity of ${name}`}
            data-action="decrease"
            onClick={() => (item.quantity > 1 ? dispatch({ type: 'remove', ...line }) : onRemove('decrease'))}
          >
            <span aria-hidden="true">&minus;</span>
          </IconButton>
          {/* Not live: the total below already announces each change. */}
          <Value aria-live="off" aria-label={`Quantity of ${name}`}>
            {item.quantity}
          </Value>
          {/* Not `disabled`: the button keeps focus at the limit, and says why it does nothing. */}
          <IconButton
            type="button"
            aria-label={`Increase quantity of ${name}`}
            aria-disabled={limitNote ? true : undefined}
            aria-describedby={limitNote ? noteId : undefined}
            onClick={() => {
              if (!limitNote) dispatch({ type: 'increase', item })
            }}
          >
            <span aria-hidden="true">+</span>
          </IconButton>
        </Quantity>
        {limitNote && <Small id={noteId}>{limitNote}</Small>}
      </Cell>
      <Cell role="cell">
        <span>{formatPrice(item.price)} each</span>
        <LineTotal>Line total {formatCents(lineTotalCents(item))}</LineTotal>
      </Cell>
      <Cell role="cell">
        <RemoveButton type="button" aria-label={`Remove ${name} from cart`} data-action="remove" onClick={() => onRemove('remove')}>
          <span aria-hidden="true">&#10005;</span>
        </RemoveButton>
      </Cell>
    </tr>
  )
}
