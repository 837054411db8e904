// Refunds of chosen lines: so many units of some lines, their price sent back, and the units put back on sale or
// not, as the owner chooses. A press claims its units on the order first (by its attempt id), before any money
// goes, so a second owner asking for the same units is refused and a retried press finds its own claim; the claim
// is settled with the provider's refund id, and only settling puts units back. Each unit's fate is decided once:
// by the line refund that claimed it, or by the order's whole move (releasedLines), never by both.
import * as v from 'valibot'
import { variantWords } from '../catalog/variant'
import { formatCents } from '../money'
import { refundableCents, releasesStock, type LineRefund, type Order, type Refund } from './order'
import type { PricedLine } from './pricing'
import { paidForUnits } from './promotion'
import { recordRefund, withRefundLines, withRefundReason } from './refund'
import { Reason, reasonSuffix, withReason } from './refund-reason'

export interface RefundedUnits {
  /** The line's index in the order. */
  line: number
  quantity: number
}

/** One press's refund of chosen lines: claimed when pressed, settled once the provider's refund id is known. */

const Index = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1000))

/**
 * The body of a line refund: the press's attempt id, the lines with their quantities, the restock choice and the
 * shopper's reason, if any; no other key, so that it is never taken for the whole order's refund (refund-request.ts).
 */
export const LineRefundRequest = v.strictObject({
  attemptId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  lines: v.pipe(v.array(v.object({ line: Index, quantity: Count })), v.minLength(1), v.maxLength(100)),
  restock: v.boolean(),
  reason: Reason,
})
export type LineRefundRequest = v.InferOutput<typeof LineRefundRequest>

type HeldLine = Pick<PricedLine, 'collectionId' | 'itemId' | 'name' | 'size' | 'color' | 'colorName' | 'quantity'>

/** Units of each line (by index) named by the given line refunds. */
function unitsIn(order: Pick<Order, 'lines'>, refunds: LineRefund[]): number[] {
  const units = order.lines.map(() => 0)
  for (const refund of refunds) for (const { line, quantity } of refund.lines) if (line < units.length) units[line]! += quantity
  return units
}

/** Units of each line (by index) no refund has claimed yet. */
export const unitsLeftToRefund = (order: Pick<Order, 'lines' | 'lineRefunds'>): number[] => {
  const claimed = unitsIn(order, order.lineRefunds ?? [])
  return order.lines.map((line, index) => Math.max(0, line.quantity - claimed[index]!))
}

/**
 * What refunding these units sends back: what they were paid, their line's price less its share of a promotion's
 * discount, counted after the units refunds claimed before (paidForUnits): the refunds of a line add up to what the
 * line was paid, never more.
 */
export function lineRefundCents(order: Pick<Order, 'lines' | 'lineRefunds'>, units: RefundedUnits[]): number {
  const claimed = unitsIn(order, order.lineRefunds ?? [])
  return units.reduce((sum, { line, quantity }) => {
    const ordered = order.lines[line]
    if (!ordered) return sum
    const before = claimed[line]!
    return sum + paidForUnits(ordered, before + quantity) - paidForUnits(ordered, before)
  }, 0)
}

type Named = Pick<PricedLine, 'name' | 'size' | 'color' | 'colorName'>

/** "Crew Neck T-Shirt (size M, Navy)". */
export function lineName(line: Named): string {
  const words = variantWords(line)
  return `${line.name}${words ? ` (${words})` : ''}`
}

/** "1 × Crew Neck T-Shirt (size M, Navy)". */
export const describeUnits = (line: Named, quantity: number): string => `${quantity} × ${lineName(line)}`

/** The history line of a line refund: "Refunded $24.99 for 1 × Crew Neck T-Shirt (size M, Navy); units back on sale". */
function lineRefundText(order: Pick<Order, 'lines'>, refund: Pick<LineRefund, 'lines' | 'restock' | 'amountCents' | 'reason'>): string {
  const what = refund.lines.map(({ line, quantity }) => describeUnits(order.lines[line]!, quantity)).join(', ')
  return `Refunded ${formatCents(refund.amountCents)} for ${what}; ${refund.restock ? 'units back on sale' : 'units not put back on sale'}${reasonSuffix(refund.reason)}`
}

export type LineRefundClaim =
  | { kind: 'claimed'; order: Order; claim: LineRefund }
  /** This press was seen before: its claim as it stands (settled, or still waiting for the provider). */
  | { kind: 'known'; order: Order; claim: LineRefund }
  | { kind: 'refused'; message: string }

const pendingCents = (order: Order) => (order.lineRefunds ?? []).reduce((sum, refund) => sum + (refund.refundId ? 0 : refund.amountCents), 0)

/** What may still be refunded: what is left of the payment, less the line refunds claimed and on their way. */
export const refundableNowCents = (order: Order): number => Math.max(0, refundableCents(order) - pendingCents(order))

/** The sentence for a refund another press sent first: the money left is less than this one asked for. */
export const OVERTAKEN = 'Another refund of this order went out meanwhile. Reload the order to see what is left to refund.'

