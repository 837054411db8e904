// What the back office may do to the order now, each action one button named for it: Mark shipped (with the carrier
// and the tracking number), Mark delivered, Record return (what came back, return-form.tsx), Record proof of dispatch
// (of withdrawn goods on their way back, the return label taken off if the shopper used it), Refund (the whole order,
// an amount, or chosen lines), Cancel. Only the actions the order's state and the account's role allow are offered
// (staff: ship, deliver, record a return); the server decides all the same and says why when it refuses.
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button'
import { FormInput } from '../../../components/form-input'
import { awaitsReturn, canMove, refundableCents } from '../../../lib/orders/order'
import type { AdminOrder } from '../admin-order'
import { adminOrderQueryOptions } from '../api/admin-orders-query'
import type { OwnerActionName } from '../../../lib/orders/owner-actions'
import { mayDo, type BackOfficeRole } from '../../../lib/back-office-roles'
import { ownerAction } from '../api/owner-action'
import { ActionOutcome, type Outcome } from './action-outcome'
import { Choice } from './confirm-step'
import { CancelForm } from './cancel-form'
import { RefundForm } from './refund-form'
import { ReturnForm } from './return-form'
import { formatCents } from '../../../lib/money'
import { allowedDeductionCents } from '../../../lib/orders/order-return'

const DONE: Record<OwnerActionName, string> = {
  ship: 'Marked shipped.',
  deliver: 'Marked delivered.',
  return: 'The return is recorded.',
  proof: 'The proof of dispatch is recorded; the refund went out.',
  refund: 'Refunded.',
  cancel: 'Cancelled.',
}

export function OrderActions({ order, role }: { order: AdminOrder; role: BackOfficeRole }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function act(action: OwnerActionName, body: object = {}, done = DONE[action]): Promise<boolean> {
    setBusy(true)
    setOutcome(null)
    const answer = await ownerAction(order.id, action, body)
    setBusy(false)
    setOutcome(answer.ok ? { ok: true, text: done } : { ok: false, text: answer.message, stale: false })
    // Refused: another owner may have acted meanwhile, so the page shows the order as it is now.
    if (!answer.ok) {
      void queryClient.invalidateQueries({ queryKey: adminOrderQueryOptions(order.id).queryKey })
      return false
    }
    if (answer.order) queryClient.setQueryData(adminOrderQueryOptions(order.id).queryKey, answer.order)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
    return true
  }
  const fields = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    return new FormData(event.currentTarget)
  }
  const ship = (event: FormEvent<HTMLFormElement>) => {
    const form = fields(event)
    void act('ship', { carrier: String(form.get('carrier') ?? ''), trackingNumber: String(form.get('trackingNumber') ?? '') })
  }
  const proof = (event: FormEvent<HTMLFormElement>) => {
    const form = fields(event)
    void act('proof', { reference: String(form.get('reference') ?? ''), deductionCents: form.get('returnLabel') ? label : 0 })
  }
  const may = (action: OwnerActionName) => mayDo(role, action)
  const canReturn = awaitsReturn(order)
  // Withdrawn goods still with the shopper or on their way: their refund waits for the return or for this proof.
  const canProve = order.status === 'withdrawn' && canReturn && order.returnProof === undefined && may('proof')
  const label = allowedDeductionCents(order)

  return (
    <section aria-labelledby="order-actions">
      <h2 id="order-actions">Actions</h2>
      {/* The button pressed is often gone with the move (Mark shipped, Mark delivered): the outcome takes the focus,
          so that a keyboard or screen reader user hears it and goes on from here, not from the top of the page. */}
      <ActionOutcome outcome={outcome} focusSaved />
      {canMove(order.status, 'shipped') && may('ship') && (
        <form onSubmit={ship} aria-label="Mark shipped">
          <FormInput label="Carrier" name="carrier" required maxLength={60} autoComplete="off" />
          <FormInput label="Tracking number" name="trackingNumber" required maxLength={60} autoComplete="off" />
          <Button type="submit" disabled={busy}>
            Mark shipped
          </Button>
        </form>
      )}
      {canMove(order.status, 'delivered') && may('deliver') && (
        <p>
          <Button type="button" disabled={busy} onClick={() => void act('deliver')}>
            Mark delivered
          </Button>
        </p>
      )}
      {canReturn && !order.returnRecord && may('return') && <ReturnForm order={order} busy={busy} send={(body, done) => act('return', body, done)} />}
      {canProve && (
        <form onSubmit={proof} aria-label="Record proof of dispatch">
          <p>The refund waits until the goods are back, or until the shopper shows that they sent them.</p>
          <FormInput label="Return parcel’s tracking number or receipt" name="reference" required maxLength={120} autoComplete="off" />
          {label > 0 && (
            <Choice>
              <input type="checkbox" name="returnLabel" />
              The shopper used our return label: take its {formatCents(label)} off the refund
            </Choice>
          )}
          <Button type="submit" disabled={busy}>
            Record proof of dispatch
          </Button>
        </form>
      )}
      {refundableCents(order) > 0 && may('refund') && <RefundForm order={order} busy={busy} send={(body, done) => act('refund', body, done)} />}
      {canMove(order.status, 'cancelled') && may('cancel') && <CancelForm busy={busy} send={(body) => act('cancel', body)} />}
      {role === 'staff' && <p>Refunds and cancellations are for the shop’s owners.</p>}
    </section>
  )
}
