// The shop's shipping rates, offered on the payment page. Standard delivery is free from a subtotal up.
export interface ShippingRate {
  id: 'standard' | 'express'
  label: string
  cents: number
  /** Business days, as the payment page shows the delivery estimate. */
  minDays: number
  maxDays: number
}

export const FREE_SHIPPING_FROM_CENTS = 100_00

const SHIPPING_RATES: readonly ShippingRate[] = [
  { id: 'standard', label: 'Standard', cents: 4_95, minDays: 3, maxDays: 5 },
  { id: 'express', label: 'Express', cents: 14_95, minDays: 1, maxDays: 2 },
]

/** The rates a cart of this subtotal is offered: standard costs nothing from the threshold up; express always costs. */
export const shippingOptions = (subtotalCents: number): ShippingRate[] =>
  SHIPPING_RATES.map((rate) => (rate.id === 'standard' && subtotalCents >= FREE_SHIPPING_FROM_CENTS ? { ...rate, label: 'Free standard', cents: 0 } : rate))

/**
 * The rate an order was shipped at, as the payment page offered it for the order's subtotal: the one whose price is
 * what the order paid for shipping. Null when none is (a rate changed since).
 */
export const shippingRateOf = (order: { subtotalCents: number; shippingCents: number }): ShippingRate | null =>
  shippingOptions(order.subtotalCents).find((rate) => rate.cents === order.shippingCents) ?? null
