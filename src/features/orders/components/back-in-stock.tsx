// "Email me when it is back", under a sold-out variant's Add to Cart. Only this button comes with the product page;
// the form, the /api client and App Check load when it is pressed. The form opens as a dialog over the page, and
// the button's slot keeps its height whether the variant is sold out or not, so nothing on the page moves.
import styled from '@emotion/styled'
import { lazy, Suspense, useRef, useState } from 'react'
import type { Item } from '../../../lib/catalog/catalog-schema'
import { theme } from '../../../styles/theme'
import type { Variant } from '../../catalog/types'
import { isComplete, stockOf } from '../../catalog/variant-display'

const BackInStockDialog = lazy(() => import('./back-in-stock-dialog'))

const Slot = styled.div`
  min-height: 2.75rem;
  margin: -0.75rem 0 0.75rem;
`
const Trigger = styled.button`
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.text};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`

export interface BackInStockProps {
  /** The collection document's id, as a checkout line names it. */
  collectionId: string
  item: Item
  variant: Variant
  /** The product page's path, for the mail's link. */
  path: string
  /** The signed-in shopper's address: the form asks for none, and shows this one. */
  accountEmail: string | null
}

export function BackInStock(props: BackInStockProps) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  // The dialog leaves the page as it closes: focus goes back to the button that opened it.
  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }
  const soldOut = isComplete(props.item, props.variant) && stockOf(props.item, props.variant) === 0
  return (
    <Slot>
      {soldOut && (
        <Trigger ref={trigger} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Email me when it is back
        </Trigger>
      )}
      {open && soldOut && (
        <Suspense fallback={null}>
          <BackInStockDialog {...props} onClose={close} />
        </Suspense>
      )}
    </Slot>
  )
}
