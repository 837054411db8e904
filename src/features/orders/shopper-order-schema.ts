// The shop's /api answers with an order as stored: a document that does not have the shape the order pages read
// (an old or hand-edited one) becomes a clear "could not load" on the page, never a crash while it renders.
import * as v from 'valibot'
import { OrderFields, Time } from '../../lib/orders/order-schema'
import type { ShopperOrder } from './shopper-order'

/** What the confirmation, the order page and withdrawal read of an order. */
const ShopperOrderShape = v.looseObject({
  ...OrderFields,
  withdrawal: v.object({ endsAt: v.nullable(Time), open: v.boolean() }),
  /** Whether the shop's mails are sent (a mail provider is set up), so a page may say "we have sent". */
  sendsMail: v.optional(v.boolean()),
})

/** The order when it has the shape the pages read, else null. */
export const toShopperOrder = (data: unknown): ShopperOrder | null => (v.is(ShopperOrderShape, data) ? (data as ShopperOrder) : null)

/** The /api's answer that names an order: a read, a cancellation, a withdrawal. */
export const OrderAnswer = v.object({ order: v.custom<ShopperOrder>((data) => v.is(ShopperOrderShape, data)) })
