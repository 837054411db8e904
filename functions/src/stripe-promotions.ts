// The owner's codes at Stripe (promotion-mirror.ts decides when): a coupon of the code's terms and a promotion code of
// the same text, which Stripe's receipts and dashboard name. Stripe's own limits are set where they mean what the
// shop's do: the minimum on the goods, the cap on paid orders, the end. The start has no place at Stripe; the shop
// asks for the code only on sessions it makes, and only while the code is open.
import type Stripe from 'stripe'
import type { ProviderPromotion } from '../../src/lib/api/ports'
import type { Promotion } from '../../src/lib/orders/promotion'
import { SHOP_CURRENCY } from '../../src/lib/money'

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

const mirrorOf = (code: Stripe.PromotionCode, couponId: string): ProviderPromotion => ({ couponId, promotionCodeId: code.id, active: code.active })

export async function createStripePromotion(stripe: Stripe, promotion: Promotion, active: boolean, key: string): Promise<ProviderPromotion> {
  const currency = SHOP_CURRENCY.providerCode
  const coupon = await stripe.coupons.create(
    {
      ...(promotion.kind === 'percent' ? { percent_off: promotion.percentOff ?? 0 } : { amount_off: promotion.amountOffCents ?? 0, currency }),
      duration: 'once',
      name: promotion.code,
      metadata: { code: promotion.code },
    },
    { idempotencyKey: `${key}-coupon` },
  )
  const code = await stripe.promotionCodes.create(
    {
      promotion: { type: 'coupon', coupon: coupon.id },
      code: promotion.code,
      active,
      expires_at: seconds(promotion.endsAt),
      ...(promotion.maxRedemptions === null ? {} : { max_redemptions: promotion.maxRedemptions }),
      ...(promotion.minSubtotalCents > 0 ? { restrictions: { minimum_amount: promotion.minSubtotalCents, minimum_amount_currency: currency } } : {}),
      metadata: { code: promotion.code },
    },
    { idempotencyKey: `${key}-code` },
  )
  return mirrorOf(code, coupon.id)
}

export async function setStripePromotionActive(stripe: Stripe, mirror: ProviderPromotion, active: boolean, key: string): Promise<ProviderPromotion> {
  return mirrorOf(await stripe.promotionCodes.update(mirror.promotionCodeId, { active }, { idempotencyKey: key }), mirror.couponId)
}
