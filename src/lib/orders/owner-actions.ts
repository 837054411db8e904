// What an owner may do to an order after payment, as decisions over the transition table: mark shipped (with the
// carrier and tracking number the shopper is mailed), mark delivered (the withdrawal window starts), record a
// return (the units go back; the refund follows), record the shopper's proof that they sent withdrawn goods back
// (the refund follows; the units come back with the return), and cancel an order that was never paid. Pressing the
// same button twice, or two owners at once, changes the order once: a move already made answers `done`. The names
// and bodies of the actions are parsed here, once, for the functions and the demo alike.
import * as v from 'valibot'
import { formatCents } from '../money'
import { deliveredMail, shippedMail, type MailDocument } from './mail'
import { withdrawalEndsAt } from './withdrawal'
import { moveOrder, wasShipped, type Order, type OrderEvent, type OrderStatus } from './order'
import { refundableNowCents } from './line-refund'
import { BAD_REASON, Reason, reasonSuffix, withReason } from './refund-reason'
import { allowedDeductionCents, BAD_RETURN_MESSAGE, deductionRefusal, recordReturn, returnHistoryText, returnRefusal, ReturnRequest } from './order-return'

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

const Shipment = v.object({ carrier: Text(60), trackingNumber: Text(60) })
const Cancellation = v.object({ reason: Reason })
const ReturnProof = v.object({ reference: Text(120), deductionCents: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0) })

/** Every action on `/api/admin/orders/<id>/<action>`; `refund` has its own body (refund-request.ts). */
export const OWNER_ACTION_NAMES = ['ship', 'deliver', 'return', 'proof', 'refund', 'cancel'] as const
export type OwnerActionName = (typeof OWNER_ACTION_NAMES)[number]

export type OwnerAction =
  | { kind: 'ship'; shipment: v.InferOutput<typeof Shipment> }
  | { kind: 'deliver' }
  | { kind: 'return'; request: ReturnRequest }
  | { kind: 'proof'; reference: string; deductionCents: number }
  | { kind: 'cancel'; reason?: string | undefined }

/** An action's name and body as an action, or the refusal the /api answers (400). */
export function parseOwnerAction(
  name: Exclude<OwnerActionName, 'refund'>,
  body: unknown,
): { ok: true; action: OwnerAction } | { ok: false; code: string; message: string } {
  if (name === 'ship') {
    const shipment = v.safeParse(Shipment, body)
    return shipment.success
      ? { ok: true, action: { kind: 'ship', shipment: shipment.output } }
      : { ok: false, code: 'bad-shipment', message: 'Give the carrier and the tracking number.' }
  }
  if (name === 'proof') {
    const proof = v.safeParse(ReturnProof, body)
    return proof.success
      ? { ok: true, action: { kind: 'proof', ...proof.output } }
      : {
          ok: false,
          code: 'bad-proof',
          message:
            'Give the reference of the proof, such as the return parcel’s tracking number (at most 120 characters), and the deduction in cents (0 for none).',
        }
  }
  if (name === 'return') {
    const request = v.safeParse(ReturnRequest, body)
    return request.success ? { ok: true, action: { kind: 'return', request: request.output } } : { ok: false, code: 'bad-return', message: BAD_RETURN_MESSAGE }
  }
  if (name === 'cancel') {
    const cancellation = v.safeParse(Cancellation, body)
    return cancellation.success ? { ok: true, action: { kind: 'cancel', ...withReason(cancellation.output.reason) } } : { ok: false, ...BAD_REASON }
  }
  return { ok: true, action: { kind: name } }
}

export type OwnerDecision =
  /** `refundCents`: the money the move sends back now (a return, a proof of dispatch), 0 for none. */
  | { kind: 'moved'; order: Order; mail?: MailDocument; event: OrderEvent; refundCents: number }
  | { kind: 'done'; order: Order }
  | { kind: 'refused'; code: 'not-allowed'; message: string }

