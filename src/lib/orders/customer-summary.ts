// The back office's customers: everyone who placed an order, accounts and guests alike, one per email. Each keeps a
// small summary (customers/{key}) that the /api changes with every save of one of their orders, so that the list
// reads a page of summaries, never the orders. An order counts as its buyer's once paid: one order, and what it
// brought in less what went back (the export's Total less Refunded). Its date, the buyer's name and the address it
// went to are written when it leaves the checkout (paid, or ended unpaid), the newest order's over the older ones'.
// A save adds what the order is worth after less what it was worth before: a retried save adds nothing.
import * as v from 'valibot'
import { isDocumentId } from './document-id'
import { nameTerms } from './name-terms'
import { awaitsPayment, refundedCents, wasPaid, type Order, type ShippingAddress } from './order'

/** The longest key: an email of 254 characters, in base64url. */
const MAX_KEY = 400

/** The email as the shop keeps it, so that one buyer is one customer however they typed it. */
const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * A customer's key: their email in base64url, a document id that holds any address exactly (no two emails share one),
 * readable back into the email by the back office. Null for an order with no email (one whose buyer was erased).
 */
export function customerKey(email: string): string | null {
  const normal = normalEmail(email)
  if (normal === '') return null
  const bytes = new TextEncoder().encode(normal)
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return isDocumentId(key, 1, MAX_KEY) ? key : null
}

/** The email a key stands for, or null when it is not a key (a hand-edited address). */
export function emailOfKey(key: string): string | null {
  if (!isDocumentId(key, 1, MAX_KEY)) return null
  try {
    const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'))
    const email = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    return customerKey(email) === key ? email : null
  } catch {
    return null
  }
}

/** What a customer's orders add up to, or (as a change) add to it. */
export interface CustomerFigures {
  orders: number
  spentCents: number
}

/** What one order adds to its buyer: nothing until it is paid. */
function customerFigures(order: Order): CustomerFigures {
  return wasPaid(order) ? { orders: 1, spentCents: order.totalCents - refundedCents(order) } : { orders: 0, spentCents: 0 }
}

/** What the newest order says of its buyer: when it was placed, and the name and address it was paid with. */
export interface CustomerIdentity {
  email: string
  lastOrderAt: string
  name?: string
  address?: ShippingAddress
}

export interface CustomerChange {
  key: string
  figures: CustomerFigures
  identity: CustomerIdentity | null
}

/**
 * What saving `after` over `before` (null: the order counted nowhere yet) changes of its buyer's summary, or null when
 * nothing: its figures' change, and what it says of its buyer as it leaves the checkout (or is counted for the first
 * time). An erased order (its buyer's data removed) belongs to no one.
 */
export function customerChange(before: Order | null, after: Order): CustomerChange | null {
  if (after.personalDataErasedAt !== undefined) return null
  const key = customerKey(after.email)
  if (!key) return null
  const was = before ? customerFigures(before) : { orders: 0, spentCents: 0 }
  const now = customerFigures(after)
  const figures = { orders: now.orders - was.orders, spentCents: now.spentCents - was.spentCents }
  const leftCheckout = before === null || (awaitsPayment(before) && !awaitsPayment(after))
  const identity: CustomerIdentity | null = leftCheckout
    ? {
        email: normalEmail(after.email),
        lastOrderAt: after.createdAt,
        ...(after.shippingAddress ? { name: after.shippingAddress.name, address: after.shippingAddress } : {}),
      }
    : null
  if (figures.orders === 0 && figures.spentCents === 0 && identity === null) return null
  return { key, figures, identity }
}

/** The key an address is kept under in its customer's summary: equal addresses, however spaced or cased, are one. */
export function addressKey(address: ShippingAddress): string {
  const text = [address.line1, address.line2 ?? '', address.city, address.postalCode, address.country].map((part) => part.trim().toLowerCase()).join('|')
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619)
  return `a${(hash >>> 0).toString(36)}`
}

/**
 * The stored fields of the summary an identity writes: the address always joins the customer's, but only the newest
 * order's date and name replace theirs (`newest`: by default an order leaving the checkout is, as orders leave it in
 * the order they were placed but for seconds; the backfill compares with the date stored). No field is a number:
 * the store adds numbers.
 */
export function identityFields(identity: CustomerIdentity, newest = true): Record<string, unknown> {
  const address = identity.address
  return {
    email: identity.email,
    ...(newest ? { lastOrderAt: new Date(identity.lastOrderAt) } : {}),
    ...(newest && identity.name !== undefined ? { name: identity.name, nameTerms: nameTerms(identity.name) } : {}),
    ...(address
      ? {
          addresses: {
            [addressKey(address)]: {
              name: address.name,
              line1: address.line1,
              ...(address.line2 ? { line2: address.line2 } : {}),
              city: address.city,
              postalCode: address.postalCode,
              country: address.country,
            },
          },
        }
      : {}),
  }
}

const Count = v.pipe(v.number(), v.safeInteger())
const Text = v.string()
const StoredAddress = v.looseObject({ name: Text, line1: Text, line2: v.optional(Text), city: Text, postalCode: Text, country: Text })
const StoredCustomer = v.looseObject({
  email: Text,
  name: v.optional(Text, ''),
  orders: v.optional(Count, 0),
  spentCents: v.optional(Count, 0),
  lastOrderAt: v.optional(v.unknown()),
  addresses: v.optional(v.record(v.string(), StoredAddress), {}),
})

/** A customer as the back office shows them. */
export interface Customer {
  key: string
  email: string
  name: string
  orders: number
  spentCents: number
  /** ISO time of their latest order, or null when it is not known yet. */
  lastOrderAt: string | null
  addresses: ShippingAddress[]
}

/** A Firestore Timestamp (toDate), a Date or ISO text as ISO text; anything else null. */
function isoOf(value: unknown): string | null {
  const convertible = value as { toDate?: () => unknown } | null
  const date = convertible && typeof convertible.toDate === 'function' ? convertible.toDate() : value
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : date.toISOString()
  return typeof date === 'string' && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null
}

/** A stored summary as a customer, or null when it cannot be read (left out and counted, never a crash). */
export function readCustomer(key: string, data: unknown): Customer | null {
  const parsed = v.safeParse(StoredCustomer, data)
  if (!parsed.success) return null
  const { email, name, orders, spentCents, lastOrderAt, addresses } = parsed.output
  const kept = Object.values(addresses).map(({ name, line1, line2, city, postalCode, country }) => ({
    name,
    line1,
    ...(line2 ? { line2 } : {}),
    city,
    postalCode,
    country,
  }))
  return { key, email, name, orders, spentCents, lastOrderAt: isoOf(lastOrderAt), addresses: kept }
}
