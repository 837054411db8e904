// Once an order is paid, the lines it bought leave the cart, and its code leaves the checkout's draft; anything added
// since stays. Never before payment: a shopper whose payment fails still has their cart and code.
import { useEffect, useRef } from 'react'
import { useCartDispatch } from '../cart/cart-context'
import { variantKey } from '../../lib/catalog/variant'
import { saveCheckoutDraft } from './checkout-draft'
import { wasPaid } from '../../lib/orders/order'
import type { ShopperOrder } from './shopper-order'

export function useClearBoughtLines(order: ShopperOrder | undefined): void {
  const dispatch = useCartDispatch()
  const cleared = useRef<string | null>(null)
  useEffect(() => {
    if (!order || !wasPaid(order) || cleared.current === order.id) return
    cleared.current = order.id
    saveCheckoutDraft({ code: null, attempt: null })
    for (const line of order.lines) {
      const variant = variantKey(line)
      dispatch({ type: 'clear', id: line.itemId, ...(variant ? { variant } : {}) })
    }
  }, [order, dispatch])
}
