import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { VisuallyHidden } from '../../../components/visually-hidden'
import { formatCents } from '../../../lib/money'
import { collectionsQueryOptions } from '../../catalog/api/collections-query'
import { RecentlyViewed } from '../../catalog/components/recently-viewed'
import { productParams } from '../../catalog/find-in-catalog'
import { lineKey, variantKey } from '../../../lib/catalog/variant'
import { useCart } from '../cart-context'
import { cartRoom, type CartItem } from '../cart-reducer'
import { CheckoutRow } from './checkout-row'
import { Empty, Table, Total } from './checkout-table-styles'
import { CheckoutUndo, type RemovedLine } from './checkout-undo'

const COLUMNS = ['Product', 'Description', 'Quantity', 'Price', 'Remove'] as const

/**
 * The cart's lines with their quantity and remove buttons, and the total; or, for an empty cart, a way back to
 * the shop. A removed line can be put back for a while: focus moves to its Undo, then, after an undo, back to the
 * button that removed the line; when the notice goes with focus in it, to the line now in its place, or to
 * `heading` once the cart is empty.
 */
/** `viewer`: whose recently viewed the empty cart lists (viewerOf). */
export function CheckoutTable({ heading, viewer }: { heading: RefObject<HTMLElement | null>; viewer: string | null }) {
  const { cartItems, totalCents, dispatch } = useCart()
  // The catalog gives each line the address of its product page; until it is known, a line has no link.
  const { data: collections } = useQuery(collectionsQueryOptions())
  const table = useRef<HTMLTableElement>(null)
  const undoButton = useRef<HTMLButtonElement>(null)
  const [removed, setRemoved] = useState<RemovedLine | null>(null)
  // Focus waits for the page to show the change: the Undo, or the line put back.
  const focusNext = useRef<(() => void) | null>(null)
  useEffect(() => {
    const move = focusNext.current
    focusNext.current = null
    move?.()
  }, [cartItems, removed])

  const focusLine = (index: number, via: RemovedLine['via']) => {
    const rows = table.current?.querySelectorAll('tbody > tr') ?? []
    const row = rows[Math.min(index, rows.length - 1)]
    const button = row?.querySelector<HTMLButtonElement>(`button[data-action="${via}"]`)
    if (button) button.focus()
    else heading.current?.focus()
  }

  const remove = (line: CartItem, index: number, via: RemovedLine['via']) => {
    setRemoved({ line, index, via })
    dispatch({ type: 'clear', id: line.id, ...(line.variant ? { variant: variantKey(line.variant) } : {}) })
    focusNext.current = () => undoButton.current?.focus()
  }

  const undo = ({ line, index, via }: RemovedLine) => {
    dispatch({ type: 'restore', line, index })
    setRemoved(null)
    focusNext.current = () => focusLine(index, via)
  }

  const expire = ({ index }: RemovedLine, hadFocus: boolean) => {
    setRemoved(null)
    if (hadFocus) focusNext.current = () => focusLine(index, 'remove')
  }

  const undoNotice = <CheckoutUndo removed={removed} button={undoButton} onUndo={undo} onExpire={expire} />
  if (cartItems.length === 0) {
    return (
      <>
        <Empty>
          Your cart is empty. <Link to="/shop">Browse the shop</Link>
        </Empty>
        {undoNotice}
        <RecentlyViewed viewer={viewer} />
      </>
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
            <CheckoutRow
              key={lineKey(item)}
              item={item}
              page={collections && productParams(collections, item.id)}
              cartFull={cartRoom(cartItems) < 1}
              onRemove={(via) => remove(item, index, via)}
            />
          ))}
        </tbody>
      </Table>
      {undoNotice}
      <Total aria-live="polite">TOTAL: {formatCents(totalCents)}</Total>
    </>
  )
}
