// Withdrawals whose refund falls due, on a schedule. Goods that never left the shop are refunded at once when the
// shopper withdraws; should that refund have failed, it is tried again here. Goods that left are refunded only when
// the owner records their return or the shopper's proof of dispatch (Directive 2011/83/EU, art. 13(3)): nothing is
// paid for them by itself; a day before the due date the owner is reminded, once per order. Each order on its own:
// one the provider refuses is logged and the others still go.
import { refundDueMail } from '../orders/mail'
import { wasShipped } from '../orders/order'
import { refundDueAt } from '../orders/withdrawal'
import { queueMail, readOrder } from './order-store'
import type { Deps } from './ports'
import { refundOrder } from './refunds'

const MARGIN_MS = 24 * 60 * 60 * 1000

/** One reminder per order: created if absent, with the mail in the same transaction. */
async function remindOnce(deps: Deps, orderId: string, dueAt: string): Promise<boolean> {
  const { ownerEmail } = deps
  const path = `reminders/refund-due-${orderId}`
  return deps.store.runTransaction(async (tx) => {
    const order = await readOrder(tx, orderId)
    if (!order || (await tx.get(path)).data) return false
    tx.create(path, { orderId, kind: 'refund-due', dueAt, at: deps.now() })
    if (ownerEmail) queueMail(tx, deps, refundDueMail(order, ownerEmail, dueAt))
    return true
  })
}

export async function refundDueWithdrawals(deps: Deps): Promise<{ refunded: number; reminded: number; failed: number }> {
  const withdrawn = await deps.store.query('orders', [['status', '==', 'withdrawn']])
  const now = deps.now().getTime()
  let refunded = 0
  let reminded = 0
  let failed = 0
  for (const document of withdrawn) {
    const order = await readOrder(deps.store, document.id)
    const due = order && refundDueAt(order)
    if (!order || !due || Date.parse(due) - MARGIN_MS > now) continue
    try {
      // The proof of dispatch sent the refund it decided: nothing is due.
      if (order.returnProof?.refundId !== undefined) continue
      if (wasShipped(order)) {
        if (await remindOnce(deps, order.id, due)) reminded++
        continue
      }
      await refundOrder(deps, order.id, `withdrawal-${order.id}`)
      refunded++
    } catch (error) {
      failed++
      console.error('ALERT: the refund of a withdrawal due soon could not be sent', { orderId: order.id, dueAt: due, error: String(error) })
    }
  }
  return { refunded, reminded, failed }
}
