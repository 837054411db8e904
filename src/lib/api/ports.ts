// What the shop's /api needs from the world, and nothing more: a document store with transactions, the payment
// provider, the clock, who is calling (ID token, App Check, the rate-limit key), deleting an Auth account or changing
// its claims and sessions, and the shop's own settings. The handlers in this folder are written once over these ports; two adapters fill them in: the
// Cloud Function's (functions/src: firebase-admin, the Stripe SDK, the Admin SDK's token checks and user deletion)
// and the demo's (mocks/api: the mock's Firestore state, the demo's payment page, the mock's tokens and accounts).
// Nothing here imports firebase-admin, Stripe or MSW.
import type { Order, ShippingAddress } from '../orders/order'
import type { Promotion } from '../orders/promotion'

/**
 * A stored document as plain data. Timestamps are written as `Date` and read back as ISO text ('2026-…Z'), in both
 * adapters, so the code here never sees a store's own time type.
 */
export type DocumentData = Record<string, unknown>

/** A document read in a transaction, or outside one; `data` is undefined when the document does not exist. */
export interface StoredDocument {
  id: string
  data: DocumentData | undefined
}

/**
 * Reads and writes that commit together or not at all. A document read here and changed by someone else before the
 * commit makes the store run the whole function again (Firestore's optimistic transactions), so a decision is never
 * made on a value that has changed. Reads come before writes.
 */
export interface Transaction {
  get(path: string): Promise<StoredDocument>
  getAll(paths: string[]): Promise<StoredDocument[]>
  /** Fails the commit when the document exists. */
  create(path: string, data: DocumentData): void
  /** Replaces the document, or (merge) merges into it maps and all. */
  set(path: string, data: DocumentData, options?: { merge: boolean }): void
  /** Replaces the named top-level fields of an existing document. */
  update(path: string, data: DocumentData): void
  /**
   * Merges `data` into the document (made when absent), maps and all, adding each number to the one stored (0 when
   * none) rather than replacing it, without reading it (Firestore's increment): a count that many transactions change
   * at once without contending on a read. A map with nothing in it adds nothing (and never empties the stored one).
   */
  increment(path: string, data: DocumentData): void
  delete(path: string): void
}

/** A query's condition: a top-level field equal to a value. */
export type Filter = [field: string, op: '==', value: string | number | boolean | null]

export interface DocumentStore {
  runTransaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T>
  get(path: string): Promise<StoredDocument>
  /** The documents at `paths`, read in one call and answered in the same order (one without data where none is). */
  getAll(paths: string[]): Promise<StoredDocument[]>
  /** The documents of a collection, all or those matching every filter, up to `limit`. */
  query(collection: string, filters?: Filter[], limit?: number): Promise<StoredDocument[]>
  /**
   * How many documents of a collection match every filter, counted by the store without sending them (Firestore's
   * count aggregation, billed one read per 1,000 documents it counts).
   */
  count(collection: string, filters?: Filter[]): Promise<number>
  /** Up to `limit` documents of a collection in the order of their ids, after the id `after` (null: from the first). */
  page(collection: string, after: string | null, limit: number): Promise<StoredDocument[]>
  /** A new document id for `collection` (the outbox's mail). */
  newId(): string
}

/** A hosted payment session, in the shop's terms: what the handlers read of the provider's. */
export interface PaymentSession {
  id: string
  /** 'open' | 'complete' | 'expired' as the provider says, or a value it adds later (read as open). */
  status: string
  /** 'paid' | 'unpaid' | 'no_payment_required', or a later value (read as unpaid). */
  paymentStatus: string
  /** The payment page's address while open. */
  url: string | null
  /** Where the provider returns the shopper after paying (the shop's success page, with the guest's token). */
  successUrl: string | null
  /** What the shop wrote into the session; a session without the shop's own is not the shop's. */
  metadata: Record<string, string>
  /** The provider's payment behind it, for refunds. */
  paymentId: string | null
  amountTotalCents: number | null
  currency: string | null
  shippingCents: number | null
  /** The tax the provider added on top of the prices (its tax service, in the `added` mode); null when none. */
  taxCents: number | null
  shippingAddress: ShippingAddress | null
  /** Once an unpaid session has expired: the provider's address that opens a new payment page of the same cart. */
  recoveryUrl: string | null
  /** Whether the shopper agreed, on the provider's page, to promotional mail about this checkout. */
  promotionsConsent: boolean
  /** The expired session this one was made from by its recovery link, if it was. */
  recoveredFrom: string | null
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  id: string
  amountCents: number
  /** ISO time the provider made it. */
  at: string
  /** 'succeeded' | 'pending' | 'failed' | 'canceled' | 'requires_action'. */
  status: string
  paymentId: string | null
  failureReason: string | null
}

