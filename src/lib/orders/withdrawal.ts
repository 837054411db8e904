// The right of withdrawal: 14 days from delivery, or from payment while no delivery date is known (the window
// then cannot have started later than it will). Withdrawing gives the units back and queues an acknowledgement.
import { withdrawalMail, type MailDocument } from './mail'
import { moveOrder, type Order } from './order'

const WITHDRAWAL_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/** When the window closes (ISO), or null for an order that was never paid. */
export function withdrawalEndsAt(order: Order): string | null {
  const from = order.deliveredAt ?? order.paidAt
  return from ? new Date(Date.parse(from) + WITHDRAWAL_DAYS * DAY_MS).toISOString() : null
}

export const canWithdraw = (order: Order, now: Date): boolean => {
  const endsAt = withdrawalEndsAt(order)
  return order.status === 'paid' && endsAt !== null && now.getTime() <= Date.parse(endsAt)
}

export type Withdrawal = { ok: true; order: Order; mail: MailDocument } | { ok: false; code: 'not-paid' | 'window-closed'; message: string }

export function withdrawOrder(order: Order, now: Date): Withdrawal {
  if (order.status !== 'paid') return { ok: false, code: 'not-paid', message: 'Only a paid order can be withdrawn from.' }
  if (!canWithdraw(order, now)) return { ok: false, code: 'window-closed', message: `The ${WITHDRAWAL_DAYS}-day withdrawal period has ended.` }
  const at = now.toISOString()
  const withdrawn = moveOrder(order, 'withdrawn', at)!
  return { ok: true, order: withdrawn, mail: withdrawalMail(withdrawn, at) }
}
