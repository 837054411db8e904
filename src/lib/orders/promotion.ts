// Promotion codes: what a code takes off an order, whether it applies, and how its discount is shared across the
// order's lines. Plain functions, no store: the checkout decides with them on the server, the page shows the same
// numbers, and a line refund sends back what its line was paid after its share of the discount (never more).
import * as v from 'valibot'
import { formatCents, MIN_PRICE, toCents } from '../money'
import type { Order } from './order'

/** A code as the shopper types it: letters, digits, '-' and '_'; stored and compared in capitals. */
export const PromotionCode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9_-]{3,32}$/))

const Cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const Time = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
)

/** What a code takes off: a whole percent of the goods, or a fixed amount in cents. */
const TERMS_ENTRIES = {
  kind: v.picklist(['percent', 'fixed']),
  /** 'percent': 1 to 100. */
  percentOff: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100))),
  /** 'fixed': the amount, in cents. */
  amountOffCents: v.optional(v.pipe(Cents, v.minValue(1))),
}

/** A code as stored in promotions/{CODE}: its terms, its window, its cap, and what it has done so far. */
const PromotionSchema = v.looseObject({
  code: v.string(),
  ...TERMS_ENTRIES,
  /** The goods must come to at least this (0: no minimum). */
  minSubtotalCents: Cents,
  startsAt: Time,
  endsAt: Time,
  /** At most this many paid orders (null: no cap); unpaid checkouts hold their place meanwhile. */
  maxRedemptions: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  paused: v.boolean(),
  /** When the owner ended it before its end. */
  endedAt: v.optional(Time),
  /** Paid orders that used it. */
  redemptions: Cents,
  /** Unpaid checkouts that hold a place under the cap. */
  held: Cents,
  /** What those paid orders' goods brought in after the discount, and the discount given. */
  revenueCents: Cents,
  discountCents: Cents,
  /** What refunds of those orders sent back of that revenue (a code kept before refunds were counted has none). */
  refundedCents: v.optional(Cents, 0),
  /** The provider's copy of the code (its coupon and promotion code, for its receipts), once made (promotion-mirror.ts). */
  provider: v.optional(v.object({ couponId: v.string(), promotionCodeId: v.string(), active: v.boolean() })),
  /** Whether the provider's copy says what the code says; false while a change has not reached it. */
  providerInStep: v.optional(v.boolean()),
  /** Counts the owner's changes: each is its own request to the provider (its idempotency key). */
  revision: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
})
export type Promotion = v.InferOutput<typeof PromotionSchema>

/** A new code's state and counts: open, nothing used, held or brought in yet. */
export const FRESH_PROMOTION = {
  paused: false,
  redemptions: 0,
  held: 0,
  revenueCents: 0,
  discountCents: 0,
  refundedCents: 0,
} as const satisfies Partial<Promotion>

/** The promotion an order keeps: its code and terms as they were when it was placed, and the customer's use ids. */
export const OrderPromotionSchema = v.looseObject({
  code: v.string(),
  ...TERMS_ENTRIES,
  useIds: v.array(v.string()),
  /** The provider's promotion code of the same text, when it was in step with the code as the order was placed. */
  providerCodeId: v.optional(v.string()),
})

export type PromotionTerms = Pick<Promotion, 'kind' | 'percentOff' | 'amountOffCents'>

/** Whether the stored data is a code the shop can read; anything else is treated as unknown. */
export const readPromotion = (data: unknown): Promotion | null => {
  const parsed = v.safeParse(PromotionSchema, data)
  return parsed.success ? parsed.output : null
}

/** The provider's smallest charge: a code never takes the goods below it. */
const MIN_CHARGE_CENTS = toCents(MIN_PRICE)

/** What the code takes off goods of `subtotalCents`: a percent rounded to the cent, or the fixed amount, never all of it. */
export function discountFor(terms: PromotionTerms, subtotalCents: number): number {
  const raw = terms.kind === 'percent' ? Math.round((subtotalCents * (terms.percentOff ?? 0)) / 100) : (terms.amountOffCents ?? 0)
  return Math.max(0, Math.min(raw, subtotalCents - MIN_CHARGE_CENTS))
}

/**
 * The discount shared across amounts in proportion to each, in whole cents that add up exactly to it: each gets the
 * floor of its share, and the cents left go one each to the largest remainders (the earlier line on a tie).
 */
