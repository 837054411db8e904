// The body of the owner's Refund button, read by the shop's one /api (src/lib/api/owner-orders.ts): the whole
// order, or an amount of it, or chosen lines. The schema decides which, never a look at the body's keys: a body
// that is neither, or both, is refused with one sentence.
import * as v from 'valibot'
import type { Parsed } from './json-body'
import { LineRefundRequest } from './line-refund'
import { BAD_REASON, hasBadReason, Reason } from './refund-reason'

/**
 * The whole order's refund: the press's attempt id (one per press: a retry refunds once), the amount in cents, or none
 * for all that is left, and the reason the shopper is given, if any.
 */
const WholeRefundRequest = v.strictObject({
  attemptId: LineRefundRequest.entries.attemptId,
  amountCents: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  reason: Reason,
})

const RefundRequest = v.union([
  v.pipe(
    WholeRefundRequest,
    v.transform((body) => ({ kind: 'whole' as const, ...body })),
  ),
  v.pipe(
    LineRefundRequest,
    v.transform((body) => ({ kind: 'lines' as const, ...body })),
  ),
])
export type RefundRequest = v.InferOutput<typeof RefundRequest>

const BAD_REFUND_MESSAGE =
  'Give the amount to refund in cents (or none for the whole order), or the lines to refund, each with a quantity of 1 or more, and whether the units go back on sale.'

/** The refund a body asks for, or the one refusal the /api answers with 400. */
export function parseRefundRequest(body: unknown): Parsed<RefundRequest, { code: 'bad-refund' | 'bad-reason'; message: string }> {
  if (hasBadReason(body)) return { ok: false, error: BAD_REASON }
  const parsed = v.safeParse(RefundRequest, body)
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: { code: 'bad-refund', message: BAD_REFUND_MESSAGE } }
}
