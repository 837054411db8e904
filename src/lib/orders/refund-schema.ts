// The money an order sent back, as it is stored on the order (order-schema.ts): each refund, the provider's report of
// one that failed, and the refunds of chosen units.
import * as v from 'valibot'
import { Cents, Index, Text, Time } from './order-values'

/** Money sent back, from the shop or the provider's dashboard; `id` makes recording it twice a no-op. */
export const RefundSchema = v.object({
  id: Text,
  amountCents: Cents,
  at: Time,
  /** The provider has not confirmed it yet: the shopper is told once it has (mail), never before. */
  pending: v.optional(v.literal(true)),
  /** The provider reported it failed or cancelled: no money went out, and it counts for nothing. */
  failedAt: v.optional(Time),
  /** Why the owner refunded, in their words: the shopper sees it on their order and in the refund's mail. */
  reason: v.optional(Text),
  /** The units it paid back, when the owner refunded chosen units (line-refund.ts): the credit note lists them. */
  lines: v.optional(v.array(v.object({ line: Index, quantity: Index }))),
})
export type Refund = v.InferOutput<typeof RefundSchema>

/** A refund the provider reported failed or cancelled: the owner sees it first in the back office, until a refund goes out. */
export const RefundFailureSchema = v.object({ refundId: Text, amountCents: Cents, at: Time, reason: v.nullable(Text) })
export type RefundFailure = v.InferOutput<typeof RefundFailureSchema>

/** A refund of chosen units, claimed by its press before the money goes (line-refund.ts). */
export const LineRefundSchema = v.object({
  attemptId: Text,
  lines: v.array(v.object({ line: Index, quantity: Index })),
  /** Whether the units go back on sale. */
  restock: v.boolean(),
  amountCents: Cents,
  at: Time,
  by: Text,
  refundId: v.optional(Text),
  /** Why, for the shopper: given to the refund once it is settled. */
  reason: v.optional(Text),
})
export type LineRefund = v.InferOutput<typeof LineRefundSchema>
