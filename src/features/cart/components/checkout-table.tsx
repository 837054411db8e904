import styled from '@emotion/styled'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, type RefObject } from 'react'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { formatCents } from '../../../lib/money'
import { theme } from '../../../styles/theme'
import { useCart } from '../cart-context'
import { lineKey } from '../cart-reducer'
import { CheckoutRow } from './checkout-row'

const Table = styled.table`
  width: 100%;
  max-width: 55rem;
  margin: 0 auto;
  border-collapse: collapse;
  th {
    padding: 0.75rem 0.5rem;
    border-bottom: 1px solid ${theme.color.text};
    font-weight: ${theme.font.weight.bold};
    text-align: left;
    text-transform: none;
  }
  th:first-of-type {
    width: 23%;
  }
  ${theme.breakpoint.narrow} {
    font-size: ${theme.font.size.small};
  }
  /* Phones: each line becomes a block (image beside its name, price, quantity and Remove), so every control
     stays on screen. The explicit roles keep the table's semantics when its display changes. */
  ${theme.breakpoint.phone} {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: grid;
      grid-template-columns: 5.5rem minmax(0, 1fr) auto;
      grid-template-areas:
        'image name remove'
        'image price price'
        'image quantity quantity';
      column-gap: 0.75rem;
      padding: 0.75rem 0;
      border-bottom: 1px solid ${theme.color.border};
    }
    td {
      padding: 0;
      border: 0;
    }
    td:nth-of-type(1) {
      grid-area: image;
    }
    td:nth-of-type(2) {
      grid-area: name;
      align-self: center;
      font-weight: ${theme.font.weight.bold};
      overflow-wrap: anywhere;
    }
    td:nth-of-type(3) {
      grid-area: quantity;
    }
    td:nth-of-type(4) {
      grid-area: price;
    }
    td:nth-of-type(5) {
      grid-area: remove;
    }
  }
`
const Total = styled.p`
  max-width: 55rem;
  margin: 1.5rem auto 0;
  font-size: ${theme.font.size.title};
  text-align: right;
`
const COLUMNS = ['Product', 'Description', 'Quantity', 'Price', 'Remove'] as const

const Empty = styled.p`
  text-align: center;
`

/**
 * The cart's lines with their quantity and remove buttons, and the total; or, for an empty cart, a way back to
 * the shop. When a line goes, focus would fall to the page: it moves to the next line's Remove button, or to
 * `heading` once the cart is empty.
 */
export function CheckoutTable({ heading }: { heading: RefObject<HTMLElement | null> }) {
  const { cartItems, totalCents } = useCart()
  const table = useRef<HTMLTableElement>(null)
  const removedIndex = useRef<number | null>(null)
  useEffect(() => {
    const index = removedIndex.current
    if (index === null) return
    removedIndex.current = null
    const buttons = table.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-line]') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else heading.current?.focus()
  }, [cartItems, heading])

  if (cartItems.length === 0) {
    return (
      <Empty>
        Your cart is empty. <Link to="/shop">Browse the shop</Link>
      </Empty>
    )
  }
  return (
    <>
      <Table ref={table} role="table">
        <caption>
          <VisuallyHidden>Items in your cart</VisuallyHidden>
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {cartItems.map((item, index) => (
            <CheckoutRow key={lineKey(item)} item={item} onLineRemoved={() => (removedIndex.current = index)} />
          ))}
        </tbody>
      </Table>
      <Total aria-live="polite">TOTAL: {formatCents(totalCents)}</Total>
    </>
  )
}
