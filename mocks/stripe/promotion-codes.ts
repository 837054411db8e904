// The Stripe fake's coupons and promotion codes: create a coupon (an amount or a percent off), create a promotion code
// for it and turn it on or off, and what either takes off a Checkout Session. A promotion code is refused as Stripe
// refuses one: off, past its end, used up by its own count, or below its minimum. A percent is rounded per line here,
// one rule Stripe could use: the shop asks for a percent code only where no rounding can change the amount.
import type { FormObject } from './form'
import { fakeId, stripeFake, type FakeCoupon, type FakePromotionCode, type FakeSession } from './state'

type Answer = { status: number; body: unknown }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const int = (value: unknown): number => Number.parseInt(text(value), 10)
const invalid = (message: string, param?: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
})
const missing = (message: string): Answer => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } } })

export function createCoupon(form: FormObject): Answer {
  const amountOff = form.amount_off === undefined ? null : int(form.amount_off)
  const percentOff = form.percent_off === undefined ? null : Number(text(form.percent_off))
  const validAmount = amountOff !== null && amountOff > 0 && text(form.currency) !== ''
  const validPercent = percentOff !== null && percentOff > 0 && percentOff <= 100
  if (validAmount === validPercent) return invalid('Give exactly one of amount_off (with a currency) or percent_off.')
  const coupon: FakeCoupon = {
    id: fakeId('co'),
    object: 'coupon',
    amount_off: validAmount ? amountOff : null,
    percent_off: validPercent ? percentOff : null,
    currency: validAmount ? text(form.currency) : null,
    name: text(form.name) || null,
    duration: text(form.duration),
  }
  stripeFake().coupons.set(coupon.id, coupon)
  return { status: 200, body: coupon }
}

export function createPromotionCode(form: FormObject): Answer {
  const promotion = form.promotion as FormObject | undefined
  const coupon = stripeFake().coupons.get(text(promotion?.coupon))
  if (text(promotion?.type) !== 'coupon' || !coupon) return missing(`No such coupon: '${text(promotion?.coupon)}'`)
  const code = text(form.code)
  if (!/^[A-Za-z0-9-]+$/.test(code)) return invalid('Valid characters are letters, digits and dashes.', 'code')
  const taken = [...stripeFake().promotionCodes.values()].some((entry) => entry.active && entry.code.toLowerCase() === code.toLowerCase())
  if (taken) return invalid('An active promotion code with this code already exists.', 'code')
  const restrictions = (form.restrictions as FormObject | undefined) ?? {}
  const created: FakePromotionCode = {
    id: fakeId('promo'),
    object: 'promotion_code',
    code,
    active: text(form.active) !== 'false',
    promotion: { type: 'coupon', coupon: coupon.id },
    expires_at: form.expires_at === undefined ? null : int(form.expires_at),
    max_redemptions: form.max_redemptions === undefined ? null : int(form.max_redemptions),
    times_redeemed: 0,
    restrictions: {
      minimum_amount: restrictions.minimum_amount === undefined ? null : int(restrictions.minimum_amount),
      minimum_amount_currency: text(restrictions.minimum_amount_currency) || null,
    },
  }
  stripeFake().promotionCodes.set(created.id, created)
  return { status: 200, body: created }
}

export function updatePromotionCode(id: string, form: FormObject): Answer {
  const code = stripeFake().promotionCodes.get(id)
  if (!code) return missing(`No such promotion code: '${id}'`)
  if (form.active !== undefined) code.active = text(form.active) === 'true'
  return { status: 200, body: code }
}

type Line = FakeSession['line_items'][number]

/** What a coupon takes off the lines: its amount (never more than they come to), or its percent of each line, rounded. */
const discountOf = (coupon: FakeCoupon, lines: Line[], subtotal: number): number =>
  coupon.percent_off === null
    ? Math.min(coupon.amount_off ?? 0, subtotal)
    : lines.reduce((sum, line) => sum + Math.round((line.quantity * line.unit_amount * coupon.percent_off!) / 100), 0)

/** The session's discounts as asked: the discount they take off, and what the session shows of them; or Stripe's refusal. */
export function sessionDiscount(
  asked: FormObject | undefined,
  lines: Line[],
  subtotal: number,
): { amount: number; discounts: FakeSession['discounts'] } | Answer {
  if (!asked) return { amount: 0, discounts: [] }
  const couponId = text(asked.coupon)
  if (couponId) {
    const coupon = stripeFake().coupons.get(couponId)
    if (!coupon) return missing(`No such coupon: '${couponId}'`)
    return { amount: discountOf(coupon, lines, subtotal), discounts: [{ coupon: couponId, promotion_code: null }] }
  }
  const codeId = text(asked.promotion_code)
  const code = stripeFake().promotionCodes.get(codeId)
  if (!code) return missing(`No such promotion code: '${codeId}'`)
  const now = Math.floor(Date.now() / 1000)
  const usedUp = code.max_redemptions !== null && code.times_redeemed >= code.max_redemptions
  const expired = code.expires_at !== null && code.expires_at <= now
  if (!code.active || usedUp || expired) return invalid(`The promotion code ${code.code} is not active.`, 'discounts')
  if (code.restrictions.minimum_amount !== null && subtotal < code.restrictions.minimum_amount)
    return invalid(`The promotion code ${code.code} requires a minimum amount.`, 'discounts')
  const coupon = stripeFake().coupons.get(code.promotion.coupon)!
  return { amount: discountOf(coupon, lines, subtotal), discounts: [{ coupon: coupon.id, promotion_code: code.id }] }
}
