// The owner's new promotion code and the shopper's question "what does this code take off?", as the /api reads them.
import * as v from 'valibot'
import { FRESH_PROMOTION, PromotionCode, type Promotion } from './promotion'

const Cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100_000_000))
const Instant = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
)

/** The body of Add a code: the terms, a minimum, the window and the cap. */
const NewPromotionSchema = v.pipe(
  v.strictObject({
    code: PromotionCode,
    kind: v.picklist(['percent', 'fixed']),
    percentOff: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100))),
    amountOffCents: v.optional(v.pipe(Cents, v.minValue(1))),
    minSubtotalCents: Cents,
    startsAt: Instant,
    endsAt: Instant,
    maxRedemptions: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000_000))),
  }),
  v.check((body) => (body.kind === 'percent' ? body.percentOff !== undefined : body.amountOffCents !== undefined), 'Give the percent or the amount off.'),
  v.check((body) => Date.parse(body.startsAt) < Date.parse(body.endsAt), 'The code must end after it starts.'),
)
export type NewPromotion = v.InferOutput<typeof NewPromotionSchema>

const BAD_PROMOTION_MESSAGE =
  'Give a code of 3 to 32 letters, digits, - or _; a percent from 1 to 100 or an amount off; a start before the end; and a cap of 1 or more, or none.'

/** The new code, or the sentence that says what is wrong with it. */
export function parseNewPromotion(body: unknown): { ok: true; value: NewPromotion } | { ok: false; message: string } {
  const parsed = v.safeParse(NewPromotionSchema, body)
  if (parsed.success) return { ok: true, value: parsed.output }
  const custom = parsed.issues.find((issue) => issue.type === 'check' && issue.path === undefined)
  return { ok: false, message: custom?.message ?? BAD_PROMOTION_MESSAGE }
}

/** The stored code, new: nothing redeemed, nothing held, not paused. */
export const newPromotionDocument = (body: NewPromotion, by: string, at: Date): Omit<Promotion, 'startsAt' | 'endsAt'> & Record<string, unknown> => ({
  code: body.code,
  kind: body.kind,
  ...(body.kind === 'percent' ? { percentOff: body.percentOff } : { amountOffCents: body.amountOffCents }),
  minSubtotalCents: body.minSubtotalCents,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  maxRedemptions: body.maxRedemptions,
  ...FRESH_PROMOTION,
  createdAt: at,
  by,
})

/** The body of the shopper's question: the code and the goods' subtotal as the page shows it (an estimate: the checkout prices it again). */
export const PromotionQuestion = v.object({
  code: PromotionCode,
  subtotalCents: Cents,
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())),
})
