// What came back of a shipped order, as the owner records it: so many units of each line, how many of them go back
// on sale (the others are damaged), and the deduction the shop's returns terms allow (the return label, for a
// parcel from outside the shop's own country). The refund is decided here, once, before any money moves: the
// prices of the units back, the delivery cost once every unit is back, less the deduction, never more than is left.
// The form shows the same amount before the owner confirms; the /api decides it again from the stored order.
import * as v from 'valibot'
import { FREE_RETURNS_COUNTRY, RETURN_LABEL_CENTS } from '../../content/shop-details'
import { formatCents } from '../money'
import { describeUnits, lineRefundCents, refundableNowCents, unitsLeftToRefund } from './line-refund'
import { awaitsReturn, moveOrder, wasRefunded, type Order } from './order'

const Index = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1000))

/** The body of Record return: the units back per line, how many of them go back on sale, and the deduction in cents. */
export const ReturnRequest = v.strictObject({
  lines: v.pipe(
    v.array(
      v.pipe(
        v.strictObject({ line: Index, quantity: v.pipe(Count, v.minValue(1)), resell: Count }),
        v.check((line) => line.resell <= line.quantity),
      ),
    ),
    v.minLength(1),
    v.maxLength(100),
  ),
  deductionCents: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})
export type ReturnRequest = v.InferOutput<typeof ReturnRequest>

/** One line of a recorded return: `quantity` units came back, `resell` of them went back on sale. */
export type ReturnedLine = ReturnRequest['lines'][number]

export const BAD_RETURN_MESSAGE =
  'Give the units that came back of each line (1 or more), how many of them go back on sale (at most as many), and the deduction in cents (0 for none).'

/** Whether the withdrawal's money is still to go out: a withdrawn order whose refund no proof of dispatch has sent. */
const refundWaits = (order: Pick<Order, 'status' | 'returnProof'>): boolean => order.status === 'withdrawn' && order.returnProof === undefined

/**
 * The most the returns terms let the shop keep of this order's refund: the return label's price when the parcel
 * comes from outside the shop's own country; nothing when the money has gone back already, or returns are free.
 */
export function allowedDeductionCents(order: Pick<Order, 'status' | 'returnProof' | 'shippingAddress'>): number {
  if (!refundWaits(order)) return 0
  const country = order.shippingAddress?.country
  return country !== undefined && country !== FREE_RETURNS_COUNTRY ? RETURN_LABEL_CENTS : 0
}

/** Units of each line that may come back: those no line refund has decided already. */
export const returnableUnits = (order: Pick<Order, 'lines' | 'lineRefunds'>): number[] => unitsLeftToRefund(order)

/**
 * What recording this return refunds: the units' prices, the delivery cost once every unit not refunded before is
 * back, less the deduction; never more than is left, never below 0. Nothing when the money went out before (a proof
 * of dispatch, a refund of the whole order).
 */
export function returnRefundCents(order: Order, request: Pick<ReturnRequest, 'lines' | 'deductionCents'>): number {
  if (!refundWaits(order)) return 0
  const left = returnableUnits(order)
  const back = order.lines.map((_, index) => request.lines.find((line) => line.line === index)?.quantity ?? 0)
  const everything = left.every((most, index) => back[index]! >= most)
  const goods = lineRefundCents(order, request.lines) + (everything ? order.shippingCents : 0)
  return Math.max(0, Math.min(refundableNowCents(order), goods - request.deductionCents))
}

/** Why this return cannot be recorded, as the owner reads it; null when it can. */
export function returnRefusal(order: Order, request: ReturnRequest): string | null {
  if (!awaitsReturn(order) || order.returnRecord) return 'A return can be recorded only for an order withdrawn or refunded after it was shipped, once.'
  const left = returnableUnits(order)
  const named = new Set<number>()
  for (const { line, quantity } of request.lines) {
    const ordered = order.lines[line]
    if (!ordered) return `This order has no line ${line + 1}.`
    if (named.has(line)) return 'Name each line once.'
    named.add(line)
    if (quantity > left[line]!)
      return left[line] === 0 ? `Every unit of ${ordered.name} was refunded already.` : `Only ${describeUnits(ordered, left[line]!)} can come back.`
  }
  const allowed = allowedDeductionCents(order)
  return request.deductionCents > allowed ? deductionRefusal(allowed) : null
}

/** The refusal of a deduction above what the returns terms allow. */
export const deductionRefusal = (allowedCents: number): string =>
  allowedCents === 0
    ? 'Nothing may be taken off this refund: returns from this address are free, or the money went back already.'
    : `The returns terms allow at most ${formatCents(allowedCents)} (the return label) to be taken off.`

/** "2 × Crew Neck T-Shirt (size M, Navy) back, 1 on sale" for each line, joined. */
export const returnedWords = (order: Pick<Order, 'lines'>, lines: readonly ReturnedLine[]): string =>
  lines.map(({ line, quantity, resell }) => `${describeUnits(order.lines[line]!, quantity)} back, ${resell === quantity ? 'all' : resell} on sale`).join('; ')

/** The history line of a recorded return, with its refund and deduction. */
export function returnHistoryText(order: Pick<Order, 'lines'>, record: NonNullable<Order['returnRecord']>): string {
  const money = record.refundCents > 0 ? `; refund ${formatCents(record.refundCents)}` : ''
  const taken = record.deductionCents > 0 ? ` (${formatCents(record.deductionCents)} for the return label taken off)` : ''
  return `Recorded the return: ${returnedWords(order, record.lines)}${money}${taken}`
}

/**
 * The order with the return recorded: a withdrawn order becomes returned, a refunded one keeps its status; either way
 * the units' fate is decided now (`restockedAt`), and only those the owner put back on sale go back. Null when the
 * table allows no return.
 */
export function recordReturn(order: Order, request: ReturnRequest, at: string): Order | null {
  if (returnRefusal(order, request) !== null) return null
  const lines = [...request.lines].sort((a, b) => a.line - b.line)
  const record = { lines, deductionCents: request.deductionCents, refundCents: returnRefundCents(order, request), at }
  // A refunded order keeps its status: only its goods come back.
  const moved = wasRefunded(order) ? order : moveOrder(order, 'returned', at)!
  return { ...moved, returnedAt: at, restockedAt: at, returnRecord: record }
}

/**
 * The withdrawal's refund that a recorded return or proof of dispatch decided and that has not gone out yet (a
 * failure on the way, pressed again), in cents; 0 when none waits.
 */
export function withdrawalRefundDue(order: Pick<Order, 'returnRecord' | 'returnProof'>): number {
  const decided = order.returnProof ?? order.returnRecord
  return decided && decided.refundId === undefined ? (decided.refundCents ?? 0) : 0
}

/** The order with the withdrawal's refund marked sent, under the provider's refund id. */
export function withdrawalRefundSent(order: Order, refundId: string): Order {
  if (order.returnProof) return { ...order, returnProof: { ...order.returnProof, refundId } }
  return order.returnRecord ? { ...order, returnRecord: { ...order.returnRecord, refundId } } : order
}

/** Whether this refund is the withdrawal's, and carries a deduction the shopper is told of. */
export function deductionOf(order: Pick<Order, 'returnRecord' | 'returnProof'>, refundId: string): number {
  const decided = order.returnProof ?? order.returnRecord
  return decided?.refundId === refundId ? (decided.deductionCents ?? 0) : 0
}

/** What the shopper is told of a deduction, in the mail and on the order's page alike. */
export const deductionSentence = (cents: number): string => `As our returns page says, the return label’s ${formatCents(cents)} is taken off your refund.`
