// The right of withdrawal: open from payment until 14 days after delivery (the law counts from receipt), to the end
// of the 14th day after it in the shop's time zone (./shop-time.ts: a period in days ends with its last day). Goods that
// never left are back on sale at once and refunded at once; goods with the shopper are refunded once they are back,
// or once the shopper has shown that they sent them (Directive 2011/83/EU, art. 13(3): the trader may withhold the
// refund until then), within 14 days of the withdrawal if that comes first. Nothing is paid for goods that are
// neither. The page and the mail say so in the same words (refundPromise).
import { formatCents } from '../money'
import { withdrawalMail, type MailDocument } from './mail'
import { awaitsRefundAfterWithdrawal, isReturned, moveOrder, refundableCents, refundFailed, wasRefunded, wasShipped, withdrawable, type Order } from './order'
import { deductionSentence } from './order-return'
import { endOfPeriod, shopTime } from './shop-time'

export const WITHDRAWAL_DAYS = 14
/** The refund of a withdrawal goes out at the latest this many days after it was received. */
const REFUND_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

const afterDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString()

/**
 * When the window closes (ISO): the last moment of the 14th day after delivery, in the shop's time zone. Null while
 * the goods have not arrived (the window is open and has not started).
 */
export const withdrawalEndsAt = (order: Pick<Order, 'deliveredAt'>): string | null =>
  order.deliveredAt ? endOfPeriod(order.deliveredAt, WITHDRAWAL_DAYS) : null

export function canWithdraw(order: Pick<Order, 'status' | 'deliveredAt'>, now: Date): boolean {
  if (!withdrawable(order)) return false
  const endsAt = withdrawalEndsAt(order)
  return endsAt === null || now.getTime() <= Date.parse(endsAt)
}

/**
 * When the refund of a withdrawn order is due (ISO), or null when it has not been withdrawn: 14 days after the
 * withdrawal, once the goods are back or shown to be on their way.
 */
export const refundDueAt = (order: Pick<Order, 'withdrawnAt'>): string | null => (order.withdrawnAt ? afterDays(order.withdrawnAt, REFUND_DAYS) : null)

/** What the shopper is told about their money after a withdrawal, on the page and in the mail alike. */
export function refundPromise(
  order: Pick<Order, 'status' | 'totalCents' | 'refunds' | 'shippedAt' | 'withdrawnAt' | 'returnProof' | 'returnRecord' | 'refundFailure'>,
): string {
  // Money that did not go out is never "refunded".
  if (refundFailed(order))
    return `Our payment provider could not send your refund of ${formatCents(order.refundFailure!.amountCents)}. We are seeing to it and will refund you another way if we must.`
  // The refund a return or a proof of dispatch decided: what came back, less what the returns terms let the shop keep.
  const decided = order.returnProof ?? order.returnRecord
  if (decided?.refundCents && !wasRefunded(order)) {
    const sum = formatCents(decided.refundCents)
    const taken = decided.deductionCents ? ` ${deductionSentence(decided.deductionCents)}` : ''
    const why = isReturned(order) ? 'Your items are back with us' : 'You have shown us that you sent the items back'
    return `${why}: ${decided.refundId ? `we refunded ${sum}` : `we are refunding ${sum}`} to your original means of payment.${taken}`
  }
  const amount = formatCents(awaitsRefundAfterWithdrawal(order) || isReturned(order) ? refundableCents(order) : order.totalCents)
  if (wasRefunded(order)) return `We refunded ${amount} to your original means of payment.`
  if (isReturned(order)) return `Your items are back with us: we are refunding ${amount} to your original means of payment now.`
  if (!wasShipped(order)) return `Your order had not been shipped: we are refunding ${amount} to your original means of payment now.`
  if (order.returnProof) return `You have shown us that you sent the items back: we are refunding ${amount} to your original means of payment now.`
  return `We will refund ${amount} as soon as the items are back with us, or once you have shown us that you sent them (the receipt of posting).`
}

/** The withdrawal as a line of the order's history: "Withdrawn by the shopper; the refund is due by 7 December 2026 at 13:00 CET". */
const withdrawalHistoryText = (order: Pick<Order, 'withdrawnAt'>): string => `Withdrawn by the shopper; the refund is due by ${shopTime(refundDueAt(order)!)}`

export type Withdrawal =
  { ok: true; order: Order; mail: MailDocument; refundNow: boolean } | { ok: false; code: 'not-withdrawable' | 'window-closed'; message: string }

export function withdrawOrder(order: Order, now: Date): Withdrawal {
  if (!withdrawable(order))
    return { ok: false, code: 'not-withdrawable', message: 'Only a paid order that is not withdrawn or refunded can be withdrawn from.' }
  if (!canWithdraw(order, now)) return { ok: false, code: 'window-closed', message: `The ${WITHDRAWAL_DAYS}-day withdrawal period has ended.` }
  const at = now.toISOString()
  const moved = moveOrder(order, 'withdrawn', at)!
  // The back office's history says when it came and by when the refund is due, as the owner's copy of the mail does.
  const event = { at, by: order.email, what: withdrawalHistoryText(moved), from: order.status, to: moved.status }
  const withdrawn: Order = { ...moved, history: [...(order.history ?? []), event] }
  return { ok: true, order: withdrawn, mail: withdrawalMail(withdrawn, at, refundPromise(withdrawn)), refundNow: !wasShipped(order) }
}
