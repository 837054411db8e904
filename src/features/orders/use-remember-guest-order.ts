// A guest order whose page was opened with its valid token is remembered in this browser, so that signing in
// later can add it to the account with the same email.
import { useEffect } from 'react'
import { rememberGuestOrder } from './remembered-orders'
import type { ShopperOrder } from './shopper-order'

export function useRememberGuestOrder(order: ShopperOrder | undefined, token: string | undefined): void {
  const orderId = order && order.uid === null && token ? order.id : undefined
  useEffect(() => {
    if (orderId && token) rememberGuestOrder({ orderId, token })
  }, [orderId, token])
}
