// An order as stored, read back by the functions and by the pages through the /api: a document that does not
// have the shape the order code reads (an old or hand-edited one) is a clear error naming it, never a crash later on.
import * as v from 'valibot'
import { VARIANT_ENTRIES } from '../catalog/variant'
import { ORDER_STATUSES } from './order'
import { OrderPromotionSchema } from './promotion'
import { SHIPPING_RATE_IDS, SHIPPING_ZONE_IDS } from './shipping'
import { PROVIDER_CURRENCY_CODES } from '../shop-money'
import { Cents, Index, Text, Time } from './order-values'
import { LineRefundSchema, RefundFailureSchema, RefundSchema } from './refund-schema'

export { Time } from './order-values'
export type { LineRefund, Refund, RefundFailure } from './refund-schema'

/**
 * Each record's fields, as entries: checked with `v.looseObject` (a field added later passes through, as Firestore
 * keeps it), and typed with `v.object` below, so the types are exactly these fields and nothing is kept by hand
 * beside them.
 */
const LINE_ENTRIES = {
  collectionId: Text,
  itemId: v.number(),
  name: Text,
  ...VARIANT_ENTRIES,
  colorName: v.optional(Text),
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  unitCents: Cents,
  /** The line's share of the order's discount, on the whole line (promotion.ts): it was paid `unitCents × quantity` less this. */
  discountCents: v.optional(Cents),
}

/** A line as ordered (pricing.ts's PricedLine): its variant checked as the checkout checked it. */
export const OrderLine = v.looseObject(LINE_ENTRIES)

const ADDRESS_ENTRIES = {
  name: Text,
  line1: Text,
  line2: v.optional(Text),
  city: Text,
  /** The state or province, where the country's addresses have one (regions.ts): 'CA' for California. */
  region: v.optional(Text),
  postalCode: Text,
  country: Text,
}
export type ShippingAddress = v.InferOutput<v.ObjectSchema<typeof ADDRESS_ENTRIES, undefined>>

/** A shipping rate as the payment page offered it (shipping.ts's ShippingRate). */
const RateSchema = v.object({
  id: v.picklist(SHIPPING_RATE_IDS),
  label: Text,
  cents: v.pipe(Cents, v.minValue(0)),
  minDays: Index,
  maxDays: Index,
})

/**
 * Where the order ships: the zone of the country the shopper named at the checkout, and the rates offered there for
 * its subtotal, fixed when the order was made (the payment page offers exactly these); `rateId` is the one paid for.
 */
const OrderShippingSchema = v.object({
  zone: v.picklist(SHIPPING_ZONE_IDS),
  /** The zone's countries when the order was made (the table may change after); absent on orders made before. */
  countries: v.optional(v.array(Text)),
  /** The country the shopper named at the checkout, where the payment page's address starts; absent on orders made before. */
  country: v.optional(Text),
  rates: v.pipe(v.array(RateSchema), v.minLength(1)),
  rateId: v.optional(v.picklist(SHIPPING_RATE_IDS)),
})
export type OrderShipping = v.InferOutput<typeof OrderShippingSchema>

/** The tax an order holds, per rate (tax.ts), fixed when it is paid. */
const TaxSchema = v.object({
  mode: v.picklist(['included', 'added']),
  byRate: v.array(v.object({ ratePercent: v.number(), baseCents: Cents, taxCents: Cents })),
  totalCents: Cents,
})

/** One line of an order's history: what happened, when and by whom. */
const EventSchema = v.object({ at: Time, by: Text, what: Text, from: v.picklist(ORDER_STATUSES), to: v.picklist(ORDER_STATUSES) })
export type OrderEvent = v.InferOutput<typeof EventSchema>

/** What every order has, as the pages read it (times as ISO strings): the shopper's pages and the back office alike. */
export const OrderFields = {
  id: v.pipe(Text, v.minLength(1)),
  status: v.picklist(ORDER_STATUSES),
  /** The signed-in shopper's uid; null for a guest (who reads the order with its token). */
  uid: v.nullable(Text),
  email: Text,
  lines: v.array(OrderLine),
  subtotalCents: Cents,
  /** Chosen on the payment page: 0 until the order is paid. */
  shippingCents: Cents,
  /** Absent on orders made before shipping had zones. */
  shipping: v.optional(OrderShippingSchema),
  totalCents: Cents,
  /** What a promotion code took off the goods; the lines' `discountCents` add up to it. */
  discountCents: v.optional(Cents),
  /** The code, with its terms as they were when the order was placed. */
  promotion: v.optional(OrderPromotionSchema),
  currency: v.picklist(PROVIDER_CURRENCY_CODES),
  /** The tax in the total, per rate, when the shop states tax (in `added` mode the total includes it on top). */
  tax: v.optional(TaxSchema),
  /** The invoice, numbered in sequence per year when the order is paid (invoice-number.ts). */
  invoice: v.optional(v.object({ number: Text, at: Time })),
  /** The payment session, once created. */
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
  /**
   * The shopper's proof that they sent withdrawn goods back (the return parcel's tracking number or receipt), as an
   * owner recorded it: with it the refund goes out before the goods are back.
   */
  returnProof: v.optional(
    v.object({
      reference: Text,
      at: Time,
      /** What the returns terms let the shop keep (the return label), taken off the refund the proof sent. */
      deductionCents: v.optional(Cents),
      /** The refund the proof decided, sent at once; `refundId` once it went out. */
      refundCents: v.optional(Cents),
      refundId: v.optional(Text),
    }),
  ),
  /**
   * What came back of the goods, as an owner recorded it (order-return.ts): units per line, how many went back on
   * sale, the deduction, and the refund it decided (0 when the money had gone back already); `refundId` once sent.
   */
  returnRecord: v.optional(
    v.object({
      lines: v.array(v.object({ line: Index, quantity: Index, resell: Index })),
      deductionCents: Cents,
      refundCents: Cents,
      at: Time,
      refundId: v.optional(Text),
    }),
  ),
  refunds: v.optional(v.array(RefundSchema)),
  /** The last refund that failed, while no other has gone out since. */
  refundFailure: v.optional(RefundFailureSchema),
  /** A payment that arrived after the order stopped waiting for it, and was sent back. */
  lateRefund: v.optional(v.object({ sessionId: Text, at: Time })),
  /** The provider's session of the recovery link that paid the order after it had expired (revive.ts). */
  recoveredSessionId: v.optional(Text),
  /** A payment through the recovery link that was sent back, and why (what the shopper was shown no longer held). */
  recoveryRefund: v.optional(v.object({ sessionId: Text, at: Time, reason: Text })),
  /** Why the owner cancelled the order, in their words, for the shopper. */
  cancelReason: v.optional(Text),
  shippingAddress: v.optional(v.looseObject(ADDRESS_ENTRIES)),
}