const WHAT: Record<OwnerAction['kind'], string> = {
  ship: 'Marked shipped',
  deliver: 'Marked delivered',
  return: 'Recorded the return',
  proof: 'Recorded proof of dispatch',
  cancel: 'Cancelled',
}
/** The status each action leaves the order in: an order already there is done. */
const DONE: Record<Exclude<OwnerAction['kind'], 'proof'>, readonly OrderStatus[]> = {
  ship: ['shipped'],
  deliver: ['delivered'],
  return: ['returned'],
  cancel: ['cancelled'],
}
const REFUSAL: Record<OwnerAction['kind'], string> = {
  ship: 'Only a paid order that has not been shipped can be marked shipped.',
  deliver: 'Only a shipped order can be marked delivered.',
  return: 'A return can be recorded only for an order withdrawn or refunded after it was shipped, once.',
  proof: 'Proof of dispatch can be recorded only for a withdrawn order whose goods were shipped and are not back yet.',
  cancel: 'Only an order that was never paid can be cancelled; refund a paid one instead.',
}

/** Whether the action was already made: pressing again changes nothing. */
function alreadyDone(order: Order, action: OwnerAction): boolean {
  if (action.kind === 'proof') return order.returnProof !== undefined
  if (action.kind === 'return') return order.returnRecord !== undefined || order.status === 'returned'
  return DONE[action.kind].includes(order.status)
}

/** The refund a proof of dispatch sends: all that is left, less the deduction. */
const proofRefundCents = (order: Order, deductionCents: number) => Math.max(0, refundableNowCents(order) - deductionCents)

function next(order: Order, action: OwnerAction, at: string): Order | null {
  switch (action.kind) {
    case 'ship': {
      const shipped = moveOrder(order, 'shipped', at)
      return shipped && { ...shipped, shipment: action.shipment }
    }
    case 'deliver':
      return moveOrder(order, 'delivered', at)
    case 'return':
      return recordReturn(order, action.request, at)
    case 'proof':
      // The goods are on their way back: the order stays withdrawn until the refund moves it.
      return order.status === 'withdrawn' &&
        wasShipped(order) &&
        order.restockedAt === undefined &&
        order.returnProof === undefined &&
        action.deductionCents <= allowedDeductionCents(order)
        ? {
            ...order,
            returnProof: {
              reference: action.reference,
              at,
              deductionCents: action.deductionCents,
              refundCents: proofRefundCents(order, action.deductionCents),
            },
          }
        : null
    case 'cancel': {
      const cancelled = moveOrder(order, 'cancelled', at)
      return cancelled && { ...cancelled, ...(action.reason ? { cancelReason: action.reason } : {}) }
    }
  }
}

export function decideOwnerAction(order: Order, action: OwnerAction, by: string, at: string): OwnerDecision {
  const moved = next(order, action, at)
  if (!moved) {
    if (alreadyDone(order, action)) return { kind: 'done', order }
    const why =
      action.kind === 'return'
        ? returnRefusal(order, action.request)
        : action.kind === 'proof' && action.deductionCents > allowedDeductionCents(order) && order.returnProof === undefined
          ? deductionRefusal(allowedDeductionCents(order))
          : null
    return { kind: 'refused', code: 'not-allowed', message: why ?? REFUSAL[action.kind] }
  }
  const what =
    action.kind === 'proof'
      ? `${WHAT.proof}: ${action.reference}${action.deductionCents > 0 ? ` (${formatCents(action.deductionCents)} for the return label taken off the refund)` : ''}`
      : action.kind === 'return'
        ? returnHistoryText(order, moved.returnRecord!)
        : action.kind === 'cancel'
          ? `${WHAT.cancel}${reasonSuffix(action.reason)}`
          : WHAT[action.kind]
  const event: OrderEvent = { at, by, what, from: order.status, to: moved.status }
  const withHistory: Order = { ...moved, history: [...(order.history ?? []), event] }
  return {
    kind: 'moved',
    order: withHistory,
    event,
    // A return is refunded at once: the goods are back; so is a withdrawal whose goods the shopper has shown were sent.
    refundCents: action.kind === 'return' ? moved.returnRecord!.refundCents : action.kind === 'proof' ? moved.returnProof!.refundCents! : 0,
    ...(action.kind === 'ship' ? { mail: shippedMail({ ...withHistory, shipment: action.shipment }) } : {}),
    ...(action.kind === 'deliver' ? { mail: deliveredMail({ ...withHistory, deliveredAt: at }, withdrawalEndsAt({ deliveredAt: at })!) } : {}),
  }
}