/** An event of the provider, once its signature is checked. */
export type PaymentEvent =
  | {
      id: string
      type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed' | 'checkout.session.expired'
      /** ISO time. */
      at: string
      session: PaymentSession
    }
  | { id: string; type: 'refund.created' | 'refund.updated'; at: string; refund: ProviderRefund }
  | { id: string; type: 'other'; at: string; name: string }

/** An owner's code as the provider keeps it: its coupon, its promotion code of the same text, and whether that is on. */
export interface ProviderPromotion {
  couponId: string
  promotionCodeId: string
  active: boolean
}

export interface Payments {
  /** A payment page for a pending order: every amount from the order. `key` makes a retry return the same session. */
  createSession(order: Order, token: string, key: string): Promise<PaymentSession>
  retrieveSession(id: string): Promise<PaymentSession>
  expireSession(id: string): Promise<PaymentSession>
  /** Refunds `amountCents` of a payment (all of what is left when absent); the same `key` is the same refund. */
  refund(request: { paymentId: string; amountCents?: number; key: string }): Promise<ProviderRefund>
  /** The event in a webhook call, or null when its signature is not the provider's. */
  readEvent(rawBody: Uint8Array, signature: string): PaymentEvent | null
  /**
   * The provider's copy of an owner's code: a coupon of its terms and a promotion code of its text, with its minimum,
   * cap and end where the provider has them, on or off. The same `key` makes the same ones.
   */
  createPromotion(promotion: Promotion, active: boolean, key: string): Promise<ProviderPromotion>
  /** Turns the provider's promotion code on or off; `key` names this change (each change of the owner's its own). */
  setPromotionActive(mirror: ProviderPromotion, active: boolean, key: string): Promise<ProviderPromotion>
  /** Whether an error says the provider does not know a session (as against an outage or a rate limit). */
  isUnknownSession(error: unknown): boolean
  /** Whether a refund was refused because less is left of the payment than it asked for (another refund came first). */
  isOverRefund(error: unknown): boolean
}

export interface Caller {
  uid: string
  email?: string
  /** Whether the account's provider vouched for the email (a Google sign-in); never for email and password. */
  emailVerified?: boolean
  /** The account carries the `owner` custom claim (set with firebase-admin, never by a client). */
  owner?: boolean
  /** The account carries the `staff` custom claim (set the same way: `npm run owner -- add --staff`). */
  staff?: boolean
  /** When the account last signed in (or confirmed its password), in seconds since 1970: the token's `auth_time`. */
  authTime?: number
}

/** An Auth account as the back office's staff list finds it: its uid, its email and its custom claims. */
interface AccountRecord {
  uid: string
  email: string | null
  /** The custom claims firebase-admin set on it (`owner`, `staff`, …); every ID token minted from now carries them. */
  claims: Record<string, unknown>
}

/**
 * Administering Auth accounts, as firebase-admin does (the back office's staff list): find an account by its email,
 * replace its custom claims, end its sessions. An account that no longer exists needs nothing done: setting its
 * claims or ending its sessions is then done already.
 */
export interface AccountAdmin {
  /** The account whose email this is, or null when none. */
  findByEmail(email: string): Promise<AccountRecord | null>
  /**
   * Sets each named custom claim to true, or takes it away (null), keeping the account's other claims; its ID tokens
   * carry them from its next refresh.
   */
  setClaims(uid: string, changes: Record<string, true | null>): Promise<void>
  /** Ends every session of the account: its refresh tokens stop working, so it must sign in again. */
  revokeSessions(uid: string): Promise<void>
}

/** What App Check says of a token: made by the shop's app, not, or made by it and used before. */
export type AppCheckVerdict = 'valid' | 'invalid' | 'replayed'

export interface Deps {
  store: DocumentStore
  payments: Payments
  /**
   * The shop's public origin ('https://shop.example'), for the payment page's return addresses and the links in
   * mail: from configuration only, never from a request's headers.
   */
  shopUrl: string
  /** The signed-in shopper an ID token proves, or null when it proves nothing. */
  verifyIdToken: (token: string) => Promise<Caller | null>
  /** Deletes an Auth account for good, its sessions with it; done already when there is no such account. */
  deleteAccount: (uid: string) => Promise<void>
  /** Finding an account by its email, its custom claims and its sessions: the owners' staff list. */
  accounts: AccountAdmin
  /**
   * Whether an App Check token (the `X-Firebase-AppCheck` header) proves the call comes from the shop's app. With
   * `consume`, the token is also used up (App Check's replay protection): a second use of it answers `replayed`.
   */
  verifyAppCheck: (token: string, consume: boolean) => Promise<AppCheckVerdict>
  /** The address ranges of the shop's own proxies, which append to X-Forwarded-For after the client (client-key.ts). */
  trustedProxies: readonly string[]
  now: () => Date
  /** Whether a mail provider sends the `mail/` documents, so pages may say "we have sent". */
  sendsMail: boolean
  /** Where the owner's copies go (a new paid order, a withdrawal); null: none are queued. */
  ownerEmail: string | null
}
