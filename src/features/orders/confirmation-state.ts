// What the confirmation page tells a shopper back from the payment page, for every status an order can be in:
// one question answered from the order module's predicates, never from a status compared in the page.
import { wasPaid, type OrderStatus } from '../../lib/orders/order'
import type { ShopperOrder } from './shopper-order'

export type ConfirmationState = 'confirming' | 'thanks' | 'not-paid' | 'refunded-late' | 'withdrawn' | 'returned' | 'refunded'

const AFTER_SALE: Partial<Record<OrderStatus, ConfirmationState>> = { withdrawn: 'withdrawn', returned: 'returned', refunded: 'refunded' }

export function confirmationState(order: Pick<ShopperOrder, 'status' | 'lateRefund'> | undefined): ConfirmationState {
  if (!order || order.status === 'pending') return 'confirming'
  if (!wasPaid(order)) return order.lateRefund ? 'refunded-late' : 'not-paid'
  return AFTER_SALE[order.status] ?? 'thanks'
}
