// The demo provider's promotion codes, kept in the mock's state beside its sessions (never a Firestore document): made
// when the owner makes a code, turned on and off as the code is, and taken off a session by the provider's own rule
// (a percent rounded per line), as the real provider's are. The shop asks for one only where that rule gives its
// own discount to the cent (provider-discount.ts); a code that is off serves no session, and the order's own
// discount is taken off instead, as the functions' coupon does.
import type { ProviderPromotion } from '../../src/lib/api/ports'
import type { Order } from '../../src/lib/orders/order'
import type { Promotion } from '../../src/lib/orders/promotion'
import { providerPromotionCode } from '../../src/lib/orders/provider-discount'
import { mockState, persistMockState } from '../state'
import type { DemoPromotionCode } from '../state-types'

const codes = (): Record<string, DemoPromotionCode> => (mockState().providerPromotions ??= {})

const mirrorOf = (code: DemoPromotionCode): ProviderPromotion => ({ couponId: code.id, promotionCodeId: code.id, active: code.active })

/** The same key is the same code: a retried request makes no second. */
export function createDemoPromotion(promotion: Promotion, active: boolean, key: string): Promise<ProviderPromotion> {
  const id = `promo_demo_${key}`
  const known = codes()[id]
  if (known) return Promise.resolve(mirrorOf(known))
  const amount = promotion.kind === 'percent' ? (promotion.percentOff ?? 0) : (promotion.amountOffCents ?? 0)
  const code: DemoPromotionCode = { id, code: promotion.code, kind: promotion.kind, amount, active }
  codes()[id] = code
  persistMockState()
  return Promise.resolve(mirrorOf(code))
}

export function setDemoPromotionActive(mirror: ProviderPromotion, active: boolean): Promise<ProviderPromotion> {
  const code = codes()[mirror.promotionCodeId]
  if (!code) return Promise.reject(new Error(`No such promotion code: ${mirror.promotionCodeId}`))
  code.active = active
  persistMockState()
  return Promise.resolve(mirrorOf(code))
}

/** The order's discount on the demo's session: by its promotion code when the shop asks for it and it is on. */
export function demoDiscount(order: Order): { code: string; cents: number; promotionCodeId?: string } | null {
  if (!order.promotion || !order.discountCents) return null
  const code = codes()[providerPromotionCode(order) ?? '']
  if (!code?.active) return { code: order.promotion.code, cents: order.discountCents }
  const cents =
    code.kind === 'fixed'
      ? Math.min(code.amount, order.subtotalCents)
      : order.lines.reduce((sum, line) => sum + Math.round((line.unitCents * line.quantity * code.amount) / 100), 0)
  return { code: code.code, cents, promotionCodeId: code.id }
}
