// How the payment page takes an order's discount off: through the provider's promotion code of the same text (its
// receipt names the owner's code, and its count of uses follows), or through a coupon made for the order of exactly
// its discount. The provider computes a promotion code's discount by its own rule; the shop asks for it only where
// no rule can make it differ from the shop's by a cent (decision 050), so what is charged is still the order's total.
import type { Order } from './order'

/** The text the provider accepts for a promotion code: letters, digits and '-' (the shop's codes may also hold '_'). */
export const providerSpells = (code: string): boolean => /^[A-Za-z0-9-]+$/.test(code)

/**
 * Whether the provider's own computation of the code gives exactly the order's discount, whatever it rounds and
 * wherever (the whole, each line, each unit): a fixed amount that was not cut short (the shop never takes the goods
 * below the smallest charge), or a percent that is a whole number of cents off every unit, so nothing is rounded.
 */
function providerComputesExactly(order: Pick<Order, 'promotion' | 'discountCents' | 'lines' | 'subtotalCents'>): boolean {
  const { promotion, discountCents } = order
  if (!promotion || !discountCents) return false
  if (promotion.kind === 'fixed') return promotion.amountOffCents === discountCents
  const percent = promotion.percentOff ?? 0
  return order.lines.every((line) => (line.unitCents * percent) % 100 === 0) && (order.subtotalCents * percent) / 100 === discountCents
}

/** The provider's promotion code to take the order's discount off with, or null: a coupon of exactly the discount. */
export const providerPromotionCode = (order: Pick<Order, 'promotion' | 'discountCents' | 'lines' | 'subtotalCents'>): string | null =>
  order.promotion?.providerCodeId && providerComputesExactly(order) ? order.promotion.providerCodeId : null
