// Erasing a customer's personal data at their request (GDPR art. 17), decided here: which of their orders must wait,
// and what is left of one the shop keeps. A paid order is the shop's record of a sale (its invoice and tax records,
// kept for years): it stays, with its amounts, lines, dates and the country it went to (what tax needs), and without
// the buyer's name, email, address or account. An order never paid is no record of a sale, and goes. While an
// order is under way the shop still needs whom to deliver to, refund or write to: the erasure waits for it.
import { awaitsPayment, awaitsRefundAfterWithdrawal, awaitsReturn, refundFailed, type Order, type ShippingAddress } from './order'
import { canWithdraw } from './withdrawal'

/** Whether the order keeps its buyer's data for now: it is unpaid yet, on its way, or may still be withdrawn or refunded. */
export const erasureWaitsFor = (order: Order, now: Date): boolean =>
  order.personalDataErasedAt === undefined &&
  (awaitsPayment(order) || canWithdraw(order, now) || awaitsRefundAfterWithdrawal(order) || awaitsReturn(order) || refundFailed(order))

/** What the history says was done: no word of whom, which is what was erased. */
export const ERASED_EVENT = 'Personal data erased at the customer’s request'

/**
 * The kept order without its buyer's data: email, account, name and address go (the country and any state stay, for tax), and
 * the hash of the cart and buyer its checkout was checked with. The history records who erased it and when.
 */
export function erasedOrder(order: Order, at: string, by: string): Order {
  const address: ShippingAddress | undefined = order.shippingAddress && {
    name: '',
    line1: '',
    city: '',
    postalCode: '',
    ...(order.shippingAddress.region ? { region: order.shippingAddress.region } : {}),
    country: order.shippingAddress.country,
  }
  const { shippingAddress: _dropped, ...rest } = order
  return {
    ...rest,
    ...(address ? { shippingAddress: address } : {}),
    email: '',
    uid: null,
    cartHash: '',
    personalDataErasedAt: at,
    history: [...(order.history ?? []), { at, by, what: ERASED_EVENT, from: order.status, to: order.status }],
  }
}