/** The whole stored order: what the functions and the back office read (times as ISO strings). */
const ORDER_ENTRIES = {
  ...OrderFields,
  attemptId: Text,
  /** SHA-256 of the request's lines and buyer: a replayed attempt id must carry the same cart. */
  cartHash: Text,
  /** SHA-256 of the order's private token; the token itself is never stored. */
  tokenHash: Text,
  /** The provider's payment, once paid: refunds name it. */
  paymentId: v.optional(Text),
  expiredAt: v.optional(Time),
  failedAt: v.optional(Time),
  cancelledAt: v.optional(Time),
  /** When the order's units went back on sale; set once. */
  restockedAt: v.optional(Time),
  /** Refunds of chosen lines, each claimed by its press before the money goes. */
  lineRefunds: v.optional(v.array(LineRefundSchema)),
  /** What owners did to the order: who, when, and the move it made. */
  history: v.optional(v.array(EventSchema)),
  /**
   * When the account that placed it was deleted: the order stays as the shop's record (decision 034) and belongs to
   * no account any more, nor ever again.
   */
  accountDeletedAt: v.optional(Time),
  /**
   * The order as stored counts in the shop's daily totals (daily-totals.ts): every save since it was written so has
   * added what it changed. An order stored before the totals existed has none: its next save adds it whole.
   */
  inDailyTotals: v.optional(v.literal(true)),
  /**
   * Its net sales count in the daily totals too. An order counted before the totals kept net sales (their first
   * edition kept its total instead) has every figure but that one: its next save, or counting older orders, adds it.
   */
  inNetSales: v.optional(v.literal(true)),
  /** The same for its buyer's summary in the back office's customers (customer-summary.ts). */
  inCustomers: v.optional(v.literal(true)),
  /**
   * When its buyer's personal data was erased at their request: the order stays as the shop's tax record, without
   * their name, email or address (customer-erase.ts), and belongs to no customer.
   */
  personalDataErasedAt: v.optional(Time),
  /** The shopper ticked, at the checkout, to be mailed a link to finish the order should it expire unpaid (recovery-mail.ts). */
  recoveryConsent: v.optional(v.literal(true)),
}
const StoredOrder = v.looseObject(ORDER_ENTRIES)

type Typed<Entries extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<Entries, undefined>>
/** An order, exactly as its schema says. */
export type Order = Omit<Typed<typeof ORDER_ENTRIES>, 'lines' | 'shippingAddress'> & {
  lines: Typed<typeof LINE_ENTRIES>[]
  shippingAddress?: ShippingAddress
}

const isStoredOrder = (data: unknown): data is Order => v.is(StoredOrder, data)

/** A stored order document the code cannot read: asking again will not change it. */
export class UnreadableOrder extends Error {
  override name = 'UnreadableOrder'
}

/**
 * A stored order as the back office reads it from Firestore (with its id), or null when it is not one: a list leaves
 * it out and counts it, an order page says it cannot be shown. Times may come as ISO text or as timestamps, which
 * become ISO text.
 */
export function parseStoredOrder(id: string, data: unknown): Order | null {
  if (data === null || typeof data !== 'object') return null
  const plain = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, key.endsWith('At') ? isoTime(value) : value]))
  const order = { ...plain, id }
  return isStoredOrder(order) ? order : null
}

/** A value with toDate() (a Firestore Timestamp) as its ISO string; anything else as it is. */
function isoTime(value: unknown): unknown {
  const convertible = value as { toDate?: () => unknown } | null
  const date = convertible && typeof convertible.toDate === 'function' ? convertible.toDate() : null
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : value
}

/** The stored document `orders/<id>` as an order; throws, naming the document and its fields, when it is not one. */
export function readStoredOrder(id: string, data: unknown): Order {
  if (isStoredOrder(data)) return data
  const issues = v.safeParse(StoredOrder, data).issues ?? []
  const fields = issues.map((issue) => v.getDotPath(issue) ?? '(the document)')
  throw new UnreadableOrder(`orders/${id} is not an order the shop can read: ${[...new Set(fields)].join(', ')}`)
}
