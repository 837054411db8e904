// What an owner may do to an order after payment, as decisions over the transition table: mark shipped (with the
// carrier and tracking number the shopper is mailed), mark delivered (the withdrawal window starts), record a
// return (the units go back; the refund follows), record the shopper's proof that they sent withdrawn goods back
// (the refund follows; the units come back with the return), and cancel an order that was never paid. Pressing the
// same button twice, or two owners at once, changes the order once: a move already made answers `done`. The names
// and bodies of the actions are parsed here, once, for the functions and the demo alike. Each action is one entry
// of `OWNER_ACTIONS`: its body, when it is done, its move, its history line, its refusal, its refund and its mail.
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

/** A body the action cannot take: the code and the sentence the /api answers with a 400. */
interface BadBody {
  code: string
  message: string
}

type Parsed<F> = { ok: true; fields: F } | ({ ok: false } & BadBody)

/** The body as the schema reads it, turned into the action's fields; or the action's refusal of it. */
function read<S extends v.GenericSchema, F>(schema: S, body: unknown, bad: BadBody, fields: (output: v.InferOutput<S>) => F): Parsed<F> {
  const parsed = v.safeParse(schema, body)
  return parsed.success ? { ok: true, fields: fields(parsed.output) } : { ok: false, ...bad }
}

/** One owner action, over the action `A` its body parses into (its name as `kind`, and its fields). */
interface OwnerActionEntry<A extends { kind: string }> {
  /** Its name on `/api/admin/orders/<id>/<name>`, and its action's `kind`. */
  name: A['kind']
  /** The body as the action's fields, or the refusal the /api answers (400). */
  parse(body: unknown): Parsed<Omit<A, 'kind'>>
  /** Whether the action was already made: pressing again changes nothing. */
  alreadyDone(order: Order): boolean
  /** The order after the action, or null where the transition table (or the action's own rule) does not allow it. */
  next(order: Order, action: A, at: string): Order | null
  /** The history's line about the move from `before` to `moved`. */
  what(action: A, before: Order, moved: Order): string
  /** What the /api answers (409) where the move is not allowed and was not already made. */
  refusal: string
  /** A sentence about this order and action that says more than `refusal`, or null for `refusal`. */
  why?(order: Order, action: A): string | null
  /** The money the move sends back now; none unless said. */
  refundCents?(moved: Order): number
  /** The shopper's mail about the move, given the order as saved (its history line in). */
  mail?(order: Order, action: A, at: string): MailDocument
}

/** An entry, its action's fields (`F`) read from what its `parse` gives, so that its other parts are typed by them. */
const entry = <K extends string, F extends object>(definition: OwnerActionEntry<{ kind: K } & F> & { parse(body: unknown): Parsed<F> }) => definition

/** An order already in the status the action moves it to is done. */
const isIn = (status: OrderStatus) => (order: Order) => order.status === status

/** The refund a proof of dispatch sends: all that is left, less the deduction. */
const proofRefundCents = (order: Order, deductionCents: number) => Math.max(0, refundableNowCents(order) - deductionCents)