export function allocateDiscount(amounts: readonly number[], discountCents: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0)
  if (total <= 0 || discountCents <= 0) return amounts.map(() => 0)
  const shares = amounts.map((amount) => Math.floor((amount * discountCents) / total))
  const remainders = amounts.map((amount, index) => ({ index, rest: (amount * discountCents) % total }))
  let left = discountCents - shares.reduce((sum, share) => sum + share, 0)
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break
    shares[index]! += 1
    left -= 1
  }
  return shares
}

type PricedLine = Pick<Order['lines'][number], 'unitCents' | 'quantity' | 'discountCents'>

/**
 * What `units` of a line were paid, the first units first: the line's discount spread over its units, so that every
 * refund of some of them adds up to exactly what the whole line was paid.
 */
export function paidForUnits(line: PricedLine, units: number): number {
  const counted = Math.max(0, Math.min(units, line.quantity))
  return counted * line.unitCents - Math.floor(((line.discountCents ?? 0) * counted) / line.quantity)
}

/** Why a code does not apply, in a sentence the shopper can act on. */
export type PromotionProblem = { code: 'unknown' | 'paused' | 'not-started' | 'ended' | 'minimum' | 'used' | 'used-up'; message: string }

const problem = (code: PromotionProblem['code'], message: string): PromotionProblem => ({ code, message })

const UNKNOWN_CODE = problem('unknown', 'This code is not known.')

/** Whether the code is open now (not paused, started, not ended); its state for the back office. */
export function promotionState(promotion: Promotion, now: Date): 'active' | 'paused' | 'scheduled' | 'ended' {
  const at = now.getTime()
  if (promotion.endedAt !== undefined || at >= Date.parse(promotion.endsAt)) return 'ended'
  if (promotion.paused) return 'paused'
  return at < Date.parse(promotion.startsAt) ? 'scheduled' : 'active'
}

/**
 * Why this code does not apply to goods of `subtotalCents` for this customer now, or null when it does. `used`: the
 * customer has an order with it (paid, or waiting for its payment). The cap counts paid orders and those waiting.
 */
export function promotionProblem(
  promotion: Promotion | null,
  { subtotalCents, used, now }: { subtotalCents: number; used: boolean; now: Date },
): PromotionProblem | null {
  if (!promotion) return UNKNOWN_CODE
  const state = promotionState(promotion, now)
  if (state === 'ended') return problem('ended', 'This code has ended.')
  if (state === 'paused') return problem('paused', 'This code is paused at the moment.')
  if (state === 'scheduled') return problem('not-started', 'This code has not started yet.')
  if (subtotalCents < promotion.minSubtotalCents) return problem('minimum', `Spend ${formatCents(promotion.minSubtotalCents)} or more to use this code.`)
  if (used) return problem('used', 'You have already used this code.')
  if (promotion.maxRedemptions !== null && promotion.redemptions + promotion.held >= promotion.maxRedemptions)
    return problem('used-up', 'This code has been used up.')
  return null
}

const termsOf = ({ kind, percentOff, amountOffCents }: PromotionTerms): PromotionTerms => ({
  kind,
  ...(percentOff === undefined ? {} : { percentOff }),
  ...(amountOffCents === undefined ? {} : { amountOffCents }),
})

/** The provider's promotion code, when its copy is on and says what the code says (else the provider is not asked for it). */
const providerCodeOf = (promotion: Promotion): { providerCodeId?: string } =>
  promotion.provider?.active && promotion.providerInStep !== false ? { providerCodeId: promotion.provider.promotionCodeId } : {}

/** The pending order with the code's discount: on the order, shared across its lines, and off its total. */
export function withPromotion(order: Order, promotion: Promotion, useIds: string[]): Order {
  const discountCents = discountFor(promotion, order.subtotalCents)
  const shares = allocateDiscount(
    order.lines.map((line) => line.unitCents * line.quantity),
    discountCents,
  )
  return {
    ...order,
    lines: order.lines.map((line, index) => ({ ...line, discountCents: shares[index]! })),
    discountCents,
    promotion: { code: promotion.code, ...termsOf(promotion), useIds, ...providerCodeOf(promotion) },
    totalCents: order.totalCents - discountCents,
  }
}

/** "10 % off", "$5 off": the terms in the owner's list and the shopper's notice. */
export const termsWords = (terms: PromotionTerms): string =>
  terms.kind === 'percent' ? `${terms.percentOff ?? 0} % off` : `${formatCents(terms.amountOffCents ?? 0)} off`
