// An order as stored, read back by the functions and by the pages through the /api: a document that does not
// have the shape the order code reads (an old or hand-edited one) is a clear error naming it, never a crash later on.
import * as v from 'valibot'
import { VARIANT_ENTRIES } from '../catalog/variant'
import { ORDER_STATUSES, type Order } from './order'
import { SHOP_CURRENCY } from '../money'

const Cents = v.pipe(v.number(), v.safeInteger())
export const Time = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
)
const Text = v.string()

/** A line as ordered (pricing.ts's PricedLine): its variant checked as the checkout checked it. */
export const OrderLine = v.looseObject({
  collectionId: Text,
  itemId: v.number(),
  name: Text,
  ...VARIANT_ENTRIES,
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
  lines: v.array(OrderLine),
  subtotalCents: Cents,
  shippingCents: Cents,
  totalCents: Cents,
  currency: v.literal(SHOP_CURRENCY.providerCode),
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
  returnProof: v.optional(v.object({ reference: Text, at: Time })),
  refunds: v.optional(v.array(v.object({ id: Text, amountCents: Cents, at: Time, pending: v.optional(v.literal(true)), failedAt: v.optional(Time) }))),
  refundFailure: v.optional(v.object({ refundId: Text, amountCents: Cents, at: Time, reason: v.nullable(Text) })),
  lateRefund: v.optional(v.object({ sessionId: Text, at: Time })),
  shippingAddress: v.optional(Address),
}

const Event = v.object({ at: Time, by: Text, what: Text, from: v.picklist(ORDER_STATUSES), to: v.picklist(ORDER_STATUSES) })

/** The whole stored order, as the functions read it (times as ISO strings). */
const StoredOrder = v.looseObject({
  ...OrderFields,
  attemptId: Text,
  cartHash: Text,
  tokenHash: Text,
  paymentId: v.optional(Text),
  expiredAt: v.optional(Time),
  failedAt: v.optional(Time),
  cancelledAt: v.optional(Time),
  restockedAt: v.optional(Time),
  history: v.optional(v.array(Event)),
})

const isStoredOrder = (data: unknown): data is Order => v.is(StoredOrder, data)

/** A stored order document the code cannot read: asking again will not change it. */
export class UnreadableOrder extends Error {
  override name = 'UnreadableOrder'
}

/** The stored document `orders/<id>` as an order; throws, naming the document and its fields, when it is not one. */
export function readStoredOrder(id: string, data: unknown): Order {
  if (isStoredOrder(data)) return data
  const issues = v.safeParse(StoredOrder, data).issues ?? []
  const fields = issues.map((issue) => v.getDotPath(issue) ?? '(the document)')
  throw new UnreadableOrder(`orders/${id} is not an order the shop can read: ${[...new Set(fields)].join(', ')}`)
}
