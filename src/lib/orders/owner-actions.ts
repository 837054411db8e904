// What an owner may do to an order after payment, as decisions over the transition table: mark shipped (with the
// carrier and tracking number the shopper is mailed), mark delivered (the withdrawal window starts), record a
// return (the units go back; the refund follows), and cancel an order that was never paid. Pressing the same
// button twice, or two owners at once, changes the order once: a move already made answers `done`.
import * as v from 'valibot'
import { deliveredMail, shippedMail, type MailDocument } from './mail'
import { withdrawalEndsAt } from './withdrawal'
import { moveOrder, type Order, type OrderEvent, type OrderStatus } from './order'
import { recordReturn } from './refund'

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

export const Shipment = v.object({ carrier: Text(60), trackingNumber: Text(60) })

export type OwnerAction = { kind: 'ship'; shipment: v.InferOutput<typeof Shipment> } | { kind: 'deliver' } | { kind: 'return' } | { kind: 'cancel' }

export type OwnerDecision =
  | { kind: 'moved'; order: Order; mail?: MailDocument; event: OrderEvent; refund: boolean }
  | { kind: 'done'; order: Order }
  | { kind: 'refused'; code: 'not-allowed'; message: string }

const WHAT: Record<OwnerAction['kind'], string> = { ship: 'Marked shipped', deliver: 'Marked delivered', return: 'Recorded the return', cancel: 'Cancelled' }
/** The status each action leaves the order in: an order already there is done. */
const DONE: Record<OwnerAction['kind'], readonly OrderStatus[]> = {
  ship: ['shipped'],
  deliver: ['delivered'],
  return: ['returned'],
  cancel: ['cancelled'],
}
const REFUSAL: Record<OwnerAction['kind'], string> = {
  ship: 'Only a paid order that has not been shipped can be marked shipped.',
  deliver: 'Only a shipped order can be marked delivered.',
  return: 'A return can be recorded only for an order withdrawn or refunded after it was shipped, once.',
  cancel: 'Only an order that was never paid can be cancelled; refund a paid one instead.',
}

function next(order: Order, action: OwnerAction, at: string): Order | null {
  switch (action.kind) {
    case 'ship': {
      const shipped = moveOrder(order, 'shipped', at)
      return shipped && { ...shipped, shipment: action.shipment }
    }
    case 'deliver':
      return moveOrder(order, 'delivered', at)
    case 'return':
      return recordReturn(order, at)
    case 'cancel':
      return moveOrder(order, 'cancelled', at)
  }
}

export function decideOwnerAction(order: Order, action: OwnerAction, by: string, at: string): OwnerDecision {
  const moved = next(order, action, at)
  if (!moved)
    return DONE[action.kind].includes(order.status) ? { kind: 'done', order } : { kind: 'refused', code: 'not-allowed', message: REFUSAL[action.kind] }
  const event: OrderEvent = { at, by, what: WHAT[action.kind], from: order.status, to: moved.status }
  const withHistory: Order = { ...moved, history: [...(order.history ?? []), event] }
  return {
    kind: 'moved',
    order: withHistory,
    event,
    // A return is refunded at once: the goods are back.
    refund: action.kind === 'return',
    ...(action.kind === 'ship' ? { mail: shippedMail({ ...withHistory, shipment: action.shipment }) } : {}),
    ...(action.kind === 'deliver' ? { mail: deliveredMail({ ...withHistory, deliveredAt: at }, withdrawalEndsAt({ deliveredAt: at })!) } : {}),
  }
}
