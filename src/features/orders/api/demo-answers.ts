// What the demo's payment page and outbox read from its /api, checked as every answer is (./shop-api.ts).
import * as v from 'valibot'
import { OrderLine } from '../../../lib/orders/order-schema'
import { SHIPPING_COUNTRIES, SHIPPING_RATE_IDS, SHIPPING_ZONE_IDS } from '../../../lib/orders/shipping'

const Cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const Days = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

const Rate = v.looseObject({ id: v.picklist(SHIPPING_RATE_IDS), label: v.string(), cents: Cents, minDays: Days, maxDays: Days })

/** A payment session as the payment page shows it: the rates of the order's zone (at least one), and its countries. */
export const DemoSession = v.object({
  status: v.picklist(['open', 'complete', 'expired']),
  customerEmail: v.string(),
  amountSubtotal: Cents,
  /** A promotion code's discount off the subtotal. */
  discount: v.optional(v.object({ code: v.string(), cents: Cents })),
  lines: v.array(OrderLine),
  shippingZone: v.picklist(SHIPPING_ZONE_IDS),
  shippingOptions: v.pipe(v.array(Rate), v.minLength(1)),
  countries: v.pipe(v.array(v.picklist(SHIPPING_COUNTRIES)), v.minLength(1)),
  /** The country named at the checkout, where the address starts. */
  country: v.optional(v.picklist(SHIPPING_COUNTRIES)),
})
export type DemoSession = v.InferOutput<typeof DemoSession>

/** Where the payment page sends the shopper once they paid, cancelled or let it expire. */
export const DemoRedirect = v.object({ redirect: v.string() })

/** The fields the payment page's answer names as wrong, each with its sentence. */
export const DemoFieldErrors = v.record(v.string(), v.string())

export const DemoOutbox = v.object({
  mail: v.array(v.object({ to: v.string(), subject: v.string(), text: v.string(), queuedAt: v.string() })),
})