function refusal(order: Order, request: LineRefundRequest): string | null {
  if (refundableCents(order) === 0) return 'Nothing is left to refund on this order.'
  const named = new Set<number>()
  const left = unitsLeftToRefund(order)
  for (const { line, quantity } of request.lines) {
    const ordered = order.lines[line]
    if (!ordered) return `This order has no line ${line + 1}.`
    if (named.has(line)) return 'Name each line once.'
    named.add(line)
    if (quantity > left[line]!) {
      const what = describeUnits(ordered, left[line]!)
      return left[line] === 0 ? `Every unit of ${ordered.name} has been refunded already.` : `Only ${what} ${left[line] === 1 ? 'is' : 'are'} left to refund.`
    }
  }
  const room = refundableCents(order) - pendingCents(order)
  if (lineRefundCents(order, request.lines) > room) return `Only ${formatCents(Math.max(0, room))} is left to refund on this order.`
  if (request.restock && order.restockedAt !== undefined) return 'The units of this order are back on sale already; refund without putting them back.'
  return null
}

/** Claims the units of a press on the order, or finds the press's earlier claim, or refuses with a sentence. */
export function claimLineRefund(order: Order, request: LineRefundRequest, by: string, at: string): LineRefundClaim {
  const known = (order.lineRefunds ?? []).find((refund) => refund.attemptId === request.attemptId)
  if (known) return { kind: 'known', order, claim: known }
  const message = refusal(order, request)
  if (message) return { kind: 'refused', message }
  const lines = [...request.lines].sort((a, b) => a.line - b.line)
  const claim: LineRefund = {
    attemptId: request.attemptId,
    lines,
    restock: request.restock,
    amountCents: lineRefundCents(order, lines),
    at,
    by,
    ...withReason(request.reason),
  }
  return { kind: 'claimed', order: { ...order, lineRefunds: [...(order.lineRefunds ?? []), claim] }, claim }
}

/** The order without a claim whose refund never went out (the provider refused it), so its units can be asked again. */
export const dropLineRefundClaim = (order: Order, attemptId: string): Order => ({
  ...order,
  lineRefunds: (order.lineRefunds ?? []).filter((refund) => refund.attemptId !== attemptId || refund.refundId !== undefined),
})

/**
 * The claim settled by the provider's refund: the refund recorded with the claim's reason (or, when the provider's
 * event recorded it first, given the reason there), a line in the order's history. Null when there is no such claim,
 * or it was settled before.
 */
export function settleLineRefund(order: Order, attemptId: string, refund: Refund): Order | null {
  const claim = (order.lineRefunds ?? []).find((known) => known.attemptId === attemptId)
  if (!claim || claim.refundId !== undefined) return null
  const settled: Order = {
    ...order,
    lineRefunds: order.lineRefunds!.map((known) => (known === claim ? { ...known, refundId: refund.id } : known)),
  }
  const recorded =
    recordRefund(settled, { ...refund, ...withReason(claim.reason), lines: claim.lines }) ??
    withRefundLines(withRefundReason(settled, refund.id, claim.reason), refund.id, claim.lines)
  const event = { at: refund.at, by: claim.by, what: lineRefundText(order, claim), from: order.status, to: recorded.status }
  return { ...recorded, history: [...(order.history ?? []), event] }
}

const settled = (order: Pick<Order, 'lineRefunds'>) => new Set((order.lineRefunds ?? []).filter((refund) => refund.refundId).map((refund) => refund.attemptId))

/** Claims `before` had waiting for the provider that `after` has dropped: their refund never went out. */
function droppedClaims(before: Pick<Order, 'lineRefunds'>, after: Pick<Order, 'lineRefunds'>): LineRefund[] {
  const kept = new Set((after.lineRefunds ?? []).map((refund) => refund.attemptId))
  return (before.lineRefunds ?? []).filter((refund) => refund.refundId === undefined && !kept.has(refund.attemptId))
}

/**
 * The units that saving `after` over `before` puts back on sale: those of line refunds settled by this save that
 * put them back, and, when the order's move gives its units back, those its recorded return put on sale, or else
 * every unit no line refund has claimed. A claim dropped after such a move (the whole order's refund went out first,
 * and the provider refused the claim's) gives back the units the move left to it.
 */
export function releasedLines(
  before: Pick<Order, 'restockedAt' | 'lineRefunds'>,
  after: Pick<Order, 'restockedAt' | 'lineRefunds' | 'lines' | 'returnRecord'>,
): HeldLine[] {
  const earlier = settled(before)
  const newlyRestocked = (after.lineRefunds ?? []).filter((refund) => refund.refundId && refund.restock && !earlier.has(refund.attemptId))
  const back = unitsIn(after, newlyRestocked)
  if (releasesStock(before, after)) {
    // A recorded return puts back what the owner put on sale; any other move, every unit no line refund claimed.
    if (after.returnRecord) for (const { line, resell } of after.returnRecord.lines) back[line]! += resell
    else {
      const claimed = unitsIn(after, after.lineRefunds ?? [])
      after.lines.forEach((line, index) => (back[index]! += line.quantity - claimed[index]!))
    }
  } else if (after.restockedAt !== undefined && !after.returnRecord) {
    unitsIn(after, droppedClaims(before, after)).forEach((units, index) => (back[index]! += units))
  }
  return after.lines.flatMap((line, index) => (back[index]! > 0 ? [{ ...line, quantity: back[index]! }] : []))
}