/** Every owner action but `refund`, which has its own body (refund-request.ts) and handler (owner-orders.ts). */
export const OWNER_ACTIONS = [
  entry({
    name: 'ship',
    parse: (body) => read(Shipment, body, { code: 'bad-shipment', message: 'Give the carrier and the tracking number.' }, (shipment) => ({ shipment })),
    alreadyDone: isIn('shipped'),
    next: (order, { shipment }, at) => {
      const shipped = moveOrder(order, 'shipped', at)
      return shipped && { ...shipped, shipment }
    },
    what: () => 'Marked shipped',
    refusal: 'Only a paid order that has not been shipped can be marked shipped.',
    mail: (order, { shipment }) => shippedMail({ ...order, shipment }),
  }),
  entry({
    name: 'deliver',
    // Nothing to read: the move is the whole action.
    parse: () => ({ ok: true, fields: {} }),
    alreadyDone: isIn('delivered'),
    next: (order, _action, at) => moveOrder(order, 'delivered', at),
    what: () => 'Marked delivered',
    refusal: 'Only a shipped order can be marked delivered.',
    // The withdrawal window starts: the mail says when it ends.
    mail: (order, _action, at) => deliveredMail({ ...order, deliveredAt: at }, withdrawalEndsAt({ deliveredAt: at })!),
  }),
  entry({
    name: 'return',
    parse: (body) => read(ReturnRequest, body, { code: 'bad-return', message: BAD_RETURN_MESSAGE }, (request) => ({ request })),
    alreadyDone: (order) => order.returnRecord !== undefined || order.status === 'returned',
    next: (order, { request }, at) => recordReturn(order, request, at),
    what: (_action, before, moved) => returnHistoryText(before, moved.returnRecord!),
    refusal: 'A return can be recorded only for an order withdrawn or refunded after it was shipped, once.',
    why: (order, { request }) => returnRefusal(order, request),
    // A return is refunded at once: the goods are back.
    refundCents: (moved) => moved.returnRecord!.refundCents,
  }),
  entry({
    name: 'proof',
    parse: (body) =>
      read(
        ReturnProof,
        body,
        {
          code: 'bad-proof',
          message:
            'Give the reference of the proof, such as the return parcel’s tracking number (at most 120 characters), and the deduction in cents (0 for none).',
        },
        (proof) => proof,
      ),
    alreadyDone: (order) => order.returnProof !== undefined,
    // The goods are on their way back: the order stays withdrawn until the refund moves it.
    next: (order, { reference, deductionCents }, at) =>
      order.status === 'withdrawn' &&
      wasShipped(order) &&
      order.restockedAt === undefined &&
      order.returnProof === undefined &&
      deductionCents <= allowedDeductionCents(order)
        ? { ...order, returnProof: { reference, at, deductionCents, refundCents: proofRefundCents(order, deductionCents) } }
        : null,
    what: ({ reference, deductionCents }) =>
      `Recorded proof of dispatch: ${reference}${deductionCents > 0 ? ` (${formatCents(deductionCents)} for the return label taken off the refund)` : ''}`,
    refusal: 'Proof of dispatch can be recorded only for a withdrawn order whose goods were shipped and are not back yet.',
    why: (order, { deductionCents }) =>
      deductionCents > allowedDeductionCents(order) && order.returnProof === undefined ? deductionRefusal(allowedDeductionCents(order)) : null,
    // So is a withdrawal whose goods the shopper has shown were sent.
    refundCents: (moved) => moved.returnProof!.refundCents!,
  }),
  entry({
    name: 'cancel',
    parse: (body) => read(Cancellation, body, BAD_REASON, ({ reason }) => withReason(reason)),
    alreadyDone: isIn('cancelled'),
    next: (order, { reason }, at) => {
      const cancelled = moveOrder(order, 'cancelled', at)
      return cancelled && { ...cancelled, ...(reason ? { cancelReason: reason } : {}) }
    },
    what: ({ reason }) => `Cancelled${reasonSuffix(reason)}`,
    refusal: 'Only an order that was never paid can be cancelled; refund a paid one instead.',
  }),
]

/** An action as its entry's `parse` reads it: its name as `kind`, and its fields. */
export type OwnerAction = (typeof OWNER_ACTIONS)[number] extends infer E ? (E extends OwnerActionEntry<infer A> ? A : never) : never

/** Every action on `/api/admin/orders/<id>/<action>`; `refund` has its own body (refund-request.ts). */
export const OWNER_ACTION_NAMES = [...OWNER_ACTIONS.map((action) => action.name), 'refund' as const]
export type OwnerActionName = (typeof OWNER_ACTION_NAMES)[number]

/** The entry of an action's name, typed for every action: each entry takes only its own, which its name picks. */
function entryOf(name: OwnerAction['kind']): OwnerActionEntry<OwnerAction> {
  return OWNER_ACTIONS.find((candidate) => candidate.name === name)!
}

/** An action's name and body as an action, or the refusal the /api answers (400). */
export function parseOwnerAction(
  name: Exclude<OwnerActionName, 'refund'>,
  body: unknown,
): { ok: true; action: OwnerAction } | { ok: false; code: string; message: string } {
  const parsed = entryOf(name).parse(body)
  // The fields are those of the name's own entry, so with the name they make that entry's action.
  return parsed.ok ? { ok: true, action: { kind: name, ...parsed.fields } as OwnerAction } : parsed
}

export type OwnerDecision =
  /** `refundCents`: the money the move sends back now (a return, a proof of dispatch), 0 for none. */
  | { kind: 'moved'; order: Order; mail?: MailDocument; event: OrderEvent; refundCents: number }
  | { kind: 'done'; order: Order }
  | { kind: 'refused'; code: 'not-allowed'; message: string }

export function decideOwnerAction(order: Order, action: OwnerAction, by: string, at: string): OwnerDecision {
  const entry = entryOf(action.kind)
  const moved = entry.next(order, action, at)
  if (!moved) {
    if (entry.alreadyDone(order)) return { kind: 'done', order }
    return { kind: 'refused', code: 'not-allowed', message: entry.why?.(order, action) ?? entry.refusal }
  }
  const event: OrderEvent = { at, by, what: entry.what(action, order, moved), from: order.status, to: moved.status }
  const withHistory: Order = { ...moved, history: [...(order.history ?? []), event] }
  const mail = entry.mail?.(withHistory, action, at)
  return { kind: 'moved', order: withHistory, event, refundCents: entry.refundCents?.(moved) ?? 0, ...(mail ? { mail } : {}) }
}
