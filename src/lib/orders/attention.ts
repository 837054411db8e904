// What an owner must see to first, before the orders to ship: money that should have gone back and did not. A refund
// the provider reported failed, and a return's or proof's refund that failed on its way (pressing again sends it).
// Stored with the order as `attention` (order-store.ts), so the back office can ask for these orders alone.
import { refundFailed, type Order } from './order'
import { withdrawalRefundDue } from './order-return'

export type AttentionReason = 'refund-failed' | 'refund-not-sent'

export function attentionOf(order: Pick<Order, 'refundFailure' | 'returnRecord' | 'returnProof'>): AttentionReason | null {
  if (refundFailed(order)) return 'refund-failed'
  return withdrawalRefundDue(order) > 0 ? 'refund-not-sent' : null
}

/** What the owner reads in the list. */
export const ATTENTION_TEXT: Record<AttentionReason, string> = {
  'refund-failed': 'Refund failed: refund again',
  'refund-not-sent': 'Return recorded, refund not sent: press again',
}
