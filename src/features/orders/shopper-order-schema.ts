// The shop's /api answers with an order as stored: a document that does not have the shape the order pages read
// (an old or hand-edited one) becomes a clear "could not load" on the page, never a crash while it renders.
import * as v from 'valibot'
import { ORDER_STATUSES } from '../../lib/orders/order'
import type { ShopperOrder } from './shopper-order'

const Cents = v.pipe(v.number(), v.safeInteger())
const Time = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
)
const Text = v.string()

const Line = v.looseObject({
  collectionId: Text,
  itemId: v.number(),
  name: Text,
  size: v.optional(Text),
  color: v.optional(Text),
  colorName: v.optional(Text),
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  unitCents: Cents,
})

const Address = v.looseObject({
  name: Text,
  line1: Text,
  line2: v.optional(Text),
  city: Text,
  postalCode: Text,
  country: Text,
})

/** What every order has, as the pages read it (times as ISO strings): the shopper's pages and the back office alike. */
export const OrderFields = {
  id: v.pipe(Text, v.minLength(1)),
  status: v.picklist(ORDER_STATUSES),
  uid: v.nullable(Text),
  email: Text,
  lines: v.array(Line),
  subtotalCents: Cents,
  shippingCents: Cents,
  totalCents: Cents,
  currency: v.literal('usd'),
  sessionId: v.nullable(Text),
  createdAt: Time,
  expiresAt: Time,
  paidAt: v.optional(Time),
  shippedAt: v.optional(Time),
  deliveredAt: v.optional(Time),
  withdrawnAt: v.optional(Time),
  returnedAt: v.optional(Time),
  refundedAt: v.optional(Time),
  shipment: v.optional(v.object({ carrier: Text, trackingNumber: Text })),
  refunds: v.optional(v.array(v.object({ id: Text, amountCents: Cents, at: Time }))),
  lateRefund: v.optional(v.object({ sessionId: Text, at: Time })),
  shippingAddress: v.optional(Address),
}

/** What the confirmation, the order page and withdrawal read of an order. */
const ShopperOrderShape = v.looseObject({
  ...OrderFields,
  withdrawal: v.object({ endsAt: v.nullable(Time), open: v.boolean() }),
  /** Whether the shop's mails are sent (a mail provider is set up), so a page may say "we have sent". */
  sendsMail: v.optional(v.boolean()),
})

/** The order when it has the shape the pages read, else null. */
export const toShopperOrder = (data: unknown): ShopperOrder | null => (v.is(ShopperOrderShape, data) ? (data as ShopperOrder) : null)
